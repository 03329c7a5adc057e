import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ModuleSettings } from "../../../../src/contract/settings.js";
import { flush, renderAdmin } from "../../../../tests/kits/admin/render-admin.js";
import { fakeSettingsClient, SETTINGS } from "../../../../tests/kits/admin/settings.js";
import { SettingsForm } from "./settings-form.js";

function renderForm(settings: ModuleSettings = SETTINGS) {
  const client = fakeSettingsClient();
  renderAdmin(<SettingsForm settings={settings} client={client} onSaved={vi.fn()} />, "en");
  return client;
}

async function save() {
  await act(async () => {
    fireEvent.click(screen.getAllByRole("button", { name: "Save" })[0] as HTMLElement);
  });
  await flush();
}

const taxGroup = () => within(screen.getByRole("group", { name: "Show the tax on prices" }));

describe("SettingsForm: prices with tax (docs/decisions/0083)", () => {
  it("is off by default and then sends no rate, the stored behaviour", async () => {
    const client = renderForm();
    await flush();
    // The fieldset disables its fields (happy-dom does not apply that to :disabled).
    const group = screen.getByRole("group", { name: "Show the tax on prices" }) as HTMLFieldSetElement;
    expect(group.disabled).toBe(true);
    await save();
    expect(vi.mocked(client.saveSettings).mock.calls[0]?.[0]).toMatchObject({
      pricesIncludeTax: true,
      transportTaxRate: null,
      optionsTaxRate: null,
    });
  });

  it("requires a rate from 0 to 100 with two decimals once ticked; an empty options rate is the ride's", async () => {
    const client = renderForm();
    await flush();
    fireEvent.click(taxGroup().getByLabelText("Show the tax on prices"));
    const ride = taxGroup().getByLabelText("Tax rate of the ride");
    for (const value of ["", "101", "5.555"]) {
      fireEvent.change(ride, { target: { value } });
      await save();
      expect(client.saveSettings).not.toHaveBeenCalled();
      expect(
        screen.getByText("Enter a rate in percent from 0 to 100, with at most two decimals."),
      ).toBeTruthy();
    }
    fireEvent.change(ride, { target: { value: "5.5" } });
    fireEvent.click(taxGroup().getByLabelText("My prices include the tax"));
    await save();
    expect(vi.mocked(client.saveSettings).mock.calls[0]?.[0]).toMatchObject({
      pricesIncludeTax: false,
      transportTaxRate: 5.5,
      optionsTaxRate: null,
    });
  });

  it("shows the stored rates", async () => {
    renderForm({ ...SETTINGS, pricesIncludeTax: false, transportTaxRate: 10, optionsTaxRate: 20 });
    await flush();
    expect((taxGroup().getByLabelText("Show the tax on prices") as HTMLInputElement).checked).toBe(true);
    expect((taxGroup().getByLabelText("Tax rate of the ride") as HTMLInputElement).value).toBe("10");
    expect((taxGroup().getByLabelText("Tax rate of the options") as HTMLInputElement).value).toBe("20");
    expect((taxGroup().getByLabelText("My prices include the tax") as HTMLInputElement).checked).toBe(false);
  });
});
