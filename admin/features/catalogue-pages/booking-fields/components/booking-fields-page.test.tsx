// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { BookingField } from "../../../../../src/contract/booking-field.js";
import { notices, renderWithI18n, settle } from "../../../../../tests/kits/admin/catalogue-pages.js";
import type { BookingFieldsApi } from "../api.js";
import { BookingFieldsPage } from "./booking-fields-page.js";

const firstName: BookingField = {
  id: 1,
  position: 0,
  kind: "firstName",
  name1: "field.firstName",
  name2: "",
  required1: true,
  required2: false,
  defaultField: true,
  active: true,
};
const luggage: BookingField = {
  id: 20,
  position: 1,
  kind: null,
  name1: "Luggage details",
  name2: "",
  required1: false,
  required2: false,
  defaultField: false,
  active: true,
};

function fakeApi(initial: BookingField[]) {
  let items = [...initial];
  return {
    list: vi.fn(async () => items),
    create: vi.fn(async (input: Parameters<BookingFieldsApi["create"]>[0]) => {
      const created = { ...luggage, ...input, id: 30, position: items.length } as BookingField;
      items = [...items, created];
      return created;
    }),
    update: vi.fn(async (id: number, input: Parameters<BookingFieldsApi["update"]>[1]) => {
      items = items.map((f) => (f.id === id ? ({ ...f, ...input } as BookingField) : f));
      return items.find((f) => f.id === id) as BookingField;
    }),
    remove: vi.fn(async (id: number) => {
      items = items.filter((f) => f.id !== id);
      return { id, deleted: true as const };
    }),
    enable: vi.fn(async (id: number) => ({
      ...(items.find((f) => f.id === id) as BookingField),
      active: true,
    })),
    disable: vi.fn(async (id: number) => ({
      ...(items.find((f) => f.id === id) as BookingField),
      active: false,
    })),
    reorder: vi.fn(async () => items),
  } satisfies Record<keyof BookingFieldsApi, unknown>;
}

async function renderPage(api: ReturnType<typeof fakeApi>, locale: "en" | "fr" = "en") {
  renderWithI18n(<BookingFieldsPage api={api as unknown as BookingFieldsApi} />, locale);
  await settle();
}

describe("BookingFieldsPage", () => {
  it("names built-in fields in words and offers no deletion for them", async () => {
    await renderPage(fakeApi([firstName, luggage]));
    expect(screen.getByRole("cell", { name: "First name" })).toBeTruthy();
    expect(screen.queryByText("field.firstName")).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete First name" })).toBeNull();
    expect(screen.getByRole("button", { name: "Delete Luggage details" })).toBeTruthy();
  });

  it("changes only the required flag of a built-in field, keeping its key", async () => {
    const api = fakeApi([firstName]);
    await renderPage(api);
    fireEvent.click(screen.getByRole("button", { name: "Edit First name" }));
    const form = screen.getByRole("dialog", { name: "Edit the field" });
    expect(within(form).queryByLabelText(/^Label/)).toBeNull();
    fireEvent.click(within(form).getByLabelText("Required"));
    await act(async () => {
      fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    });
    await settle();
    expect(api.update).toHaveBeenCalledWith(1, {
      name1: "field.firstName",
      name2: "",
      required1: false,
      required2: false,
    });
  });

  it("adds a custom field with two labels in one row", async () => {
    const api = fakeApi([firstName]);
    await renderPage(api);
    fireEvent.click(screen.getByRole("button", { name: "Add a field" }));
    const form = screen.getByRole("dialog", { name: "Add a field" });
    await act(async () => {
      fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    });
    expect(within(form).getByText("This field is required.")).toBeTruthy();
    fireEvent.input(within(form).getByLabelText(/^Label/), { target: { value: "Child's age" } });
    fireEvent.input(within(form).getByLabelText(/^Second label/), { target: { value: "Child's weight" } });
    fireEvent.click(within(form).getByLabelText("Second input required"));
    await act(async () => {
      fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    });
    await settle();
    expect(api.create).toHaveBeenCalledWith({
      name1: "Child's age",
      name2: "Child's weight",
      required1: false,
      required2: true,
    });
    expect(notices()).toContain("success Field added: Child's age / Child's weight");
  });

  it("deletes a custom field after confirmation", async () => {
    const api = fakeApi([firstName, luggage]);
    await renderPage(api);
    fireEvent.click(screen.getByRole("button", { name: "Delete Luggage details" }));
    await act(async () => {
      fireEvent.click(
        within(screen.getByRole("dialog", { name: "Delete the field" })).getByRole("button", {
          name: "Delete",
        }),
      );
    });
    await settle();
    expect(api.remove).toHaveBeenCalledWith(20);
    expect(notices()).toContain("success Field deleted: Luggage details");
    expect(screen.queryByRole("cell", { name: "Luggage details" })).toBeNull();
  });
});
