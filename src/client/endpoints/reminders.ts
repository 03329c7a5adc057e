import { type ReminderSettingsInput, reminderSettings } from "../../contract/reminders.js";
import type { ApiTransport } from "../http.js";

/** Reminders (admin, Bearer): the owner's settings and whether SMS is available. */
export const remindersEndpoints = (transport: ApiTransport) => ({
  getReminderSettings: () => transport.call(reminderSettings, "admin/reminders"),
  saveReminderSettings: (input: ReminderSettingsInput) =>
    transport.call(reminderSettings, "admin/reminders", { method: "put", json: input }),
});
