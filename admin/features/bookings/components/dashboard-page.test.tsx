// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../../src/client/index.js";
import type { AdminBooking, BookingList, BookingListQuery } from "../../../../src/contract/admin-booking.js";
import { bookingFixture, moduleFixture } from "../../../../tests/kits/admin/bookings.js";
import { flush, renderAdmin, shownNotices } from "../../../../tests/kits/admin/render-admin.js";
import type { GoogleCalendarApi } from "../../../components/google-calendar/index.js";
import type { BookingsApi } from "../api.js";
import { DashboardPage } from "./dashboard-page.js";

function fakeApi(bookings: AdminBooking[], totalPages = 1) {
  const page = (query: BookingListQuery): BookingList => ({
    bookings,
    pagination: { page: Number(query.page ?? 1), pageSize: 20, total: bookings.length, totalPages },
    lengthUnit: "KM",
    unassignedUpcoming: 0,
    pendingChanges: 0,
  });
  return {
    list: vi.fn(async (query: BookingListQuery = {}) => page(query)),
    get: vi.fn(async (id: number) => bookings.find((booking) => booking.id === id) as AdminBooking),
    create: vi.fn(),
    update: vi.fn(),
    remove: vi.fn(async (_id: number) => ({ deleted: true as const })),
    confirm: vi.fn(async (id: number, _message?: string) => ({
      ...(bookings.find((booking) => booking.id === id) as AdminBooking),
      status: "CONFIRMED" as const,
    })),
    cancel: vi.fn(async (id: number, _message?: string) => ({
      ...(bookings.find((booking) => booking.id === id) as AdminBooking),
      status: "CANCELED" as const,
    })),
    share: vi.fn(async () => ({ sent: true as const })),
    exportCsv: vi.fn(async () => new Blob(["\uFEFFnumber\r\n1001\r\n"], { type: "text/csv" })),
    module: vi.fn(async () => moduleFixture()),
    customers: vi.fn(async () => []),
    searchPlaces: vi.fn(async () => []),
    route: vi.fn(),
    estimatePrice: vi.fn(),
    drivers: vi.fn(async () => []),
    assign: vi.fn(),
    documents: {
      ofBooking: vi.fn(async () => ({ documents: [], link: null, missing: [] })),
      complete: vi.fn(),
      pdf: vi.fn(),
    },
  };
}

const asApi = (api: ReturnType<typeof fakeApi>) => api as unknown as BookingsApi;

/** Google Calendar, not connected (its own tests: google-calendar-dialog.test.tsx). */
const calendarApi = {
  info: vi.fn(async () => ({
    state: "not_connected" as const,
    calendarName: "",
    lastSyncAt: null,
    lastError: null,
    pending: 0,
    blockBusyTimes: true,
  })),
  link: vi.fn(async () => "https://accounts.example/consent"),
  setBusyTimes: vi.fn(),
  disconnect: vi.fn(),
} as unknown as GoogleCalendarApi;

/** The page in a router, as in the app (its filters and page live in the URL). */
async function renderPage(
  api: ReturnType<typeof fakeApi>,
  locale: "en" | "fr" = "en",
  url = "/admin/dashboard",
) {
  const router = createMemoryRouter(
    [{ path: "/admin/dashboard", element: <DashboardPage api={asApi(api)} calendarApi={calendarApi} /> }],
    {
      initialEntries: [url],
    },
  );
  renderAdmin(<RouterProvider router={router} />, locale);
  await flush();
  return router;
}

const rowOf = (number: number) => {
  const row = screen
    .getAllByRole("row")
    .find((candidate) => candidate.getAttribute("data-booking") === String(number));
  if (!row) throw new Error(`no row for booking ${number}`);
  return row;
};
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent ?? "");

afterEach(() => {
  vi.useRealTimers();
});

