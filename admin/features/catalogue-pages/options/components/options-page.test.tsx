// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { CustomOption } from "../../../../../src/contract/option.js";
import {
  notices,
  renderWithI18n,
  serverError,
  settle,
} from "../../../../../tests/kits/admin/catalogue-pages.js";
import type { OptionsApi } from "../api.js";
import { OptionsPage } from "./options-page.js";

const ICONS = {
  baby: '<svg data-icon="baby" viewBox="0 0 24 24"><circle cx="12" cy="12" r="5"/></svg>',
  wifi: '<svg data-icon="wifi" viewBox="0 0 24 24"><path d="M2 8"/></svg>',
};

const seat: CustomOption = {
  id: 1,
  name: "Child seat",
  icon: "baby",
  vehicleId: -1,
  vehicleName: null,
  maxValue: 2,
  pricePerQuantity: 10,
  active: true,
  position: 0,
};

function fakeApi(initial: CustomOption[]) {
  let items = [...initial];
  return {
    list: vi.fn(async () => items),
    create: vi.fn(async (input: Parameters<OptionsApi["create"]>[0]) => {
      const created = { ...seat, ...input, id: 8, position: items.length } as CustomOption;
      items = [...items, created];
      return created;
    }),
    update: vi.fn(async (id: number, input: Parameters<OptionsApi["update"]>[1]) => {
      items = items.map((o) => (o.id === id ? ({ ...o, ...input } as CustomOption) : o));
      return items.find((o) => o.id === id) as CustomOption;
    }),
    remove: vi.fn(async (id: number) => ({ id, deleted: true as const })),
    enable: vi.fn(async (_id: number): Promise<CustomOption> => {
      throw serverError("CUSTOM_OPTION_CANNOT_BE_ENABLED_WITHOUT_VEHICLE");
    }),
    disable: vi.fn(async (id: number) => ({
      ...(items.find((o) => o.id === id) as CustomOption),
      active: false,
    })),
    copy: vi.fn(async (id: number) => {
      const copy = { ...(items.find((o) => o.id === id) as CustomOption), id: 30 };
      items = [...items, copy];
      return copy;
    }),
    reorder: vi.fn(async () => items),
    listVehicles: vi.fn(async () => []),
    getCurrency: vi.fn(async () => ({ code: "EUR" as const, symbol: "€" })),
    getIcons: vi.fn(async () => ICONS),
  } satisfies Record<keyof OptionsApi, unknown>;
}

async function renderPage(api: ReturnType<typeof fakeApi>) {
  renderWithI18n(<OptionsPage api={api as unknown as OptionsApi} />);
  await settle();
}

describe("OptionsPage", () => {
  it("shows each option's icon from the server's set, and no limit for 0", async () => {
    await renderPage(fakeApi([seat, { ...seat, id: 2, name: "Extra stop", icon: "", maxValue: 0 }]));
    const [, first, second] = screen.getAllByRole("row") as HTMLElement[];
    expect(first?.querySelector('[data-icon="baby"]')).toBeTruthy();
    expect(within(first as HTMLElement).getByText("Baby")).toBeTruthy();
    expect(within(second as HTMLElement).getByText("No limit")).toBeTruthy();
  });

  it("chooses an icon in the icon dialog and saves it with the option", async () => {
    const api = fakeApi([seat]);
    await renderPage(api);
    fireEvent.click(screen.getByRole("button", { name: "Edit Child seat" }));
    const form = screen.getByRole("dialog", { name: "Edit the option" });
    expect(within(form).getByText("Baby")).toBeTruthy();
    fireEvent.click(within(form).getByRole("button", { name: "Choose an icon" }));
    const chooser = screen.getByRole("dialog", { name: "Choose an icon" });
    expect(within(chooser).getByRole("button", { name: "Baby" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(within(chooser).getByRole("button", { name: "Wi-Fi" }));
    expect(screen.queryByRole("dialog", { name: "Choose an icon" })).toBeNull();
    expect(within(form).getByText("Wi-Fi")).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    });
    await settle();
    expect(api.update).toHaveBeenCalledWith(1, {
      name: "Child seat",
      icon: "wifi",
      vehicleId: -1,
      maxValue: 2,
      pricePerQuantity: 10,
    });
    expect(notices()).toContain("success Changes saved: Child seat");
  });

  it("copies an option", async () => {
    const api = fakeApi([seat]);
    await renderPage(api);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy Child seat" }));
    });
    await settle();
    expect(notices()).toContain("success Option copied: Child seat");
    expect(screen.getAllByRole("row")).toHaveLength(3);
  });

  it("asks for a vehicle when the option lost its own", async () => {
    const api = fakeApi([{ ...seat, vehicleId: null, active: false }]);
    api.listVehicles.mockResolvedValue([{ id: 5, name: "Van" }] as never);
    await renderPage(api);
    fireEvent.click(screen.getByRole("button", { name: "Edit Child seat" }));
    const form = screen.getByRole("dialog", { name: "Edit the option" });
    const select = within(form).getByLabelText(/^Vehicle/) as HTMLSelectElement;
    expect(select.value).toBe("");
    await act(async () => {
      fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    });
    expect(within(form).getByText("Choose a vehicle.")).toBeTruthy();
    expect(api.update).not.toHaveBeenCalled();
    fireEvent.change(select, { target: { value: "5" } });
    await act(async () => {
      fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    });
    await settle();
    expect(api.update).toHaveBeenCalledWith(1, expect.objectContaining({ vehicleId: 5 }));
  });

  it("warns that an option without vehicle cannot be enabled", async () => {
    await renderPage(fakeApi([{ ...seat, vehicleId: null, active: false }]));
    await act(async () => {
      fireEvent.click(screen.getByRole("switch", { name: "Enabled: Child seat" }));
    });
    await settle();
    expect(notices()).toContain("warning Warning: Assign a vehicle to this option before enabling it.");
  });
});
