import { type Kysely, sql } from "kysely";
import { REMINDER_HOURS_DEFAULT, type ReminderSettingsInput } from "../../../contract/reminders.js";
import type { Schema } from "../../db/schema.js";

/** A module without a row has these: customer and driver reminders on, 24 hours, no SMS. */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettingsInput = {
  customerReminders: true,
  hoursBefore: REMINDER_HOURS_DEFAULT,
  driverReminders: true,
  smsReminders: false,
};

/** reminder_settings (the reminders module owns it). */
export function createReminderSettingsRepository(db: Kysely<Schema>) {
  const columns = [
    "moduleId",
    "customerReminders",
    "hoursBefore",
    "driverReminders",
    "smsReminders",
  ] as const;
  return {
    async get(moduleId: string): Promise<ReminderSettingsInput> {
      const row = await db
        .selectFrom("reminderSettings")
        .select(columns)
        .where("moduleId", "=", moduleId)
        .executeTakeFirst();
      return row ? withoutModule(row) : DEFAULT_REMINDER_SETTINGS;
    },

    /** The settings of each of these modules, the defaults for those without a row. */
    async ofModules(moduleIds: string[]): Promise<Map<string, ReminderSettingsInput>> {
      const found = new Map<string, ReminderSettingsInput>(
        moduleIds.map((id) => [id, DEFAULT_REMINDER_SETTINGS]),
      );
      if (moduleIds.length === 0) return found;
      const rows = await db
        .selectFrom("reminderSettings")
        .select(columns)
        .where("moduleId", "in", moduleIds)
        .execute();
      for (const row of rows) found.set(row.moduleId, withoutModule(row));
      return found;
    },

    async save(moduleId: string, values: ReminderSettingsInput): Promise<void> {
      await db
        .insertInto("reminderSettings")
        .values({ moduleId, ...values })
        .onConflict((conflict) =>
          conflict.column("moduleId").doUpdateSet({ ...values, updatedAt: sql<Date>`now()` }),
        )
        .execute();
    },
  };
}

function withoutModule(row: ReminderSettingsInput & { moduleId: string }): ReminderSettingsInput {
  return {
    customerReminders: row.customerReminders,
    hoursBefore: row.hoursBefore,
    driverReminders: row.driverReminders,
    smsReminders: row.smsReminders,
  };
}

export type ReminderSettingsRepository = ReturnType<typeof createReminderSettingsRepository>;
