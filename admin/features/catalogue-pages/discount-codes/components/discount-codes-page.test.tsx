// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { DiscountCode } from "../../../../../src/contract/discount-code.js";
import {
  notices,
  renderWithI18n,
  serverError,
  settle,
} from "../../../../../tests/kits/admin/catalogue-pages.js";
import type { DiscountCodesApi } from "../api.js";
import { DiscountCodesPage } from "./discount-codes-page.js";

const welcome: DiscountCode = {
  id: 1,
  code: "WELCOME10",
  fixedDiscount: 0,
  percentageDiscount: 10,
  startDate: "2026-03-09",
  endDate: "2026-12-31",
  maxUsage: 100,
  used: 3,
  vehicleId: -1,
  vehicleName: null,
  active: true,
};

function fakeApi(initial: DiscountCode[], createFailure?: string) {
  let items = [...initial];
  return {
    list: vi.fn(async () => items),
    create: vi.fn(async (input: Parameters<DiscountCodesApi["create"]>[0]) => {
      if (createFailure) throw serverError(createFailure, 400);
      const created = { ...welcome, ...input, id: 4, used: 0 } as DiscountCode;
      items = [...items, created];
      return created;
    }),
    update: vi.fn(async (id: number, input: Parameters<DiscountCodesApi["update"]>[1]) => {
      items = items.map((d) => (d.id === id ? ({ ...d, ...input } as DiscountCode) : d));
      return items.find((d) => d.id === id) as DiscountCode;
    }),
    remove: vi.fn(async (id: number) => ({ id, deleted: true as const })),
    enable: vi.fn(async (_id: number): Promise<DiscountCode> => {
      throw serverError("DISCOUNT_CODE_CANNOT_BE_ENABLED_WITHOUT_VEHICLE");
    }),
    disable: vi.fn(async (id: number) => ({
      ...(items.find((d) => d.id === id) as DiscountCode),
      active: false,
    })),
    listVehicles: vi.fn(async () => [{ id: 5, name: "Van" }]),
    getCurrency: vi.fn(async () => ({ code: "EUR" as const, symbol: "€" })),
  } satisfies Record<keyof DiscountCodesApi, unknown>;
}

async function renderPage(api: ReturnType<typeof fakeApi>, locale: "en" | "fr" = "en") {
  renderWithI18n(<DiscountCodesPage api={api as unknown as DiscountCodesApi} />, locale);
  await settle();
}

async function addCode(api: ReturnType<typeof fakeApi>, typed: string) {
  await renderPage(api);
  fireEvent.click(screen.getByRole("button", { name: "Add a discount code" }));
  const form = screen.getByRole("dialog", { name: "Add a discount code" });
  const code = within(form).getByLabelText(/^Code/) as HTMLInputElement;
  fireEvent.input(code, { target: { value: typed } });
  return { form, code };
}

describe("DiscountCodesPage", () => {
  it("shows dates as YYYY/MM/DD, and usage against the maximum", async () => {
    await renderPage(fakeApi([welcome]));
    const row = screen.getAllByRole("row")[1] as HTMLElement;
    expect(within(row).getByText("2026/03/09")).toBeTruthy();
    expect(within(row).getByText("2026/12/31")).toBeTruthy();
    expect(within(row).getByText("3 of 100")).toBeTruthy();
    expect(within(row).getByText("10%")).toBeTruthy();
  });

  it("shows dates as DD/MM/YYYY in French", async () => {
    await renderPage(fakeApi([welcome]), "fr");
    expect(screen.getByText("09/03/2026")).toBeTruthy();
  });

  it("strips whitespace from the code while typing and sends the values", async () => {
    const api = fakeApi([]);
    const { form, code } = await addCode(api, " SUMMER 2026 ");
    expect(code.value).toBe("SUMMER2026");
    fireEvent.input(within(form).getByLabelText(/^Fixed discount/), { target: { value: "15" } });
    fireEvent.input(within(form).getByLabelText(/^Start date/), { target: { value: "2026-06-01" } });
    await act(async () => {
      fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    });
    await settle();
    expect(api.create).toHaveBeenCalledWith({
      code: "SUMMER2026",
      fixedDiscount: 15,
      percentageDiscount: 0,
      startDate: "2026-06-01",
      endDate: null,
      maxUsage: 0,
      vehicleId: -1,
    });
    expect(notices()).toContain("success Discount code added: SUMMER2026");
  });

  it.each([
    ["DISCOUNT_CODE_ALREADY_EXISTS", "Discount code name already exists!", /^Code/],
    ["DISCOUNT_CODE_INVALID_DATES", "Dates are incorrect!", /^Start date/],
    ["DISCOUNT_CODE_WITHOUT_DISCOUNT", "At least one discount must be indicated!", /^Fixed discount/],
  ])("shows %s as its warning and on its field", async (code, text, field) => {
    const api = fakeApi([], code);
    const { form } = await addCode(api, "PROMO");
    await act(async () => {
      fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    });
    await settle();
    expect(notices()).toContain(`warning Warning: ${text}`);
    // The warning shows inside the open dialog (the page behind it is inert), and on the field.
    const notice = form.querySelector(".notices [role=alert]");
    expect(notice?.textContent).toContain(text);
    const input = within(form).getByLabelText(field);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const described = (input.getAttribute("aria-describedby") ?? "").split(" ");
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(text);
    expect(screen.getByRole("dialog", { name: "Add a discount code" })).toBeTruthy();
  });

  it("keeps the code read-only after creation", async () => {
    const api = fakeApi([welcome]);
    await renderPage(api);
    fireEvent.click(screen.getByRole("button", { name: "Edit WELCOME10" }));
    const form = screen.getByRole("dialog", { name: "Edit the discount code" });
    const code = within(form).getByLabelText(/^Code/) as HTMLInputElement;
    expect(code.readOnly).toBe(true);
    expect(within(form).getByText("The code cannot change after creation.")).toBeTruthy();
    fireEvent.input(within(form).getByLabelText(/^Maximum uses/), { target: { value: "" } });
    await act(async () => {
      fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    });
    await settle();
    expect(api.update).toHaveBeenCalledWith(1, expect.objectContaining({ code: "WELCOME10", maxUsage: 0 }));
  });

  it("warns that a code without vehicle cannot be enabled", async () => {
    await renderPage(fakeApi([{ ...welcome, vehicleId: null, active: false }]));
    await act(async () => {
      fireEvent.click(screen.getByRole("switch", { name: "Enabled: WELCOME10" }));
    });
    await settle();
    expect(notices()).toContain(
      "warning Warning: Assign a vehicle to this discount code before enabling it.",
    );
  });
});
