import type { Defaulted, Timestamp } from "./core.js";

/** The owner's reminder settings per module (migration 0032); no row: the defaults. */
export interface ReminderTables {
  reminderSettings: ReminderSettingsTable;
}

export interface ReminderSettingsTable {
  moduleId: string;
  customerReminders: Defaulted<boolean>;
  hoursBefore: Defaulted<number>;
  driverReminders: Defaulted<boolean>;
  smsReminders: Defaulted<boolean>;
  updatedAt: Timestamp;
}
