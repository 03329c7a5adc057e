// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ManualBookingInput } from "../../../../src/contract/admin-booking.js";
import type { Place, RouteResponse } from "../../../../src/contract/geo.js";
import type { EstimateResponse, OwnerEstimateRequest } from "../../../../src/contract/public-booking.js";
import { bookingFixture, moduleFixture } from "../../../../tests/kits/admin/bookings.js";
import { flush, renderAdmin } from "../../../../tests/kits/admin/render-admin.js";
import { type BookingFormApi, BookingFormDialog } from "./booking-form-dialog.js";

const PLACES: Record<string, Place> = {
  nice: { id: "nice", address: { freeformAddress: "Nice, gare" }, position: { lat: 43.7046, lon: 7.2619 } },
  cannes: {
    id: "cannes",
    address: { freeformAddress: "Cannes, gare" },
    position: { lat: 43.5528, lon: 7.0174 },
  },
  antibes: {
    id: "antibes",
    address: { freeformAddress: "Antibes, port" },
    position: { lat: 43.585, lon: 7.128 },
  },
  biot: { id: "biot", address: { freeformAddress: "Biot, village" }, position: { lat: 43.628, lon: 7.097 } },
};

function fakeApi() {
  return {
    create: vi.fn(async (input: ManualBookingInput, _key?: string) =>
      bookingFixture({ id: 50, number: 2001, createdManually: true, price: input.price }),
    ),
    update: vi.fn(),
    customers: vi.fn(async () => []),
    searchPlaces: vi.fn(async (_moduleId: string, query: string) =>
      Object.values(PLACES).filter((place) => place.id.startsWith(query.toLowerCase().slice(0, 3))),
    ),
    // Every stretch: 20 km in 25 minutes.
    route: vi.fn(
      async (): Promise<RouteResponse> => ({
        distanceMeters: 20_000,
        durationSeconds: 1500,
        distanceKm: 20,
        distanceMiles: 12.43,
        durationMinutes: 25,
        source: "offline",
        authoritative: false,
      }),
    ),
    estimatePrice: vi.fn(
      async (request: OwnerEstimateRequest): Promise<EstimateResponse> => ({
        price: 180,
        undiscountedPrice: 180,
        currency: "EUR",
        lines: [],
        discount: null,
        vehicleId: 10,
        distanceKm: request.distanceKm,
        distanceMiles: 0,
        durationMinutes: request.durationMinutes,
        lengthUnit: "KM",
        available: true,
      }),
    ),
  };
}

