import type { ReminderSettings, ReminderSettingsInput } from "../../../contract/reminders.js";
import type { ReminderSettingsRepository } from "./repository.js";

/** The owner's reminder settings, with whether the operator configured an SMS provider. */
export function createReminderSettingsService(deps: {
  repository: ReminderSettingsRepository;
  smsProvider: "twilio" | null;
}) {
  const sms = { available: deps.smsProvider !== null, provider: deps.smsProvider };
  return {
    async get(moduleId: string): Promise<ReminderSettings> {
      return { ...(await deps.repository.get(moduleId)), sms };
    },
    async save(moduleId: string, values: ReminderSettingsInput): Promise<ReminderSettings> {
      await deps.repository.save(moduleId, values);
      return { ...values, sms };
    },
  };
}

export type ReminderSettingsService = ReturnType<typeof createReminderSettingsService>;
