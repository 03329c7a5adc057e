import * as z from "zod/mini";

/** Reminder hours before the pick-up the owner may choose: an hour to three days. */
export const REMINDER_HOURS_MIN = 1;
export const REMINDER_HOURS_MAX = 72;
export const REMINDER_HOURS_DEFAULT = 24;

/** The owner's reminder choices (PUT /api/admin/reminders). */
export const reminderSettingsInput = z.object({
  /** The customer's reminder e-mail before the pick-up (on by default). */
  customerReminders: z.boolean(),
  /** How many hours before the pick-up it goes (24 by default). */
  hoursBefore: z.int("Expected whole hours").check(z.gte(REMINDER_HOURS_MIN), z.lte(REMINDER_HOURS_MAX)),
  /** Each assigned driver's rides of the next day, e-mailed the evening before (on by default). */
  driverReminders: z.boolean(),
  /** The customer's reminder also by SMS, when the operator configured an SMS provider. */
  smsReminders: z.boolean(),
});
export type ReminderSettingsInput = z.infer<typeof reminderSettingsInput>;

/** The choices, with whether SMS can go at all (the operator's credentials, not the owner's). */
export const reminderSettings = z.extend(reminderSettingsInput, {
  sms: z.object({
    /** False: no provider is configured; SMS reminders stay off whatever the owner chose. */
    available: z.boolean(),
    provider: z.nullable(z.literal("twilio")),
  }),
});
export type ReminderSettings = z.infer<typeof reminderSettings>;

/** The local time, in the module's zone, of the drivers' evening-before reminder. */
export const DRIVER_REMINDER_LOCAL_TIME = "18:00";
