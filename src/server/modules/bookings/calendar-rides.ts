import type { Kysely } from "kysely";
import type { Language } from "../../../contract/common.js";
import type { Schema } from "../../db/schema.js";
import type { CalendarRide } from "../calendar-feed/index.js";
import type { ModuleRow, SettingsService } from "../settings/index.js";
import { type BookingRow, bookingView } from "./view.js";

/** The booking in the owner's admin: its dashboard opens the booking's details. */
export function bookingAdminUrl(publicUrl: string, bookingId: number): string {
  return `${publicUrl}/admin/dashboard?booking=${bookingId}`;
}

/** A stored booking as a calendar ride, in the reader's language (the owner's admin link if given). */
export function calendarRide(
  row: BookingRow,
  module: ModuleRow,
  language: Language,
  adminUrl?: string,
): CalendarRide {
  return {
    view: bookingView(row, module, language),
    moduleId: row.moduleId,
    status: row.status,
    revision: row.revision,
    updatedAt: new Date(row.updatedAt),
    ...(adminUrl ? { adminUrl } : {}),
  };
}

/**
 * The module's rides for its owner's calendar feed: the bookings not deleted whose outbound or
 * return pick-up falls in the window, canceled and expired ones included (their events say so).
 */
export function createCalendarRides(deps: {
  db: Kysely<Schema>;
  settings: Pick<SettingsService, "getModule">;
  publicUrl: string;
}) {
  return {
    async list(
      moduleId: string,
      window: { from: Date; to: Date },
      language: Language,
    ): Promise<CalendarRide[]> {
      const module = await deps.settings.getModule(moduleId);
      const rows = await deps.db
        .selectFrom("bookings")
        .selectAll()
        .where("moduleId", "=", moduleId)
        .where("deletedAt", "is", null)
        .where((eb) =>
          eb.or([
            eb.and([eb("pickUpTime", ">=", window.from), eb("pickUpTime", "<", window.to)]),
            eb.and([eb("returnPickUpTime", ">=", window.from), eb("returnPickUpTime", "<", window.to)]),
          ]),
        )
        .orderBy("pickUpTime")
        .orderBy("id")
        .execute();
      return rows.map((row) => calendarRide(row, module, language, bookingAdminUrl(deps.publicUrl, row.id)));
    },
  };
}
