// @vitest-environment happy-dom
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../../src/client/index.js";
import type { BusinessDetails, BusinessDetailsInput } from "../../../../src/contract/business-details.js";
import { flush, renderAdmin, shownNotices } from "../../../../tests/kits/admin/render-admin.js";
import type { BusinessDetailsApi } from "./business-details-api.js";
import { BusinessDetailsPanel } from "./business-details-panel.js";

const EMPTY: BusinessDetails = {
  legalName: "",
  legalForm: "",
  legalAddress: "",
  siret: "",
  vtcRegisterNumber: "",
  vatNumber: "",
  vatExempt: false,
  invoiceFooter: "",
  documentsEnabled: false,
  missing: ["legalName", "legalAddress", "siret", "phone", "vat", "taxRate"],
};

function fakeClient(save: (input: BusinessDetailsInput) => Promise<BusinessDetails>): BusinessDetailsApi {
  return { get: vi.fn(async () => EMPTY), save: vi.fn(save) };
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Save the business details" }));
  });
  await flush();
}

describe("BusinessDetailsPanel", () => {
  it("names every mandatory mention still missing, the settings' own included", async () => {
    renderAdmin(<BusinessDetailsPanel client={fakeClient(async () => EMPTY)} />);
    await flush();
    expect(screen.getByText("No document can be issued until these mentions are filled:")).toBeTruthy();
    for (const mention of [
      "Legal name",
      "SIREN or SIRET",
      "Phone given to customers (Booking form panel above)",
      "VAT number, or the VAT exemption",
      "Tax rate of the ride (Prices panel above)",
    ]) {
      expect(screen.getAllByText(mention).length).toBeGreaterThan(0);
    }
  });

  it("shows the server's code on its field: a bad SIRET, then the mentions documents need", async () => {
    const client = fakeClient(async () => {
      throw new ApiError("SIRET_INVALID", 400, "bad", [
        { path: "body.siret", code: "SIRET_INVALID", message: "bad" },
      ]);
    });
    renderAdmin(<BusinessDetailsPanel client={client} />);
    await flush();
    fireEvent.change(screen.getByLabelText("SIREN or SIRET"), { target: { value: "732 829 320 00075" } });
    await submit();
    expect(client.save).toHaveBeenCalledWith(expect.objectContaining({ siret: "732 829 320 00075" }));
    const siret = screen.getByLabelText("SIREN or SIRET");
    expect(siret.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("A SIREN has 9 digits and a SIRET 14, with a valid check digit.")).toBeTruthy();

    vi.mocked(client.save).mockRejectedValueOnce(
      new ApiError("DOCUMENT_MENTIONS_MISSING", 409, "missing", [
        { path: "body.legalName", code: "DOCUMENT_MENTIONS_MISSING", message: "Required" },
        { path: "body.phone", code: "DOCUMENT_MENTIONS_MISSING", message: "Required" },
      ]),
    );
    fireEvent.click(screen.getByLabelText("Issue documents: proof of booking, receipts and invoices"));
    await submit();
    expect(screen.getByLabelText("Legal name").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Required before documents can be issued.")).toBeTruthy();
    expect(shownNotices()).toContain(
      "warning Mentions missing: Documents can be turned on once every mandatory mention is filled.",
    );
  });

  it("saves the identity and says every mention is there", async () => {
    const saved: BusinessDetails = {
      ...EMPTY,
      legalName: "Riviera Chauffeurs",
      legalAddress: "12 promenade des Anglais, 06000 Nice",
      siret: "73282932000074",
      vatExempt: true,
      documentsEnabled: true,
      missing: [],
    };
    const client = fakeClient(async () => saved);
    renderAdmin(<BusinessDetailsPanel client={client} />);
    await flush();
    fireEvent.change(screen.getByLabelText("Legal name"), { target: { value: "Riviera Chauffeurs" } });
    fireEvent.click(screen.getByLabelText("Not subject to VAT (art. 293 B of the French tax code)"));
    await submit();
    expect(client.save).toHaveBeenCalledWith(
      expect.objectContaining({ legalName: "Riviera Chauffeurs", vatExempt: true }),
    );
    expect(screen.getByText("Every mandatory mention is filled.")).toBeTruthy();
    expect((screen.getByLabelText("SIREN or SIRET") as HTMLInputElement).value).toBe("73282932000074");
  });
});