describe("DashboardPage: the list", () => {
  it("shows the list's columns with the discounted amount, status and payment labels", async () => {
    const api = fakeApi([
      bookingFixture(),
      bookingFixture({
        id: 2,
        number: 1002,
        status: "CONFIRMED",
        paymentMode: "ONLINE",
        payment: "PAID",
        route: "ROUND_TRIP",
        returnPickUpTime: "2027-06-01T18:30",
        price: 85.5,
        undiscountedPrice: 95,
        discount: { code: "SUMMER", percentageDiscount: 10, fixedDiscount: 0, discountPrice: 85.5 },
        customer: { ...bookingFixture().customer, firstName: "James", lastName: "Whitfield" },
      }),
      bookingFixture({ id: 3, number: 1003, status: "EXPIRED", paymentMode: "ONLINE", payment: "FAILED" }),
      bookingFixture({ id: 4, number: 1004, status: "CANCELED", paymentMode: "ONLINE", payment: "PENDING" }),
    ]);
    await renderPage(api);

    const headers = screen.getAllByRole("columnheader").map((header) => header.textContent);
    expect(headers).toEqual([
      "No.",
      "Customer",
      "Vehicle",
      "Pick-up",
      "Amount",
      "Status",
      "Payment",
      "Order date",
      "Driver",
      "Actions",
    ]);
    const first = cells(rowOf(1001));
    expect(first.slice(0, 4)).toEqual(["1001", "Alix Martin", "Berline", "2027/06/01 09:00"]);
    expect(first[4]).toBe("€95.00");
    expect(first[5]).toBe("Waiting for confirmation");
    expect(first[6]).toBe("Payment to the driver");

    const second = rowOf(1002);
    expect(cells(second)[3]).toBe("2027/06/01 09:00Return: 2027/06/01 18:30");
    const struck = second.querySelector("s");
    expect(struck?.textContent).toContain("€95.00");
    expect(cells(second)[4]).toContain("€85.50");
    expect(cells(second)[5]).toBe("Confirmed");
    expect(cells(second)[6]).toBe("Paid");
    expect(cells(rowOf(1003)).slice(5, 7)).toEqual(["Expired", "Payment failed"]);
    expect(cells(rowOf(1004)).slice(5, 7)).toEqual(["Canceled", "Online payment in progress"]);
    expect(screen.getByTestId("module-id").textContent).toBe("demomodule");
  });

  it("offers confirm and cancel only on bookings waiting for confirmation", async () => {
    await renderPage(
      fakeApi([bookingFixture(), bookingFixture({ id: 2, number: 1002, status: "CONFIRMED" })]),
    );
    const names = (row: HTMLElement) =>
      within(row)
        .getAllByRole("button")
        .map((button) => button.textContent);
    expect(names(rowOf(1001))).toEqual(["Details", "Confirm", "Cancel booking", "Share", "Delete"]);
    expect(names(rowOf(1002))).toEqual(["Details", "Share", "Delete"]);
  });

  it("writes dates day first in French, with French labels", async () => {
    await renderPage(fakeApi([bookingFixture()]), "fr");
    const row = cells(rowOf(1001));
    expect(row[3]).toBe("01/06/2027 09:00");
    expect(row[4]?.replace(/\s/g, " ")).toBe("95,00 €");
    expect(row[5]).toBe("En attente de confirmation");
    expect(screen.getByRole("heading", { name: "Réservations" })).toBeTruthy();
  });

  it("says when there is nothing to show", async () => {
    await renderPage(fakeApi([]));
    expect(screen.getByText("No bookings yet. They appear here as soon as customers book.")).toBeTruthy();
  });
});

describe("DashboardPage: pages and filters", () => {
  it("links pages with arrows and asks the server for the page chosen", async () => {
    const api = fakeApi([bookingFixture()], 8);
    await renderPage(api);
    const nav = screen.getByRole("navigation", { name: "Pages of bookings" });
    // The ellipsis is hidden from screen readers (the page buttons say their numbers): read the DOM.
    const labels = Array.from(nav.querySelectorAll("li"), (item) => item.textContent);
    expect(labels).toEqual(["‹", "1", "2", "3", "4", "…", "›"]);
    expect(within(nav).getByRole("button", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
    expect((within(nav).getByRole("button", { name: "Previous page" }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(within(nav).getByRole("button", { name: "Page 3" }));
    await flush();
    expect(api.list).toHaveBeenLastCalledWith({ page: 3 });
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    await flush();
    expect(api.list).toHaveBeenLastCalledWith({ page: 4 });
  });

  it("filters by status and dates from page 1, and searches once typing pauses", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi([bookingFixture()], 3);
    await renderPage(api);
    fireEvent.click(screen.getByRole("button", { name: "Page 2" }));
    await flush();

    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "CONFIRMED" } });
    await flush();
    expect(api.list).toHaveBeenLastCalledWith({ page: 1, status: "CONFIRMED" });
    fireEvent.change(screen.getByLabelText("Pick-up from"), { target: { value: "2027-06-01" } });
    await flush();
    expect(api.list).toHaveBeenLastCalledWith({ page: 1, status: "CONFIRMED", from: "2027-06-01" });

    const calls = api.list.mock.calls.length;
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "ali" } });
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "alix" } });
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(api.list.mock.calls.length).toBe(calls);
    await act(async () => {
      vi.advanceTimersByTime(400);
    });
    await flush();
    expect(api.list.mock.calls.length).toBe(calls + 1);
    expect(api.list).toHaveBeenLastCalledWith({
      page: 1,
      status: "CONFIRMED",
      from: "2027-06-01",
      q: "alix",
    });
  });
});

