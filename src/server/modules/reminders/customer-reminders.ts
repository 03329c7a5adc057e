import type { Kysely } from "kysely";
import type { Schema } from "../../db/schema.js";
import { maskPhone, toE164 } from "../../lib/phone-number.js";
import { type BookingRow, bookingView, REMINDER_PAGE_SIZE, type ReminderRides } from "../bookings/index.js";
import {
  customerReminderSms,
  enqueueMailOnce,
  queuedUniqueKeys,
  renderCustomerReminder,
} from "../mail/index.js";
import type { ModuleRow } from "../settings/index.js";
import type { ReminderSettingsRepository } from "./repository.js";

/** The longest window a module may choose (REMINDER_HOURS_MAX): the rides one round looks at. */
const LOOK_AHEAD_MS = 72 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export interface CustomerReminderDeps {
  db: Kysely<Schema>;
  rides: ReminderRides;
  settings: ReminderSettingsRepository;
  getModule: (moduleId: string) => Promise<ModuleRow>;
  ownerContact: (ownerId: string) => Promise<{ email: string; phone: string } | undefined>;
  /** Whether an SMS provider is configured (the operator's credentials). */
  smsAvailable: boolean;
  /** The customer's manage link of the booking, when the manage pages exist. */
  manageUrl?: (row: BookingRow) => Promise<string | undefined>;
  log?: { info(object: unknown, message: string): void };
}

export const customerReminderKey = (bookingId: number) => `reminder:customer:${bookingId}`;
export const customerSmsKey = (bookingId: number) => `reminder:customer-sms:${bookingId}`;

/**
 * Whether the ride is due for its reminder at `now`: its pick-up is within the module's hours,
 * and it was booked before that window opened (a ride booked inside it gets none: the customer
 * just had the confirmation).
 */
export function dueForReminder(row: Pick<BookingRow, "pickUpTime" | "createdAt">, hours: number, now: Date) {
  const pickUp = new Date(row.pickUpTime).getTime();
  const windowOpens = pickUp - hours * HOUR_MS;
  return (
    now.getTime() >= windowOpens && now.getTime() < pickUp && new Date(row.createdAt).getTime() < windowOpens
  );
}

/**
 * One round of customer reminders: every waiting or confirmed ride due at `now` gets its e-mail
 * (and SMS when on) queued under its booking's key, so a second instance or a later round
 * queues nothing more (docs/decisions/0112). Returns how many messages this round queued.
 */
export async function queueCustomerReminders(deps: CustomerReminderDeps, now: Date): Promise<number> {
  const until = new Date(now.getTime() + LOOK_AHEAD_MS);
  let count = 0;
  let page = await deps.rides.pickingUpBetween(deps.db, now, until);
  while (page.length > 0) {
    count += await queuePage(deps, page, now);
    const last = page.at(-1);
    if (page.length < REMINDER_PAGE_SIZE || !last) break;
    page = await deps.rides.pickingUpBetween(deps.db, now, until, {
      pickUpTime: new Date(last.pickUpTime),
      id: last.id,
    });
  }
  return count;
}

async function queuePage(deps: CustomerReminderDeps, rows: BookingRow[], now: Date): Promise<number> {
  const settings = await deps.settings.ofModules([...new Set(rows.map((row) => row.moduleId))]);
  const due = rows.filter((row) => {
    const chosen = settings.get(row.moduleId);
    return chosen?.customerReminders === true && dueForReminder(row, chosen.hoursBefore, now);
  });
  const keys = due.flatMap((row) => [customerReminderKey(row.id), customerSmsKey(row.id)]);
  const queued = await queuedUniqueKeys(deps.db, keys);
  let count = 0;
  for (const row of due) {
    // The e-mail and the SMS are queued in one transaction: either key means the ride is done.
    if (queued.has(customerReminderKey(row.id)) || queued.has(customerSmsKey(row.id))) continue;
    count += await queueOne(deps, row, settings.get(row.moduleId)?.smsReminders === true);
  }
  return count;
}

/** The e-mail (when the customer gave an address) and the SMS (when on and the number reads). */
async function queueOne(deps: CustomerReminderDeps, row: BookingRow, smsWanted: boolean): Promise<number> {
  const module = await deps.getModule(row.moduleId);
  const owner = await deps.ownerContact(module.ownerId);
  const view = bookingView(row, module, row.language, owner);
  const manageUrl = (await deps.manageUrl?.(row)) ?? undefined;
  const phone = smsNumber(deps, row, module, smsWanted);
  return deps.db.transaction().execute(async (trx) => {
    let count = 0;
    if (row.customerEmail) {
      const mail = renderCustomerReminder(view, manageUrl);
      const queued = await enqueueMailOnce(trx, {
        template: "reminder-customer",
        to: row.customerEmail,
        replyTo: owner?.email ?? null,
        ...mail,
        bookingId: row.id,
        uniqueKey: customerReminderKey(row.id),
      });
      if (queued) count += 1;
    }
    if (phone) {
      const queued = await enqueueMailOnce(trx, {
        template: "reminder-customer-sms",
        channel: "sms",
        to: phone,
        subject: "",
        html: "",
        text: customerReminderSms(view, manageUrl),
        bookingId: row.id,
        uniqueKey: customerSmsKey(row.id),
      });
      if (queued) count += 1;
    }
    return count;
  });
}

/** The customer's number in E.164 when SMS reminders are on and possible; a number that does not read is logged masked. */
function smsNumber(
  deps: CustomerReminderDeps,
  row: BookingRow,
  module: ModuleRow,
  smsWanted: boolean,
): string | undefined {
  if (!smsWanted || !deps.smsAvailable || !row.customerPhone) return undefined;
  // A national number reads with the customer's country, else the country the module is restricted to.
  const phone = toE164(row.customerPhone, row.customerCountry || module.restrictedCountry);
  if (!phone) {
    deps.log?.info(
      { bookingId: row.id, phone: maskPhone(row.customerPhone) },
      "no SMS reminder: the number cannot be read as international",
    );
  }
  return phone;
}
