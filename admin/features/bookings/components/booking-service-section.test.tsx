// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
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

const twoStops = [
  { label: "Gare de Nice-Ville", lat: 43.7046, lng: 7.2619, waitingMinutes: 10 },
  { label: "Aéroport Nice Côte d’Azur", lat: 43.6584, lng: 7.2159, waitingMinutes: 0 },
];

describe("BookingDetails: service type, hire and stops (docs/decisions/0096, 0097)", () => {
  it("shows a plain transfer as before, without a service section", () => {
    renderDetails(bookingFixture());
    expect(screen.queryByRole("heading", { name: "Hourly hire" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Stops on the way" })).toBeNull();
  });

  it("shows an hourly hire and its duration in the journey", () => {
    renderDetails(bookingFixture({ serviceType: "HOURLY", hireMinutes: 180, arrivalAddress: "" }));
    const panel = within(screen.getByRole("tabpanel"));
    expect(panel.getByRole("heading", { name: "Hourly hire" })).toBeTruthy();
    expect(panel.getByText("Hire duration").nextElementSibling?.textContent).toBe("3 h 00");
  });

  it("lists the stops in their order with the wait at each", () => {
    renderDetails(bookingFixture({ stops: twoStops }));
    const list = within(screen.getByRole("tabpanel")).getByRole("list");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Gare de Nice-Ville — waiting 10 min", "Aéroport Nice Côte d’Azur"]);
    expect(list.tagName).toBe("OL");
  });

  it("speaks French and Spanish", () => {
    renderDetails(bookingFixture({ stops: twoStops }), "fr");
    expect(screen.getByRole("heading", { name: "Arrêts en chemin" })).toBeTruthy();
    expect(screen.getByText("Gare de Nice-Ville — attente 10 min")).toBeTruthy();
  });

  it("speaks Spanish for a hire", () => {
    renderDetails(bookingFixture({ serviceType: "HOURLY", hireMinutes: 90 }), "es");
    expect(screen.getByRole("heading", { name: "Alquiler por horas" })).toBeTruthy();
    expect(screen.getByText("Duración del alquiler").nextElementSibling?.textContent).toBe("1 h 30");
  });
});
