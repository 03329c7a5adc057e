// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Vehicle } from "../../../../../src/contract/vehicle.js";
import {
  layOutTableRows,
  notices,
  renderWithI18n,
  serverError,
  settle,
} from "../../../../../tests/kits/admin/catalogue-pages.js";
import type { VehiclesApi } from "../api.js";
import { VehiclesPage } from "./vehicles-page.js";

const vehicle = (id: number, name: string, position: number): Vehicle => ({
  id,
  name,
  passengersSpace: 4,
  baggageSpace: 3,
  numberOwned: 1,
  priceFrom: 10,
  euroPerMinute: 0.5,
  euroPerPassenger: 0,
  euroPerKm: 1.8,
  minFare: 30,
  hourlyRate: 0,
  hourlyMinHours: 0,
  hourlyIncludedDistance: 0,
  hourlyExtraDistancePrice: 0,
  active: true,
  position,
});

function fakeApi(initial: Vehicle[]) {
  let vehicles = [...initial];
  const api = {
    list: vi.fn(async () => ({ vehicles, lengthUnit: "KM" as const })),
    create: vi.fn(async (input: Parameters<VehiclesApi["create"]>[0]) => {
      const created = { ...vehicle(99, input.name, vehicles.length), ...input } as Vehicle;
      vehicles = [...vehicles, created];
      return created;
    }),
    update: vi.fn(async (id: number, input: Parameters<VehiclesApi["update"]>[1]) => {
      vehicles = vehicles.map((v) => (v.id === id ? ({ ...v, ...input } as Vehicle) : v));
      return vehicles.find((v) => v.id === id) as Vehicle;
    }),
    remove: vi.fn(async (id: number) => {
      vehicles = vehicles.filter((v) => v.id !== id);
      return { id, deleted: true as const };
    }),
    enable: vi.fn(async (id: number) => ({
      ...(vehicles.find((v) => v.id === id) as Vehicle),
      active: true,
    })),
    disable: vi.fn(async (_id: number): Promise<Vehicle> => {
      throw serverError("LAST_VEHICLE_MUST_NOT_BE_DISABLED");
    }),
    reorder: vi.fn(async (items: { id: number; position: number }[]) => {
      const byId = new Map(vehicles.map((v) => [v.id, v]));
      vehicles = items.map(({ id, position }) => ({ ...(byId.get(id) as Vehicle), position }));
      return { vehicles, lengthUnit: "KM" as const };
    }),
    getCurrency: vi.fn(async () => ({ code: "EUR" as const, symbol: "€" })),
  };
  return api satisfies VehiclesApi;
}

async function renderPage(api: VehiclesApi, locale: "en" | "fr" = "en") {
  renderWithI18n(<VehiclesPage api={api} />, locale);
  await settle();
}

const rowNames = () =>
  screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[1]?.textContent);

beforeEach(() => {
  vi.restoreAllMocks();
});

