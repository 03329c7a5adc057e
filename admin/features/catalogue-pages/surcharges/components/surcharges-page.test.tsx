// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Surcharge } from "../../../../../src/contract/surcharge.js";
import {
  notices,
  renderWithI18n,
  serverError,
  settle,
} from "../../../../../tests/kits/admin/catalogue-pages.js";
import type { SurchargesApi } from "../api.js";
import { SurchargesPage } from "./surcharges-page.js";

const NONE = {
  monday: false,
  tuesday: false,
  wednesday: false,
  thursday: false,
  friday: false,
  saturday: false,
  sunday: false,
};
const night: Surcharge = {
  id: 1,
  name: "Night",
  vehicleId: 5,
  vehicleName: "Van",
  multiplier: 1.2,
  increaseAmount: 5,
  startTime: "22:00",
  endTime: "06:00",
  ...NONE,
  friday: true,
  saturday: true,
  active: true,
};

function fakeApi(initial: Surcharge[]) {
  let items = [...initial];
  return {
    list: vi.fn(async () => items),
    create: vi.fn(async (input: Parameters<SurchargesApi["create"]>[0]) => {
      const created = { ...night, ...input, id: 9, vehicleName: null, active: true } as Surcharge;
      items = [...items, created];
      return created;
    }),
    update: vi.fn(async (id: number, input: Parameters<SurchargesApi["update"]>[1]) => {
      items = items.map((s) => (s.id === id ? ({ ...s, ...input } as Surcharge) : s));
      return items.find((s) => s.id === id) as Surcharge;
    }),
    remove: vi.fn(async (id: number) => ({ id, deleted: true as const })),
    enable: vi.fn(async (_id: number): Promise<Surcharge> => {
      throw serverError("SURCHARGE_CANNOT_BE_ENABLED_WITHOUT_VEHICLE");
    }),
    disable: vi.fn(async (id: number) => ({
      ...(items.find((s) => s.id === id) as Surcharge),
      active: false,
    })),
    listVehicles: vi.fn(async () => [{ id: 5, name: "Van" }]),
    getCurrency: vi.fn(async () => ({ code: "EUR" as const, symbol: "€" })),
  } satisfies Record<keyof SurchargesApi, unknown>;
}

async function renderPage(api: ReturnType<typeof fakeApi>, locale: "en" | "fr" = "en") {
  renderWithI18n(<SurchargesPage api={api as unknown as SurchargesApi} />, locale);
  await settle();
}

describe("SurchargesPage", () => {
  it("shows the days as three-letter abbreviations, the hours and the vehicle", async () => {
    await renderPage(fakeApi([night]));
    const row = screen.getAllByRole("row")[1] as HTMLElement;
    expect(within(row).getByText("Fri, Sat")).toBeTruthy();
    expect(within(row).getByText("22:00 – 06:00")).toBeTruthy();
    expect(within(row).getByText("Van")).toBeTruthy();
    expect(within(row).getByText("× 1.2")).toBeTruthy();
  });

  it("abbreviates the days in French", async () => {
    await renderPage(fakeApi([night]), "fr");
    expect(screen.getByText("ven, sam")).toBeTruthy();
  });

  it("adds a surcharge with its times, multiplier 1 by default and the ticked days", async () => {
    const api = fakeApi([]);
    await renderPage(api);
    fireEvent.click(screen.getByRole("button", { name: "Add a surcharge" }));
    const form = screen.getByRole("dialog", { name: "Add a surcharge" });
    await act(async () => {
      fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    });
    expect(within(form).getAllByText("Enter a time.")).toHaveLength(2);
    expect(within(form).getByText("Enter a number.")).toBeTruthy();
    fireEvent.input(within(form).getByLabelText(/^Name/), { target: { value: "Weekend" } });
    fireEvent.change(within(form).getByLabelText(/^Vehicle/), { target: { value: "5" } });
    fireEvent.input(within(form).getByLabelText(/^Start time/), { target: { value: "08:00" } });
    fireEvent.input(within(form).getByLabelText(/^End time/), { target: { value: "20:00" } });
    fireEvent.input(within(form).getByLabelText(/^Increase/), { target: { value: "12.5" } });
    fireEvent.click(within(form).getByLabelText("Saturday"));
    fireEvent.click(within(form).getByLabelText("Sunday"));
    await act(async () => {
      fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    });
    await settle();
    expect(api.create).toHaveBeenCalledWith({
      name: "Weekend",
      vehicleId: 5,
      startTime: "08:00",
      endTime: "20:00",
      increaseAmount: 12.5,
      multiplier: 1,
      ...NONE,
      saturday: true,
      sunday: true,
    });
    expect(notices()).toContain("success Surcharge added: Weekend");
  });

  it("warns that a surcharge without vehicle cannot be enabled", async () => {
    await renderPage(fakeApi([{ ...night, vehicleId: null, vehicleName: null, active: false }]));
    await act(async () => {
      fireEvent.click(screen.getByRole("switch", { name: "Enabled: Night" }));
    });
    await settle();
    expect(notices()).toContain("warning Warning: Assign a vehicle to this surcharge before enabling it.");
  });
});
