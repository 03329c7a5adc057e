// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bookingFixture, moduleFixture } from "../../../../tests/kits/admin/bookings.js";
import { flush, renderAdmin } from "../../../../tests/kits/admin/render-admin.js";
import type { BookingsApi } from "../api.js";
import { DashboardPage } from "./dashboard-page.js";

/** The calendar events link to /admin/dashboard?booking=ID: the dashboard opens that booking. */
function fakeApi() {
  const booking = bookingFixture({ id: 42, number: 1042 });
  return {
    list: vi.fn(async () => ({
      bookings: [booking],
      pagination: { page: 1, pageSize: 20, total: 1, totalPages: 1 },
      lengthUnit: "KM" as const,
    })),
    get: vi.fn(async () => booking),
    module: vi.fn(async () => moduleFixture()),
  };
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("a booking's address", () => {
  it("opens the booking's details on the dashboard", async () => {
    window.history.replaceState(null, "", "/admin/dashboard?booking=42");
    const api = fakeApi();
    renderAdmin(<DashboardPage api={api as unknown as BookingsApi} />);
    await flush();
    expect(screen.getByRole("dialog", { name: "Booking no. 1042" })).toBeTruthy();
  });

  it("opens nothing without one, or with a number that is not an id", async () => {
    for (const search of ["", "?booking=abc", "?booking=-3"]) {
      window.history.replaceState(null, "", `/admin/dashboard${search}`);
      const api = fakeApi();
      const view = renderAdmin(<DashboardPage api={api as unknown as BookingsApi} />);
      await flush();
      expect(screen.queryByRole("dialog"), search).toBeNull();
      view.unmount();
    }
  });
});