function open(api: ReturnType<typeof fakeApi>, hourlyHire = true, locale: "en" | "fr" = "en") {
  renderAdmin(
    <BookingFormDialog
      module={moduleFixture(hourlyHire ? { hourlyHire: { stepMinutes: 30 } } : {})}
      api={api as unknown as BookingFormApi}
      onSaved={vi.fn()}
      onClose={vi.fn()}
    />,
    locale,
  );
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

async function fillTrip() {
  await chooseAddress("Pick-up address", "Nice", "Nice, gare");
  await chooseAddress("Drop-off address", "Cannes", "Cannes, gare");
  fireEvent.change(screen.getByLabelText("Pick-up date and time"), { target: { value: "2027-07-01T10:00" } });
}

async function submit() {
  fireEvent.click(screen.getByRole("button", { name: "Add the booking" }));
  await flush();
  await advance(0);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("BookingFormDialog: hourly hire and stops (docs/decisions/0096, 0097)", () => {
  it("books an hourly hire: one way, its duration required, priced by the owner estimate", async () => {
    const api = fakeApi();
    open(api);
    fireEvent.change(screen.getByLabelText("Service"), { target: { value: "HOURLY" } });
    expect(screen.queryByLabelText("Trip")).toBeNull();
    expect(screen.queryByRole("group", { name: "Stops on the way" })).toBeNull();
    await fillTrip();
    await advance(2000);
    await submit();
    expect(screen.getByText("Choose the duration of the hire.")).toBeTruthy();
    expect(api.create).not.toHaveBeenCalled();

    const duration = screen.getByLabelText(/^Hire duration/) as HTMLSelectElement;
    // Steps of the module's 30 minutes, up to 24 hours.
    expect(
      within(duration)
        .getAllByRole("option")
        .slice(1, 4)
        .map((option) => option.textContent),
    ).toEqual(["30 min", "1 h 00", "1 h 30"]);
    fireEvent.change(duration, { target: { value: "180" } });
    await advance(1000);
    expect(api.estimatePrice.mock.calls.at(-1)?.[0]).toMatchObject({
      service: "HOURLY",
      hireMinutes: 180,
      stops: [],
    });
    await submit();
    expect(api.create.mock.calls[0]?.[0]).toMatchObject({
      service: "HOURLY",
      hireMinutes: 180,
      route: "ONE_WAY",
      stops: [],
      price: 180,
    });
  });

  it("books a transfer through two stops, routed stretch by stretch, in their order", async () => {
    const api = fakeApi();
    open(api);
    await fillTrip();
    fireEvent.click(screen.getByRole("button", { name: "Add a stop" }));
    fireEvent.click(screen.getByRole("button", { name: "Add a stop" }));
    await chooseAddress("Stop 1", "Antibes", "Antibes, port");
    fireEvent.change(screen.getByLabelText("Waiting at stop 1"), { target: { value: "10" } });
    // A stop typed but not chosen cannot be saved.
    fireEvent.change(screen.getByLabelText("Stop 2"), { target: { value: "Biot" } });
    await submit();
    expect(screen.getByText("Choose the stop’s address from the suggestions.")).toBeTruthy();
    expect(api.create).not.toHaveBeenCalled();

    await advance(1000);
    fireEvent.mouseDown(screen.getByRole("option", { name: "Biot, village" }));
    await advance(3000);
    // Nice → Antibes → Biot → Cannes: three stretches of 20 km and 25 minutes.
    expect((screen.getByLabelText("Distance") as HTMLInputElement).value).toBe("60");
    expect((screen.getByLabelText("Duration (minutes)") as HTMLInputElement).value).toBe("75");
    // The figures filled, the estimate follows a second later.
    await advance(1000);
    expect(api.estimatePrice.mock.calls.at(-1)?.[0]).toMatchObject({
      service: "TRANSFER",
      stops: [
        { label: "Antibes, port", waitingMinutes: 10 },
        { label: "Biot, village", waitingMinutes: 0 },
      ],
    });
    await submit();
    expect(api.create.mock.calls[0]?.[0]).toMatchObject({
      service: "TRANSFER",
      hireMinutes: null,
      stops: [
        { label: "Antibes, port", lat: 43.585, lng: 7.128, waitingMinutes: 10 },
        { label: "Biot, village", lat: 43.628, lng: 7.097, waitingMinutes: 0 },
      ],
    });
  });

  it("drops the stops of a transfer switched to a round trip, and offers no hire the module does not sell", async () => {
    const api = fakeApi();
    open(api, false);
    expect(screen.queryByLabelText("Service")).toBeNull();
    await fillTrip();
    fireEvent.click(screen.getByRole("button", { name: "Add a stop" }));
    await chooseAddress("Stop 1", "Antibes", "Antibes, port");
    fireEvent.change(screen.getByLabelText("Trip"), { target: { value: "ROUND_TRIP" } });
    expect(screen.queryByRole("group", { name: "Stops on the way" })).toBeNull();
    fireEvent.change(screen.getByLabelText("Return date and time"), {
      target: { value: "2027-07-01T18:00" },
    });
    await advance(1000);
    fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: "150" } });
    await submit();
    expect(api.create.mock.calls[0]?.[0]).toMatchObject({
      route: "ROUND_TRIP",
      stops: [],
      service: "TRANSFER",
    });
  });

  it("speaks French", () => {
    open(fakeApi(), true, "fr");
    fireEvent.change(screen.getByLabelText("Prestation"), { target: { value: "TRANSFER" } });
    expect(
      within(screen.getByRole("group", { name: "Arrêts en chemin" })).getByRole("button", {
        name: "Ajouter un arrêt",
      }),
    ).toBeTruthy();
    expect(screen.getByRole("option", { name: "Mise à disposition" })).toBeTruthy();
  });
});
