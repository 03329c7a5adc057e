import type { Kysely } from "kysely";
import { DRIVER_REMINDER_LOCAL_TIME } from "../../../contract/reminders.js";
import type { Schema } from "../../db/schema.js";
import { instantToWallClock, wallClockToInstant } from "../../lib/wall-clock.js";
import { type BookingRow, bookingView, type ReminderRides } from "../bookings/index.js";
import { enqueueMailOnce, queuedUniqueKeys, renderDriverDayReminder } from "../mail/index.js";
import type { ModuleRow } from "../settings/index.js";
import type { ReminderSettingsRepository } from "./repository.js";

/** From now, far enough to hold all of the next local day whatever the zone (18:00 + 30 h). */
const LOOK_AHEAD_MS = 36 * 60 * 60 * 1000;

/** A driver as the reminder needs them (the drivers module's row and page link). */
export interface ReminderDriver {
  name: string;
  email: string;
  active: boolean;
  pageUrl: string;
}

export interface DriverReminderDeps {
  db: Kysely<Schema>;
  rides: ReminderRides;
  settings: ReminderSettingsRepository;
  getModule: (moduleId: string) => Promise<ModuleRow>;
  driverOf: (moduleId: string, driverId: number) => Promise<ReminderDriver | undefined>;
}

export const driverDayKey = (driverId: number, day: string) => `reminder:driver:${driverId}:${day}`;

/** The rows by a key of theirs, in their order. */
function groupBy<K>(rows: BookingRow[], keyOf: (row: BookingRow) => K): Map<K, BookingRow[]> {
  const groups = new Map<K, BookingRow[]>();
  for (const row of rows) {
    const key = keyOf(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}

/** The day after a YYYY-MM-DD date. */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * The next local day whose rides are due for the drivers' reminder at `now` in this zone: from
 * 18:00 the evening before until midnight; undefined earlier in the day.
 */
export function dayToRemind(now: Date, timeZone: string): string | undefined {
  const local = instantToWallClock(now, timeZone);
  return local.slice(11, 16) >= DRIVER_REMINDER_LOCAL_TIME ? nextDay(local.slice(0, 10)) : undefined;
}

/**
 * One round of drivers' reminders (docs/decisions/0112): in each module past 18:00 local time,
 * every active driver with an e-mail and rides the next day gets the list of them, once per
 * driver and day (the outbox's unique key). A ride given later that evening reaches the driver
 * through its mission e-mail, not a second reminder.
 */
export async function queueDriverReminders(deps: DriverReminderDeps, now: Date): Promise<number> {
  const rows = await deps.rides.assignedBetween(deps.db, now, new Date(now.getTime() + LOOK_AHEAD_MS));
  const byModule = groupBy(rows, (row) => row.moduleId);
  const settings = await deps.settings.ofModules([...byModule.keys()]);
  let count = 0;
  for (const [moduleId, rides] of byModule) {
    if (settings.get(moduleId)?.driverReminders !== true) continue;
    const module = await deps.getModule(moduleId);
    const day = dayToRemind(now, module.timeZone);
    if (!day) continue;
    const from = wallClockToInstant(`${day}T00:00`, module.timeZone).getTime();
    const to = wallClockToInstant(`${nextDay(day)}T00:00`, module.timeZone).getTime();
    const ofDay = rides.filter((row) => {
      const pickUp = new Date(row.pickUpTime).getTime();
      return pickUp >= from && pickUp < to;
    });
    count += await queueModuleDay(deps, module, day, ofDay);
  }
  return count;
}

async function queueModuleDay(deps: DriverReminderDeps, module: ModuleRow, day: string, rides: BookingRow[]) {
  const byDriver = groupBy(rides, (row) => row.driverId ?? 0);
  const queued = await queuedUniqueKeys(
    deps.db,
    [...byDriver.keys()].map((driverId) => driverDayKey(driverId, day)),
  );
  let count = 0;
  for (const [driverId, ofDriver] of byDriver) {
    if (queued.has(driverDayKey(driverId, day))) continue;
    const driver = await deps.driverOf(module.id, driverId);
    if (!driver?.active || !driver.email) continue;
    const views = ofDriver.map((row) => bookingView(row, module, module.defaultLanguage));
    const mail = renderDriverDayReminder(views, { name: driver.name, pageUrl: driver.pageUrl, day });
    const sent = await enqueueMailOnce(deps.db, {
      template: "reminder-driver-day",
      to: driver.email,
      ...mail,
      senderOwnerId: module.ownerId,
      uniqueKey: driverDayKey(driverId, day),
    });
    if (sent) count += 1;
  }
  return count;
}
