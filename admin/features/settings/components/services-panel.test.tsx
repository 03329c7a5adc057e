import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ModuleSettings } from "../../../../src/contract/settings.js";
import { flush, renderAdmin } from "../../../../tests/kits/admin/render-admin.js";
import { fakeSettingsClient, SETTINGS } from "../../../../tests/kits/admin/settings.js";
import { SettingsForm } from "./settings-form.js";

function renderForm(settings: ModuleSettings = SETTINGS, locale: "en" | "fr" = "en") {
  const client = fakeSettingsClient();
  renderAdmin(<SettingsForm settings={settings} client={client} onSaved={vi.fn()} />, locale);
  return client;
}

async function save() {
  await act(async () => {
    fireEvent.click(screen.getAllByRole("button", { name: "Save" })[0] as HTMLElement);
  });
  await flush();
}

const panel = () => within(screen.getByRole("region", { name: "Services" }));
const sent = (client: ReturnType<typeof fakeSettingsClient>) =>
  vi.mocked(client.saveSettings).mock.calls[0]?.[0];

describe("SettingsForm: services (docs/decisions/0096, 0097)", () => {
  it("keeps a module's transfers as they are: no hire, no stops", async () => {
    const client = renderForm();
    await flush();
    const hire = screen.getByRole("group", { name: "Offer hourly hire" }) as HTMLFieldSetElement;
    expect(hire.disabled).toBe(true);
    await save();
    expect(sent(client)).toMatchObject({ checkboxHourlyHire: false, hourlyStepMinutes: 30, maxStops: 0 });
    // No tax shown: no hire rate either.
    expect(sent(client)?.hireTaxRate).toBeNull();
  });

  it("offers hourly hire in steps of an hour and two stops at a fee", async () => {
    const client = renderForm();
    await flush();
    fireEvent.click(panel().getByLabelText("Offer hourly hire"));
    fireEvent.change(panel().getByLabelText("Durations offered in steps of"), { target: { value: "60" } });
    fireEvent.change(panel().getByLabelText(/^Stops on the way per transfer/), { target: { value: "2" } });
    fireEvent.change(panel().getByLabelText("Fee per stop"), { target: { value: "7.5" } });
    await save();
    expect(sent(client)).toMatchObject({
      checkboxHourlyHire: true,
      hourlyStepMinutes: 60,
      maxStops: 2,
      stopFee: 7.5,
    });
  });

  it("refuses more than ten stops, and a missing fee while stops are offered", async () => {
    const client = renderForm();
    await flush();
    const stops = panel().getByLabelText(/^Stops on the way per transfer/);
    fireEvent.change(stops, { target: { value: "11" } });
    await save();
    expect(client.saveSettings).not.toHaveBeenCalled();
    expect(screen.getByText("Enter a whole number of stops from 0 to 10.")).toBeTruthy();
    expect(stops.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(stops, { target: { value: "3" } });
    fireEvent.change(panel().getByLabelText("Fee per stop"), { target: { value: "" } });
    await save();
    expect(client.saveSettings).not.toHaveBeenCalled();
    expect(panel().getByText("Enter an amount from 0 to 1000000.")).toBeTruthy();
  });

  it("takes a tax rate for hourly hire beside the ride's once hire is offered", async () => {
    const client = renderForm({ ...SETTINGS, transportTaxRate: 10, checkboxHourlyHire: true });
    await flush();
    const tax = within(screen.getByRole("group", { name: "Show the tax on prices" }));
    fireEvent.change(tax.getByLabelText("Tax rate of hourly hire"), { target: { value: "20" } });
    await save();
    expect(sent(client)).toMatchObject({ transportTaxRate: 10, hireTaxRate: 20 });
  });

  it("speaks French with French typography", async () => {
    renderForm({ ...SETTINGS, checkboxHourlyHire: true, hireTaxRate: 20, transportTaxRate: 10 }, "fr");
    await flush();
    const services = within(screen.getByRole("region", { name: "Prestations" }));
    expect(services.getByLabelText("Proposer la mise à disposition")).toBeTruthy();
    const stops = services.getByLabelText(/^Arrêts en chemin par transfert/);
    const hint = document.getElementById(stops.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toBe("0\u202F: les clients ne peuvent pas ajouter d’arrêt.");
    expect((screen.getByLabelText("Taux de TVA de la mise à disposition") as HTMLInputElement).value).toBe(
      "20",
    );
  });
});