describe("DashboardPage: change requests waiting", () => {
  it("counts them over the list, shows only those bookings, then every booking again", async () => {
    const api = fakeApi([bookingFixture()]);
    const answer = api.list.getMockImplementation() as (query: BookingListQuery) => Promise<BookingList>;
    api.list.mockImplementation(async (query: BookingListQuery = {}) => ({
      ...(await answer(query)),
      pendingChanges: 2,
    }));
    const router = await renderPage(api);
    expect(screen.getByTestId("pending-changes-count").textContent).toContain(
      "2 change requests wait for your answer.",
    );
    await act(async () => {
      fireEvent.click(
        within(screen.getByTestId("pending-changes-count")).getByRole("button", { name: "Show them" }),
      );
    });
    await flush();
    expect(api.list).toHaveBeenLastCalledWith(expect.objectContaining({ changes: "pending", page: 1 }));
    expect(router.state.location.search).toBe("?changes=pending");
    expect(screen.getByText("Showing the bookings with a change request waiting.")).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Show every booking" }));
    });
    await flush();
    expect(api.list).toHaveBeenLastCalledWith(expect.not.objectContaining({ changes: "pending" }));
  });
});

describe("DashboardPage: the list's place in the URL", () => {
  it("opens on the filters and page of its URL (a reload keeps them)", async () => {
    const api = fakeApi([bookingFixture()], 3);
    await renderPage(api, "en", "/admin/dashboard?status=CONFIRMED&q=alix&page=2");
    expect(api.list).toHaveBeenLastCalledWith({ page: 2, status: "CONFIRMED", q: "alix" });
    expect((screen.getByLabelText("Status") as HTMLSelectElement).value).toBe("CONFIRMED");
    expect((screen.getByLabelText("Search") as HTMLInputElement).value).toBe("alix");
    expect(screen.getByRole("button", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
  });

  it("writes each change into the URL, and back and forward step through them", async () => {
    const api = fakeApi([bookingFixture()], 3);
    const router = await renderPage(api);
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "VALIDATED" } });
    await flush();
    fireEvent.click(screen.getByRole("button", { name: "Page 3" }));
    await flush();
    expect(router.state.location.search).toBe("?status=VALIDATED&page=3");
    expect(api.list).toHaveBeenLastCalledWith({ page: 3, status: "VALIDATED" });

    await act(() => router.navigate(-1));
    await flush();
    expect(router.state.location.search).toBe("?status=VALIDATED");
    expect(api.list).toHaveBeenLastCalledWith({ page: 1, status: "VALIDATED" });
    await act(() => router.navigate(-1));
    await flush();
    expect((screen.getByLabelText("Status") as HTMLSelectElement).value).toBe("");
    expect(api.list).toHaveBeenLastCalledWith({ page: 1 });
    await act(() => router.navigate(1));
    await flush();
    expect((screen.getByLabelText("Status") as HTMLSelectElement).value).toBe("VALIDATED");
  });
});