describe("VehiclesPage", () => {
  it("lists the fleet with amounts in the module's currency", async () => {
    await renderPage(fakeApi([vehicle(1, "Sedan", 0), vehicle(2, "Van", 1)]));
    expect(rowNames()).toEqual(["Sedan", "Van"]);
    const sedan = screen.getAllByRole("row")[1] as HTMLElement;
    expect(within(sedan).getByText("€1.80")).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Price per km" })).toBeTruthy();
  });

  it("explains missing values in the add dialog without calling the server", async () => {
    const api = fakeApi([vehicle(1, "Sedan", 0)]);
    await renderPage(api);
    fireEvent.click(screen.getByRole("button", { name: "Add a vehicle" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save" }));
    });
    expect(screen.getByText("This field is required.")).toBeTruthy();
    expect(screen.getAllByText("Enter a whole number.")).toHaveLength(2);
    expect(screen.getByLabelText(/^Name/).getAttribute("aria-invalid")).toBe("true");
    expect(api.create).not.toHaveBeenCalled();
  });

  it("adds a vehicle with numbers, empty prices as 0, and says so", async () => {
    const api = fakeApi([vehicle(1, "Sedan", 0)]);
    await renderPage(api);
    fireEvent.click(screen.getByRole("button", { name: "Add a vehicle" }));
    fireEvent.input(screen.getByLabelText(/^Name/), { target: { value: "  Minibus " } });
    fireEvent.input(screen.getByLabelText(/^Passengers/), { target: { value: "8" } });
    fireEvent.input(screen.getByLabelText(/^Pieces of baggage/), { target: { value: "6" } });
    fireEvent.input(screen.getByLabelText("Price per km (€)"), { target: { value: "2.5" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save" }));
    });
    await settle();
    expect(api.create).toHaveBeenCalledWith({
      name: "Minibus",
      passengersSpace: 8,
      baggageSpace: 6,
      numberOwned: 1,
      priceFrom: 0,
      euroPerKm: 2.5,
      euroPerMinute: 0,
      euroPerPassenger: 0,
      minFare: 0,
      // No hourly hire for a vehicle added without it (the contract's defaults).
      hourlyRate: 0,
      hourlyMinHours: 0,
      hourlyIncludedDistance: 0,
      hourlyExtraDistancePrice: 0,
    });
    expect(notices()).toContain("success Vehicle added: Minibus");
    expect(rowNames()).toEqual(["Sedan", "Minibus"]);
    expect(document.querySelector("dialog[open]")).toBeNull();
  });

  it("sets up hourly hire on a vehicle, its fields grouped under their own heading", async () => {
    const api = fakeApi([vehicle(1, "Sedan", 0)]);
    await renderPage(api);
    fireEvent.click(screen.getByRole("button", { name: "Edit Sedan" }));
    const hourly = within(screen.getByRole("group", { name: "Hourly hire" }));
    fireEvent.input(hourly.getByLabelText("Price per hour (€)"), { target: { value: "65" } });
    fireEvent.input(hourly.getByLabelText("Minimum hours billed"), { target: { value: "2.5" } });
    fireEvent.input(hourly.getByLabelText("Kilometres included per hour"), { target: { value: "20" } });
    fireEvent.input(hourly.getByLabelText("Price per extra km (€)"), { target: { value: "1.5" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save" }));
    });
    await settle();
    expect(api.update).toHaveBeenCalledWith(
      1,
      expect.objectContaining({
        hourlyRate: 65,
        hourlyMinHours: 2.5,
        hourlyIncludedDistance: 20,
        hourlyExtraDistancePrice: 1.5,
      }),
    );
  });

  it("refuses a minimum of more than 24 hours or a negative rate without calling the server", async () => {
    const api = fakeApi([vehicle(1, "Sedan", 0)]);
    await renderPage(api);
    fireEvent.click(screen.getByRole("button", { name: "Edit Sedan" }));
    fireEvent.input(screen.getByLabelText("Minimum hours billed"), { target: { value: "25" } });
    fireEvent.input(screen.getByLabelText("Price per hour (€)"), { target: { value: "-1" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save" }));
    });
    expect(screen.getByText("Enter a number of at most 24.")).toBeTruthy();
    expect(screen.getByLabelText("Minimum hours billed").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Price per hour (€)").getAttribute("aria-invalid")).toBe("true");
    expect(api.update).not.toHaveBeenCalled();
  });

  it("names the hourly distance in miles for a module in miles, in French", async () => {
    const berline = vehicle(1, "Berline", 0);
    const api = {
      ...fakeApi([berline]),
      list: vi.fn(async () => ({ vehicles: [berline], lengthUnit: "MILE" as const })),
    };
    await renderPage(api, "fr");
    fireEvent.click(screen.getByRole("button", { name: "Modifier Berline" }));
    const hourly = within(screen.getByRole("group", { name: "Mise à disposition" }));
    expect(hourly.getByLabelText("Miles inclus par heure")).toBeTruthy();
    expect(hourly.getByLabelText("Prix par mile supplémentaire (€)")).toBeTruthy();
  });

  it("warns that the last vehicle cannot be disabled", async () => {
    const api = fakeApi([vehicle(1, "Sedan", 0)]);
    await renderPage(api);
    await act(async () => {
      fireEvent.click(screen.getByRole("switch", { name: "Enabled: Sedan" }));
    });
    await settle();
    expect(api.disable).toHaveBeenCalledWith(1);
    expect(notices()).toContain("warning Warning: The last vehicle cannot be disabled.");
    expect((screen.getByRole("switch", { name: "Enabled: Sedan" }) as HTMLInputElement).checked).toBe(true);
  });

  it("says that the last vehicle cannot be deleted (not disabled) when the server refuses the deletion", async () => {
    const api = fakeApi([vehicle(1, "Sedan", 0)]);
    api.remove.mockImplementation(async () => {
      throw serverError("LAST_VEHICLE_MUST_NOT_BE_DISABLED");
    });
    await renderPage(api);
    fireEvent.click(screen.getByRole("button", { name: "Delete Sedan" }));
    const dialog = screen.getByRole("dialog", { name: "Delete the vehicle" });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    });
    await settle();
    expect(notices()).toContain(
      "warning Warning: The last active vehicle cannot be deleted: the booking form needs at least one. Add another vehicle first.",
    );
    expect(notices().join("\n")).not.toContain("disabled");
    expect(rowNames()).toEqual(["Sedan"]);
  });

  it("deletes only after confirmation", async () => {
    const api = fakeApi([vehicle(1, "Sedan", 0), vehicle(2, "Van", 1)]);
    await renderPage(api);
    fireEvent.click(screen.getByRole("button", { name: "Delete Van" }));
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(api.remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Delete Van" }));
    const dialog = screen.getByRole("dialog", { name: "Delete the vehicle" });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    });
    await settle();
    expect(api.remove).toHaveBeenCalledWith(2);
    expect(notices()).toContain("success Vehicle deleted: Van");
    expect(rowNames()).toEqual(["Sedan"]);
  });

  it("moves a row with the keyboard, saves positions from 0 and announces it", async () => {
    const restore = layOutTableRows();
    try {
      const api = fakeApi([vehicle(1, "Sedan", 0), vehicle(2, "Van", 1), vehicle(3, "Minibus", 2)]);
      await renderPage(api);
      const handle = screen.getByRole("button", { name: "Move Sedan" });
      handle.focus();
      await act(async () => {
        fireEvent.keyDown(handle, { code: "Space", key: " " });
      });
      await act(async () => {
        fireEvent.keyDown(handle, { code: "ArrowDown", key: "ArrowDown" });
      });
      await act(async () => {
        fireEvent.keyDown(handle, { code: "Space", key: " " });
      });
      await settle();
      expect(api.reorder).toHaveBeenCalledWith([
        { id: 2, position: 0 },
        { id: 1, position: 1 },
        { id: 3, position: 2 },
      ]);
      expect(rowNames()).toEqual(["Van", "Sedan", "Minibus"]);
      expect(notices()).toContain("success Order saved: The new order is saved.");
      const live = document.querySelector("[id^=DndLiveRegion]");
      expect(live?.textContent).toContain("Sedan dropped at position 2 of 3.");
    } finally {
      restore();
    }
  });

  it("speaks French", async () => {
    await renderPage(fakeApi([vehicle(1, "Berline", 0)]), "fr");
    expect(screen.getByRole("button", { name: "Ajouter un véhicule" })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("switch", { name: "Activé\u202F: Berline" })).toBeTruthy());
  });
});
