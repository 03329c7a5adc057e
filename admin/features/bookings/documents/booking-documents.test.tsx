// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../../src/client/index.js";
import type { BookingDocuments } from "../../../../src/contract/documents.js";
import { bookingFixture } from "../../../../tests/kits/admin/bookings.js";
import { flush, renderAdmin, shownNotices } from "../../../../tests/kits/admin/render-admin.js";
import { BookingDocumentsSection } from "./booking-documents.js";
import type { BookingDocumentsApi } from "./documents-api.js";

const ISSUED: BookingDocuments = {
  documents: [
    {
      id: 7,
      kind: "PROOF",
      number: null,
      version: 1,
      correctsId: null,
      issuedAt: "2026-11-20T09:00:00.000Z",
      total: null,
      corrected: false,
    },
    {
      id: 9,
      kind: "RECEIPT",
      number: 12,
      version: null,
      correctsId: null,
      issuedAt: "2026-11-21T18:30:00.000Z",
      total: 95,
      corrected: false,
    },
  ],
  link: "https://chauffeur.example/documents/abc",
  missing: [],
};

function fakeApi(documents: BookingDocuments) {
  return {
    ofBooking: vi.fn(async () => documents),
    complete: vi.fn(),
    creditNote: vi.fn(),
    pdf: vi.fn(async () => new Blob(["%PDF"], { type: "application/pdf" })),
  };
}
const asApi = (api: ReturnType<typeof fakeApi>) => api as unknown as BookingDocumentsApi;

describe("BookingDocumentsSection", () => {
  it("lists the documents with their numbers, dates and totals, a PDF each, and the customer's page", async () => {
    const api = fakeApi(ISSUED);
    Object.assign(URL, { createObjectURL: vi.fn(() => "blob:pdf"), revokeObjectURL: vi.fn() });
    renderAdmin(
      <BookingDocumentsSection
        booking={bookingFixture({ status: "COMPLETED" })}
        api={asApi(api)}
        onCompleted={vi.fn()}
      />,
    );
    await flush();
    const section = within(screen.getByRole("region", { name: "Documents" }));
    expect(section.getByText("Proof of booking")).toBeTruthy();
    expect(section.getByText("Receipt no. 12")).toBeTruthy();
    expect(section.getByText(/€95\.00|95\.00/)).toBeTruthy();
    expect(section.queryByRole("button", { name: "Mark the ride done" })).toBeNull();
    expect(
      section.getByRole("link", { name: "Open the customer's documents page (new tab)" }),
    ).toHaveProperty("href", "https://chauffeur.example/documents/abc");
    await act(async () => {
      fireEvent.click(section.getByRole("button", { name: "Download the PDF of Receipt no. 12" }));
    });
    expect(api.pdf).toHaveBeenCalledWith(9);
  });

  it("says which mention keeps a proof from being issued", async () => {
    const api = fakeApi({ documents: [], link: null, missing: ["siret", "customerPhone"] });
    renderAdmin(
      <BookingDocumentsSection booking={bookingFixture()} api={asApi(api)} onCompleted={vi.fn()} />,
    );
    await flush();
    expect(
      screen.getByText("No proof of booking could be issued; missing: SIREN or SIRET, The customer's phone."),
    ).toBeTruthy();
    expect(screen.getByText("No document for this booking.")).toBeTruthy();
  });

  it("marks a confirmed ride done after the question, and says why when refused", async () => {
    const api = fakeApi({ documents: [], link: null, missing: [] });
    const booking = bookingFixture({ status: "CONFIRMED" });
    const onCompleted = vi.fn();
    renderAdmin(<BookingDocumentsSection booking={booking} api={asApi(api)} onCompleted={onCompleted} />);
    await flush();
    api.complete.mockRejectedValueOnce(new ApiError("DOCUMENT_MENTIONS_MISSING", 409, "missing"));
    fireEvent.click(screen.getByRole("button", { name: "Mark the ride done" }));
    const question = screen.getByRole("dialog", { name: `Mark ride no. ${booking.number} done?` });
    await act(async () => {
      fireEvent.click(within(question).getByRole("button", { name: "Mark done" }));
    });
    await flush();
    expect(shownNotices()).toContain(
      "warning Mentions missing: Fill the business details in the settings before a receipt can be issued.",
    );
    expect(onCompleted).not.toHaveBeenCalled();

    api.complete.mockResolvedValueOnce({ ...booking, status: "COMPLETED" });
    await act(async () => {
      fireEvent.click(within(question).getByRole("button", { name: "Mark done" }));
    });
    await flush();
    expect(api.complete).toHaveBeenLastCalledWith(booking.id, {});
    expect(onCompleted).toHaveBeenCalledWith(expect.objectContaining({ status: "COMPLETED" }));
  });

  it("cancels a receipt with a credit note after the question, then lists it; a proof has no such button", async () => {
    const api = fakeApi(ISSUED);
    renderAdmin(
      <BookingDocumentsSection
        booking={bookingFixture({ status: "COMPLETED" })}
        api={asApi(api)}
        onCompleted={vi.fn()}
      />,
    );
    await flush();
    const section = within(screen.getByRole("region", { name: "Documents" }));
    expect(section.queryByRole("button", { name: /Proof of booking with a credit note/ })).toBeNull();
    const creditNote = {
      ...ISSUED.documents[1],
      id: 10,
      kind: "CREDIT_NOTE",
      number: 13,
      correctsId: 9,
      total: -95,
    } as const;
    api.creditNote.mockResolvedValueOnce(creditNote);
    const corrected = {
      ...ISSUED,
      documents: [ISSUED.documents[0], { ...ISSUED.documents[1], corrected: true }, creditNote],
    };
    api.ofBooking.mockResolvedValue(corrected as BookingDocuments);
    fireEvent.click(section.getByRole("button", { name: "Cancel Receipt no. 12 with a credit note" }));
    const question = screen.getByRole("dialog", { name: "Cancel Receipt no. 12 with a credit note?" });
    expect(api.creditNote).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(within(question).getByRole("button", { name: "Issue the credit note" }));
    });
    await flush();
    expect(api.creditNote).toHaveBeenCalledWith(9);
    expect(shownNotices()).toContain(
      "success Credit note issued: Credit note no. 13 cancels Receipt no. 12.",
    );
    expect(section.getByText("Credit note no. 13")).toBeTruthy();
    expect(section.getByText(/cancelled by a credit note/)).toBeTruthy();
    expect(section.queryByRole("button", { name: "Cancel Receipt no. 12 with a credit note" })).toBeNull();
  });
});
