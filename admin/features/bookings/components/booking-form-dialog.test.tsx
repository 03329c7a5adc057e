// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../../src/client/index.js";
import type { AdminBooking, ManualBookingInput } from "../../../../src/contract/admin-booking.js";
import type { Customer } from "../../../../src/contract/customer.js";
import type { Place, RouteResponse } from "../../../../src/contract/geo.js";
import type { EstimateResponse, OwnerEstimateRequest } from "../../../../src/contract/public-booking.js";
import { bookingFixture, moduleFixture } from "../../../../tests/kits/admin/bookings.js";
import { flush, renderAdmin, shownNotices } from "../../../../tests/kits/admin/render-admin.js";
import type { BookingModule } from "../booking-form-values.js";
import { type BookingFormApi, BookingFormDialog } from "./booking-form-dialog.js";

const place = (id: string, address: string, lat: number, lon: number): Place => ({
  id,
  address: { freeformAddress: address },
  position: { lat, lon },
});

const camille: Customer = {
  id: 7,
  firstName: "Camille",
  lastName: "Laurent",
  companyName: "Laurent SA",
  email: "camille.laurent@example.com",
  phone: "+33 6 12 34 56 78",
  country: "BE",
  street: "12 promenade des Anglais",
  additionalAddress: "3e étage",
  city: "Nice",
  postalCode: "06000",
};

function fakeApi() {
  return {
    create: vi.fn(async (input: ManualBookingInput, _idempotencyKey?: string) =>
      bookingFixture({ id: 50, number: 2001, createdManually: true, price: input.price }),
    ),
    update: vi.fn(async (id: number, _input: ManualBookingInput) =>
      bookingFixture({ id, createdManually: true }),
    ),
    customers: vi.fn(async (_query: string) => [camille]),
    searchPlaces: vi.fn(async (_moduleId: string, query: string) =>
      query.toLowerCase().startsWith("ni")
        ? Array.from({ length: 9 }, (_, index) =>
            place(`n${index}`, `Nice ${index}`, 43.7 + index / 100, 7.26),
          )
        : [place("c0", "Cannes, gare", 43.5528, 7.0174)],
    ),
    route: vi.fn(
      async (): Promise<RouteResponse> => ({
        distanceMeters: 33_400,
        durationSeconds: 2460,
        distanceKm: 33.4,
        distanceMiles: 20.75,
        durationMinutes: 41,
        source: "offline",
        authoritative: false,
      }),
    ),
    estimatePrice: vi.fn(
      async (request: OwnerEstimateRequest): Promise<EstimateResponse> => ({
        price: 112.5,
        undiscountedPrice: 112.5,
        currency: "EUR",
        lines: [],
        discount: null,
        vehicleId: request.vehicleId ?? 10,
        distanceKm: request.distanceKm,
        distanceMiles: 0,
        durationMinutes: request.durationMinutes,
        lengthUnit: "KM",
        available: true,
      }),
    ),
  };
}
type FakeApi = ReturnType<typeof fakeApi>;

function open(
  api: FakeApi,
  options: { booking?: AdminBooking; module?: BookingModule; locale?: "en" | "fr" } = {},
) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderAdmin(
    <BookingFormDialog
      booking={options.booking}
      module={options.module ?? moduleFixture()}
      api={api as unknown as BookingFormApi}
      onSaved={onSaved}
      onClose={onClose}
    />,
    options.locale ?? "en",
  );
  return { onSaved, onClose, dialog: screen.getByRole("dialog") };
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

async function chooseAddress(label: string, typed: string, option: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: typed } });
  await advance(1000);
  fireEvent.mouseDown(screen.getByRole("option", { name: option }));
}

