import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { BookingChangeView } from "../../../../src/contract/booking-change.js";
import { flush, renderAdmin } from "../../../../tests/kits/admin/render-admin.js";
import { ChangeRequestsSection } from "./change-requests-section.js";

const pending: BookingChangeView = {
  id: 7,
  bookingId: 3,
  requestedBy: "CUSTOMER",
  status: "PENDING",
  changes: [{ field: "pickUpTime", from: "2027-03-01 10:00", to: "2027-03-01 14:00" }],
  oldPrice: 81.4,
  newPrice: 95,
  currency: "EUR",
  refund: null,
  createdAt: "2027-02-20T09:00:00.000Z",
  decidedAt: null,
  decidedBy: null,
};

/** The server's side: the history as given, then the change answered. */
function fakeApi(
  history: BookingChangeView[],
  accept: (bookingId: number, changeId: number) => Promise<BookingChangeView> = async () => ({
    ...pending,
    status: "ACCEPTED",
  }),
) {
  let current = history;
  return {
    list: vi.fn(async () => current),
    accept: vi.fn(async (bookingId: number, changeId: number) => {
      const answered = await accept(bookingId, changeId);
      current = [answered];
      return answered;
    }),
    refuse: vi.fn(async () => ({ ...pending, status: "REFUSED" as const })),
    pending: vi.fn(async () => 1),
  };
}

describe("ChangeRequestsSection", () => {
  it("shows the charge of a higher price and its state (decision 0133)", async () => {
    const charged = (status: "AWAITING_PAYMENT" | "PAID" | "FAILED", id: number): BookingChangeView => ({
      ...pending,
      id,
      status: "APPLIED",
      charge: { amount: 13.6, status },
    });
    renderAdmin(
      <ChangeRequestsSection
        bookingId={3}
        api={fakeApi([charged("AWAITING_PAYMENT", 9), charged("PAID", 8), charged("FAILED", 7)])}
      />,
      "en",
    );
    await flush();
    expect(screen.getByText("Charged to the card: €13.60, awaiting payment")).toBeTruthy();
    expect(screen.getByText("Charged to the card: €13.60, paid")).toBeTruthy();
    expect(screen.getByText("Charged to the card: €13.60, not paid: the driver collects it")).toBeTruthy();
  });

  it("shows nothing without changes", async () => {
    renderAdmin(<ChangeRequestsSection bookingId={3} api={fakeApi([])} />, "en");
    await flush();
    expect(screen.queryByRole("heading", { name: "Changes asked by the customer" })).toBeNull();
  });

  it("lists a pending change with its old and new values and price; Accept answers it", async () => {
    const api = fakeApi([pending]);
    const onChanged = vi.fn();
    renderAdmin(<ChangeRequestsSection bookingId={3} api={api} onChanged={onChanged} />, "en");
    await flush();
    expect(screen.getByRole("heading", { name: "Changes asked by the customer" })).toBeTruthy();
    expect(screen.getByText("Waiting for your answer")).toBeTruthy();
    expect(screen.getByText(/Pick-up: 2027-03-01 10:00 → 2027-03-01 14:00/)).toBeTruthy();
    expect(screen.getByText(/Price: €81\.40 → €95\.00/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Accept the change" }));
    });
    await flush();
    expect(api.accept).toHaveBeenCalledWith(3, 7);
    expect(onChanged).toHaveBeenCalled();
    expect(screen.getByText("Accepted")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Accept the change" })).toBeNull();
  });

  it("says why when the vehicle is taken since", async () => {
    const api = fakeApi([pending], async () => {
      throw Object.assign(new Error("full"), { code: "VEHICLE_FULL" });
    });
    renderAdmin(<ChangeRequestsSection bookingId={3} api={api} />, "en");
    await flush();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Accept the change" }));
    });
    await flush();
    const alert = screen.getByText(/no longer free at the new time/);
    expect(alert.getAttribute("role")).toBe("alert");
  });
});
