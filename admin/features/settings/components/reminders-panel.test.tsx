import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ReminderSettings } from "../../../../src/contract/reminders.js";
import { flush, renderAdmin } from "../../../../tests/kits/admin/render-admin.js";
import { type RemindersApi, RemindersPanel } from "./reminders-panel.js";

const DEFAULTS: ReminderSettings = {
  customerReminders: true,
  hoursBefore: 24,
  driverReminders: true,
  smsReminders: false,
  sms: { available: false, provider: null },
};

/** The server's side of the panel: answers what it was given, saved as sent. */
function fakeClient(settings: ReminderSettings = DEFAULTS): RemindersApi {
  return {
    getReminderSettings: vi.fn(async () => settings),
    saveReminderSettings: vi.fn(async (input) => ({ ...input, sms: settings.sms })),
  };
}

async function save() {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Save the reminders" }));
  });
  await flush();
}

describe("RemindersPanel", () => {
  it("shows the stored choice, says SMS is off without a provider and saves the owner's change", async () => {
    const client = fakeClient();
    renderAdmin(<RemindersPanel client={client} />, "en");
    await flush();
    const sms = screen.getByLabelText("Also by SMS") as HTMLInputElement;
    expect(sms.disabled).toBe(true);
    expect(screen.getByText("SMS is off: no SMS provider is configured on this server.")).toBeTruthy();
    expect((screen.getByLabelText("Hours before the pick-up") as HTMLInputElement).value).toBe("24");

    fireEvent.change(screen.getByLabelText("Hours before the pick-up"), { target: { value: "6" } });
    fireEvent.click(screen.getByLabelText("E-mail each driver their next day’s rides at 6 p.m."));
    await save();
    expect(client.saveReminderSettings).toHaveBeenCalledWith({
      customerReminders: true,
      hoursBefore: 6,
      driverReminders: false,
      smsReminders: false,
    });
  });

  it("refuses hours out of range without calling the server", async () => {
    const client = fakeClient();
    renderAdmin(<RemindersPanel client={client} />, "en");
    await flush();
    for (const value of ["0", "73", "2.5", ""]) {
      fireEvent.change(screen.getByLabelText("Hours before the pick-up"), { target: { value } });
      await save();
      expect(screen.getByText("Enter whole hours from 1 to 72.")).toBeTruthy();
    }
    expect(client.saveReminderSettings).not.toHaveBeenCalled();
  });

  it("offers SMS when the server has a provider, in French too", async () => {
    const client = fakeClient({
      ...DEFAULTS,
      smsReminders: true,
      sms: { available: true, provider: "twilio" },
    });
    renderAdmin(<RemindersPanel client={client} />, "fr");
    await flush();
    const sms = screen.getByLabelText("Aussi par SMS") as HTMLInputElement;
    expect(sms.disabled).toBe(false);
    expect(sms.checked).toBe(true);
  });
});