const submit = async (name = "Add the booking") => {
  fireEvent.click(screen.getByRole("button", { name }));
  await flush();
  // The focus moves to the first wrong field on the next tick.
  await advance(0);
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("BookingFormDialog: validation", () => {
  it("refuses an incomplete booking and says what each Journey field needs", async () => {
    const api = fakeApi();
    const { dialog } = open(api);
    expect(
      within(dialog)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Journey", "Customer"]);
    expect((screen.getByLabelText("Passengers") as HTMLInputElement).value).toBe("1");
    expect((screen.getByLabelText("Baggage") as HTMLInputElement).value).toBe("0");
    expect((screen.getByLabelText("Vehicle") as HTMLSelectElement).value).toBe("10");
    await submit();
    const alerts = within(dialog)
      .getAllByRole("alert")
      .map((alert) => alert.textContent);
    expect(alerts).toEqual(
      expect.arrayContaining([
        "Choose the pick-up address from the suggestions.",
        "Choose the drop-off address from the suggestions.",
        "Enter the pick-up date and time.",
        "Enter a number.",
        "Enter a whole number.",
      ]),
    );
    expect(screen.getByRole("tab", { name: /Journey/ }).textContent).toContain("!");
    expect(document.activeElement).toBe(screen.getByLabelText("Pick-up address"));
    expect(api.create).not.toHaveBeenCalled();
  });

  it("asks a round trip for its return time, and shows the Customer tab when its fields are wrong", async () => {
    const api = fakeApi();
    open(api);
    await chooseAddress("Pick-up address", "Nice", "Nice 0");
    await chooseAddress("Drop-off address", "Cannes", "Cannes, gare");
    fireEvent.change(screen.getByLabelText("Pick-up date and time"), {
      target: { value: "2027-07-01T10:00" },
    });
    fireEvent.change(screen.getByLabelText("Trip"), { target: { value: "ROUND_TRIP" } });
    await advance(2000);
    await submit();
    expect(screen.getByText("Enter the return date and time of the round trip.")).toBeTruthy();
    expect(api.create).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText("Return date and time"), {
      target: { value: "2027-07-01T18:00" },
    });
    // The trip is complete: the estimate fills the price.
    await advance(1000);
    expect(api.estimatePrice.mock.calls.at(-1)?.[0]).toMatchObject({
      route: "ROUND_TRIP",
      returnPickUpTime: "2027-07-01T18:00",
    });
    fireEvent.change(screen.getByLabelText("Passengers"), { target: { value: "0" } });
    fireEvent.click(screen.getByRole("tab", { name: "Customer" }));
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "camille@" } });
    fireEvent.change(screen.getByLabelText("Postal code"), { target: { value: "12345678901" } });
    fireEvent.click(screen.getByRole("tab", { name: /Journey/ }));
    await submit();
    expect(screen.getByText("Enter a number of at least 1.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Passengers"), { target: { value: "2" } });
    await submit();
    // Journey is fine now: the Customer tab opens on its first wrong field.
    expect(screen.getByRole("tab", { name: /Customer/ }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tab", { name: /Customer/ }).textContent).toContain("!");
    expect(screen.getByText("Enter a valid e-mail address.")).toBeTruthy();
    expect(screen.getByText("At most 10 characters.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("E-mail"));
    expect(api.create).not.toHaveBeenCalled();
  });

  it("marks the time the server names when the clocks skip it that night", async () => {
    const api = fakeApi();
    api.update.mockRejectedValueOnce(
      new ApiError("NONEXISTENT_LOCAL_TIME", 422, "skipped", [
        { path: "returnPickUpTime", code: "skipped_time", message: "skipped" },
      ]),
    );
    open(api, {
      booking: bookingFixture({
        createdManually: true,
        route: "ROUND_TRIP",
        returnPickUpTime: "2027-06-01T09:20",
      }),
    });
    await submit("Save");
    expect(api.update).toHaveBeenCalled();
    expect(screen.getByLabelText("Return date and time").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Pick-up date and time").getAttribute("aria-invalid")).not.toBe("true");
    expect(shownNotices()).toContain(
      "warning Time does not exist: The clocks go forward that night: this time does not exist. Choose another time.",
    );
  });

  it("marks the return time when the server says it comes before the arrival", async () => {
    const api = fakeApi();
    api.update.mockRejectedValueOnce(new ApiError("RETURN_BEFORE_ARRIVAL", 422, "too early"));
    open(api, {
      booking: bookingFixture({
        createdManually: true,
        route: "ROUND_TRIP",
        returnPickUpTime: "2027-06-01T09:20",
      }),
    });
    await submit("Save");
    expect(api.update).toHaveBeenCalled();
    const field = screen.getByLabelText("Return date and time");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(
      screen.getAllByText("The return must start after the outbound trip arrives.").length,
    ).toBeGreaterThan(0);
    expect(shownNotices()).toContain(
      "warning Return too early: The return must start after the outbound trip arrives.",
    );
  });
});

describe("BookingFormDialog: suggestions", () => {
  it("searches addresses from 2 characters, 1 s after the last key, at most 7", async () => {
    const api = fakeApi();
    open(api);
    const input = screen.getByLabelText("Pick-up address");
    fireEvent.change(input, { target: { value: "N" } });
    await advance(1500);
    expect(api.searchPlaces).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: "Ni" } });
    await advance(999);
    expect(api.searchPlaces).not.toHaveBeenCalled();
    await advance(1);
    expect(api.searchPlaces).toHaveBeenCalledWith("demomodule", "Ni", "en", expect.any(AbortSignal));
    expect(within(screen.getByRole("listbox")).getAllByRole("option")).toHaveLength(7);
    expect(input.getAttribute("aria-expanded")).toBe("true");
    // Keyboard: down to the second suggestion, Enter picks it.
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "Enter" });
    expect((input as HTMLInputElement).value).toBe("Nice 1");
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("fills distance, duration and the suggested price, then adds the booking", async () => {
    const api = fakeApi();
    const { onSaved } = open(api);
    await chooseAddress("Pick-up address", "Nice", "Nice 0");
    await chooseAddress("Drop-off address", "Cannes", "Cannes, gare");
    await advance(1000);
    expect(api.route).toHaveBeenCalledWith(
      "demomodule",
      { lat: 43.7, lng: 7.26 },
      { lat: 43.5528, lng: 7.0174 },
      expect.any(AbortSignal),
    );
    expect((screen.getByLabelText("Distance") as HTMLInputElement).value).toBe("33.4");
    expect((screen.getByLabelText("Duration (minutes)") as HTMLInputElement).value).toBe("41");
    expect(api.estimatePrice).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText("Pick-up date and time"), {
      target: { value: "2027-07-01T10:00" },
    });
    fireEvent.change(screen.getByLabelText("Vehicle"), { target: { value: "11" } });
    await advance(1000);
    expect(api.estimatePrice).toHaveBeenCalledTimes(1);
    expect(api.estimatePrice.mock.calls[0]?.[0]).toMatchObject({
      distanceKm: 33.4,
      durationMinutes: 41,
      pickUpTime: "2027-07-01T10:00",
      route: "ONE_WAY",
      vehicleId: 11,
      passengers: 1,
    });
    expect((screen.getByLabelText("Price (EUR)") as HTMLInputElement).value).toBe("112.5");
    expect(screen.getByText("Suggested by your pricing: €112.50.")).toBeTruthy();

    fireEvent.click(screen.getByRole("tab", { name: "Customer" }));
    fireEvent.change(screen.getByLabelText("Last name"), { target: { value: "Dupont" } });
    await submit();
    expect(api.create).toHaveBeenCalledTimes(1);
    expect(api.create.mock.calls[0]?.[0]).toMatchObject({
      startingAddress: "Nice 0",
      startingLat: 43.7,
      startingLng: 7.26,
      arrivalAddress: "Cannes, gare",
      vehicleId: 11,
      passengers: 1,
      baggage: 0,
      route: "ONE_WAY",
      pickUpTime: "2027-07-01T10:00",
      returnPickUpTime: null,
      duration: 41,
      distance: 33.4,
      price: 112.5,
      lastName: "Dupont",
      // An English interface in a module without a country: France, never silently the United States.
      country: "FR",
    });
    // An Idempotency-Key goes with it, so a retry after a lost answer books once.
    expect(api.create.mock.calls[0]?.[1]).toMatch(/^[\x20-\x7e]{1,255}$/);
    expect(shownNotices()).toContain("success Booking added: Booking no. 2001 was added.");
    expect(onSaved).toHaveBeenCalled();
  });

  it("keeps a price the owner typed, and shows distances in miles for a module in miles", async () => {
    const api = fakeApi();
    open(api, { module: moduleFixture({ lengthUnit: "MILE" }) });
    fireEvent.change(screen.getByLabelText("Price (EUR)"), { target: { value: "150" } });
    await chooseAddress("Pick-up address", "Nice", "Nice 0");
    await chooseAddress("Drop-off address", "Cannes", "Cannes, gare");
    await advance(1000);
    expect((screen.getByLabelText("Distance") as HTMLInputElement).value).toBe("20.8");
    fireEvent.change(screen.getByLabelText("Pick-up date and time"), {
      target: { value: "2027-07-01T10:00" },
    });
    await advance(1000);
    expect(api.estimatePrice.mock.calls[0]?.[0].distanceKm).toBeCloseTo(20.8 / 0.621371, 5);
    expect((screen.getByLabelText("Price (EUR)") as HTMLInputElement).value).toBe("150");
    fireEvent.click(screen.getByRole("button", { name: "Use the suggested price" }));
    expect((screen.getByLabelText("Price (EUR)") as HTMLInputElement).value).toBe("112.5");
  });

  it("offers existing customers and fills every customer field from the one chosen", async () => {
    const api = fakeApi();
    open(api, { locale: "fr" });
    fireEvent.click(screen.getByRole("tab", { name: "Client" }));
    expect((screen.getByLabelText("Pays") as HTMLSelectElement).value).toBe("FR");
    fireEvent.change(screen.getByLabelText("Prénom"), { target: { value: "Cam" } });
    await advance(300);
    expect(api.customers).toHaveBeenCalledWith("Cam");
    expect(
      within(screen.getByRole("listbox", { name: "Clients existants" }))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Camille LaurentLaurent SA · camille.laurent@example.com",
      "Nouveau client «\u202FCam\u202F»",
    ]);
    fireEvent.mouseDown(screen.getByRole("option", { name: /Camille Laurent/ }));
    const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect([value("Prénom"), value("Nom"), value("Société"), value("E-mail"), value("Téléphone")]).toEqual([
      "Camille",
      "Laurent",
      "Laurent SA",
      "camille.laurent@example.com",
      "+33 6 12 34 56 78",
    ]);
    expect([
      value("Pays"),
      value("Adresse"),
      value("Appartement, bureau"),
      value("Ville"),
      value("Code postal"),
    ]).toEqual(["BE", "12 promenade des Anglais", "3e étage", "Nice", "06000"]);
  });
});