describe("DashboardPage: row actions", () => {
  it("a booking's link (?booking=<id>, as in a Google Calendar event) opens its details once", async () => {
    window.history.replaceState(null, "", "/admin/dashboard?booking=1");
    const api = fakeApi([bookingFixture()]);
    await renderPage(api);
    expect(api.get).toHaveBeenCalledWith(1);
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(window.location.search).toBe("");
  });

  it("confirms with a message to the customer, says so and reloads the list", async () => {
    const api = fakeApi([bookingFixture()]);
    await renderPage(api);
    const loads = api.list.mock.calls.length;
    fireEvent.click(within(rowOf(1001)).getByRole("button", { name: "Confirm" }));
    const dialog = screen.getByRole("dialog", { name: "Confirm booking no. 1001" });
    expect(dialog.textContent).toContain(
      "Alix Martin will receive an e-mail saying the booking is confirmed.",
    );
    fireEvent.change(within(dialog).getByLabelText("Message to the customer (optional)"), {
      target: { value: "See you at 9." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm the booking" }));
    await flush();
    expect(api.confirm).toHaveBeenCalledWith(1, "See you at 9.");
    expect(shownNotices()).toContain("success Booking confirmed: The customer has been notified by e-mail.");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.list.mock.calls.length).toBe(loads + 1);
  });

  it("cancels, and a booking already canceled elsewhere gives the warning and a fresh list", async () => {
    const api = fakeApi([bookingFixture()]);
    api.cancel.mockRejectedValueOnce(new ApiError("BOOKING_ALREADY_CANCELED", 409, "already"));
    await renderPage(api);
    const loads = api.list.mock.calls.length;
    fireEvent.click(within(rowOf(1001)).getByRole("button", { name: "Cancel booking" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel booking no. 1001" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel the booking" }));
    await flush();
    expect(api.cancel).toHaveBeenCalledWith(1, "");
    expect(shownNotices()).toContain("warning Already canceled: This booking has already been canceled.");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.list.mock.calls.length).toBe(loads + 1);
  });

  it("shares only with an e-mail address", async () => {
    const api = fakeApi([bookingFixture()]);
    await renderPage(api);
    fireEvent.click(within(rowOf(1001)).getByRole("button", { name: "Share" }));
    const dialog = screen.getByRole("dialog", { name: "Share booking no. 1001" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    await flush();
    expect(within(dialog).getByText("Enter the e-mail address to send the booking to.")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Colleague's e-mail"), {
      target: { value: "not-an-email" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    await flush();
    expect(within(dialog).getByText("Enter a valid e-mail address.")).toBeTruthy();
    expect(api.share).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText("Colleague's e-mail"), {
      target: { value: "driver@example.com" },
    });
    fireEvent.change(within(dialog).getByLabelText("Message (optional)"), {
      target: { value: "Yours tomorrow" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    await flush();
    expect(api.share).toHaveBeenCalledWith(1, { email: "driver@example.com", message: "Yours tomorrow" });
    expect(shownNotices()).toContain("success Booking shared: The booking was sent to driver@example.com.");
  });

  it("deletes after saying the customer is not told, then reloads", async () => {
    const api = fakeApi([bookingFixture()]);
    await renderPage(api);
    fireEvent.click(within(rowOf(1001)).getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("dialog", { name: "Delete booking no. 1001?" });
    expect(dialog.textContent).toContain("The customer is not notified by e-mail");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await flush();
    expect(api.remove).toHaveBeenCalledWith(1);
    expect(shownNotices()).toContain("success Booking deleted: Booking no. 1001 was deleted.");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows the details in tabs, with the price breakdown under Others", async () => {
    const booking = bookingFixture({
      fields: [{ name: "Child seat age", value: "3" }],
      options: [{ name: "Child seat", quantity: 1 }],
      lines: [
        { kind: "distance", amount: 85, leg: 0 },
        { kind: "option", amount: 10, name: "Child seat", quantity: 1 },
      ],
      travelNumber: "AF7300",
    });
    await renderPage(fakeApi([booking]));
    fireEvent.click(within(rowOf(1001)).getByRole("button", { name: "Details" }));
    await flush();
    const dialog = screen.getByRole("dialog", { name: "Booking no. 1001" });
    const tabs = within(dialog).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Journey", "Customer", "Others"]);
    expect(within(dialog).getByRole("tabpanel").textContent).toContain("AF7300");
    fireEvent.click(within(dialog).getByRole("tab", { name: "Others" }));
    const others = within(dialog).getByRole("tabpanel");
    expect(others.textContent).toContain("Child seat age3");
    expect(within(others).getByRole("rowheader", { name: "Trip (outbound)" })).toBeTruthy();
    expect(within(others).getByRole("rowheader", { name: "Child seat × 1" })).toBeTruthy();
    expect(others.textContent).toContain("Total€95.00");
    // Not created by hand: no edit.
    expect(within(dialog).queryByRole("button", { name: "Edit" })).toBeNull();
  });
});

describe("DashboardPage: Reports", () => {
  it("downloads Bookings.csv with the current filters", async () => {
    const api = fakeApi([bookingFixture()]);
    const createObjectURL = vi.fn(() => "blob:bookings");
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    let downloaded: string | undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloaded = `${this.download} ${this.href}`;
    });
    await renderPage(api);
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "CONFIRMED" } });
    await flush();
    const menuButton = screen.getByRole("button", { name: /Reports/ });
    expect(menuButton.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(menuButton);
    fireEvent.click(screen.getByRole("menuitem", { name: "Export the bookings (Bookings.csv)" }));
    await flush();
    expect(api.exportCsv).toHaveBeenCalledWith({ status: "CONFIRMED" });
    expect(downloaded).toBe("Bookings.csv blob:bookings");
    click.mockRestore();
  });
});
