// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { AdminBooking } from "../../../../src/contract/admin-booking.js";
import { bookingFixture } from "../../../../tests/kits/admin/bookings.js";
import { renderAdmin } from "../../../../tests/kits/admin/render-admin.js";
import { BookingDetails } from "./booking-details.js";

function renderDetails(booking: AdminBooking, locale: "en" | "fr" | "es" = "en") {
  renderAdmin(
    <BookingDetails booking={booking} lengthUnit="KM" tab="journey" onTab={vi.fn()} locale={locale} />,
    locale,
  );
}

const refundValue = () => screen.getByText("Refund").nextElementSibling?.textContent;

describe("BookingDetails: the card payment's refund (docs/decisions/0117)", () => {
  it("shows no refund line without a refund", () => {
    renderDetails(bookingFixture());
    expect(screen.queryByText("Refund")).toBeNull();
  });

  it("says a refund waits for Stripe's confirmation", () => {
    renderDetails(bookingFixture({ paymentMode: "ONLINE", refund: { status: "REQUESTED", amount: 81.4 } }));
    expect(refundValue()).toBe("€81.40 — requested, waiting for Stripe’s confirmation");
  });

  it("tells the owner a failed refund is theirs to give back", () => {
    renderDetails(bookingFixture({ paymentMode: "ONLINE", refund: { status: "FAILED", amount: 66.4 } }));
    expect(refundValue()).toBe("€66.40 — failed: refund the customer yourself");
  });
});