describe("BookingFormDialog: editing", () => {
  it("opens with the booking's values and saves them without asking for the route again", async () => {
    const api = fakeApi();
    const booking = bookingFixture({ id: 9, createdManually: true, notes: "Child seat" });
    const { onSaved } = open(api, { booking });
    expect(screen.getByRole("dialog", { name: "Edit booking no. 1001" })).toBeTruthy();
    expect((screen.getByLabelText("Pick-up address") as HTMLInputElement).value).toBe("Place Masséna, Nice");
    expect((screen.getByLabelText("Distance") as HTMLInputElement).value).toBe("33");
    fireEvent.change(screen.getByLabelText("Passengers"), { target: { value: "3" } });
    await advance(1500);
    expect(api.route).not.toHaveBeenCalled();
    // The estimate is only shown: the booking keeps its own price.
    expect((screen.getByLabelText("Price (EUR)") as HTMLInputElement).value).toBe("95");
    await submit("Save");
    expect(api.update).toHaveBeenCalledWith(
      9,
      expect.objectContaining({
        startingAddress: "Place Masséna, Nice",
        startingLat: 43.7102,
        arrivalLng: 7.0174,
        passengers: 3,
        distance: 33,
        duration: 40,
        price: 95,
        notes: "Child seat",
        firstName: "Alix",
        country: "FR",
      }),
    );
    expect(shownNotices()).toContain("success Success: Changes saved.");
    expect(onSaved).toHaveBeenCalled();
  });
});
