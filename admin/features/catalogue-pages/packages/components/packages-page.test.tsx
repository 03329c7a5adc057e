// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { GeoZone } from "../../../../../src/contract/geo-zone.js";
import type { PackageItem } from "../../../../../src/contract/package.js";
import {
  notices,
  renderWithI18n,
  serverError,
  settle,
} from "../../../../../tests/kits/admin/catalogue-pages.js";
import type { ZoneDialogProps } from "../../../../components/zone-dialog.js";
import type { PackagesApi } from "../api.js";
import { PackagesPage } from "./packages-page.js";

const AIRPORT: GeoZone = {
  type: "Polygon",
  coordinates: [
    [
      [7.19, 43.64],
      [7.24, 43.64],
      [7.24, 43.675],
      [7.19, 43.64],
    ],
  ],
};
const MONACO: GeoZone = { type: "Point", coordinates: [7.4246, 43.7384], radius: 3000 };

const item = (id: number, name: string, overrides: Partial<PackageItem> = {}): PackageItem => ({
  id,
  name,
  vehicleId: -1,
  vehicleName: null,
  pickupZone: AIRPORT,
  depositZone: MONACO,
  way: "EACH_WAY",
  fixedPrice: 90,
  increasedPrice: 110,
  active: true,
  position: id,
  ...overrides,
});

/** Stands in for the map: "Use the test zone" validates the zone the test chose. */
let nextZone: GeoZone = AIRPORT;
function FakeZoneDialog({ open, title, initialZone, onValidate, onClose }: ZoneDialogProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label={title}>
      <p>{initialZone ? `initial ${initialZone.type}` : "no initial zone"}</p>
      <button type="button" onClick={() => onValidate(nextZone)}>
        Use the test zone
      </button>
      <button type="button" onClick={onClose}>
        Close map
      </button>
    </div>
  );
}

function fakeApi(initial: PackageItem[]) {
  let items = [...initial];
  return {
    list: vi.fn(async () => items),
    create: vi.fn(async (input: Parameters<PackagesApi["create"]>[0]) => {
      const created = item(50, input.name, input as Partial<PackageItem>);
      items = [...items, created];
      return created;
    }),
    update: vi.fn(async (id: number, input: Parameters<PackagesApi["update"]>[1]) => {
      items = items.map((p) => (p.id === id ? { ...p, ...(input as Partial<PackageItem>) } : p));
      return items.find((p) => p.id === id) as PackageItem;
    }),
    remove: vi.fn(async (id: number) => ({ id, deleted: true as const })),
    enable: vi.fn(async (_id: number): Promise<PackageItem> => {
      throw serverError("PACKAGE_CANNOT_BE_ENABLED_WITHOUT_VEHICLE");
    }),
    disable: vi.fn(async (id: number) => ({
      ...(items.find((p) => p.id === id) as PackageItem),
      active: false,
    })),
    copy: vi.fn(async (id: number) => {
      const copy = { ...(items.find((p) => p.id === id) as PackageItem), id: 77 };
      items = [...items, copy];
      return copy;
    }),
    reorder: vi.fn(async () => items),
    listVehicles: vi.fn(async () => [{ id: 5, name: "Van" }]),
    getCurrency: vi.fn(async () => ({ code: "EUR" as const, symbol: "€" })),
  } satisfies Record<keyof PackagesApi, unknown>;
}

async function renderPage(api: ReturnType<typeof fakeApi>) {
  renderWithI18n(<PackagesPage ZoneDialog={FakeZoneDialog} api={api as unknown as PackagesApi} />);
  await settle();
}

describe("PackagesPage", () => {
  it("needs both zones, drawn in the map dialog, before saving", async () => {
    const api = fakeApi([]);
    await renderPage(api);
    expect(screen.getByText("No package yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add a package" }));
    const form = screen.getByRole("dialog", { name: "Add a package" });
    fireEvent.input(within(form).getByLabelText(/^Name/), { target: { value: "Airport to Monaco" } });
    fireEvent.input(within(form).getByLabelText(/^Fixed price/), { target: { value: "90" } });
    fireEvent.input(within(form).getByLabelText(/^Increased price/), { target: { value: "110" } });
    await act(async () => {
      fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    });
    expect(within(form).getAllByText("Draw this zone on the map.")).toHaveLength(2);
    expect(api.create).not.toHaveBeenCalled();

    nextZone = AIRPORT;
    fireEvent.click(within(form).getByRole("button", { name: "Draw the pickup zone" }));
    const map = screen.getByRole("dialog", { name: "Pickup zone" });
    expect(within(map).getByText("no initial zone")).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(map).getByRole("button", { name: "Use the test zone" }));
    });
    expect(within(form).getByText("Polygon, 3 corners")).toBeTruthy();
    nextZone = MONACO;
    fireEvent.click(within(form).getByRole("button", { name: "Draw the deposit zone" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Use the test zone" }));
    });
    expect(within(form).getByText("Circle, radius 3 km")).toBeTruthy();
    expect(within(form).queryByText("Draw this zone on the map.")).toBeNull();

    await act(async () => {
      fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    });
    await settle();
    expect(api.create).toHaveBeenCalledWith({
      name: "Airport to Monaco",
      vehicleId: -1,
      way: "EACH_WAY",
      fixedPrice: 90,
      increasedPrice: 110,
      pickupZone: AIRPORT,
      depositZone: MONACO,
    });
    expect(notices()).toContain("success Package added: Airport to Monaco");
  });

  it("opens the map on the package's zone when editing", async () => {
    await renderPage(fakeApi([item(1, "Airport ↔ Monaco")]));
    fireEvent.click(screen.getByRole("button", { name: "Edit Airport ↔ Monaco" }));
    fireEvent.click(screen.getByRole("button", { name: "Edit the deposit zone" }));
    expect(screen.getByText("initial Point")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Close map" }));
    expect(screen.queryByRole("dialog", { name: "Deposit zone" })).toBeNull();
  });

  it("copies a package and says so", async () => {
    const api = fakeApi([item(1, "Airport ↔ Monaco")]);
    await renderPage(api);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy Airport ↔ Monaco" }));
    });
    await settle();
    expect(api.copy).toHaveBeenCalledWith(1);
    expect(notices()).toContain("success Package copied: Airport ↔ Monaco");
    expect(screen.getAllByRole("row")).toHaveLength(3);
  });

  it("warns that a package without vehicle cannot be enabled", async () => {
    await renderPage(fakeApi([item(1, "Old route", { vehicleId: null, active: false })]));
    expect(screen.getByRole("cell", { name: "No vehicle" })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole("switch", { name: "Enabled: Old route" }));
    });
    await settle();
    expect(notices()).toContain("warning Warning: Assign a vehicle to this package before enabling it.");
  });
});
