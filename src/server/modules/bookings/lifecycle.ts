import type { Kysely } from "kysely";
import type { Language } from "../../../contract/common.js";
import type { Executor } from "../../db/executor.js";
import type { Schema } from "../../db/schema.js";
import type { BookingStatus } from "../../db/tables/bookings.js";
import { AppError } from "../../kernel/errors.js";
import type { AvailabilityService } from "../availability/index.js";
import { rideCalendarAttachment } from "../calendar-feed/index.js";
import {
  enqueueMail,
  type OwnerMailLimitsService,
  renderBookingCanceled,
  renderBookingConfirmed,
} from "../mail/index.js";
import type { SettingsService } from "../settings/index.js";
import { type BookingsChanged, ignoreBookingChanges } from "./bookings-changed.js";
import { calendarRide } from "./calendar-rides.js";
import { createCustomerCancellation } from "./customer-cancel.js";
import type { ManageLinks } from "./manage-links.js";
import { type BookingRow, bookingView, type OwnerAccountContact } from "./view.js";

export type OwnerDecision = "confirm" | "cancel";

const TARGET: Record<OwnerDecision, BookingStatus> = { confirm: "CONFIRMED", cancel: "CANCELED" };
const EVENT_OF = { confirm: "booking.confirmed", cancel: "booking.cancelled" } as const;

/** Why a booking that is no longer waiting cannot be confirmed or canceled. */
function notWaiting(status: BookingStatus): AppError {
  switch (status) {
    case "CONFIRMED":
      return new AppError("BOOKING_ALREADY_CONFIRMED", "This booking is already confirmed");
    case "CANCELED":
      return new AppError("BOOKING_ALREADY_CANCELED", "This booking is already canceled");
    default:
      return new AppError("BOOKING_EXPIRED", "This booking expired: its pick-up time has passed");
  }
}

/**
 * The owner's decision on a waiting booking: VALIDATED → CONFIRMED or
 * CANCELED, once. The conditional update makes two clicks at the same moment act once; a
 * cancel frees the vehicle; the customer's e-mail is queued in the same transaction. That e-mail
 * is the owner's doing: it counts in the owner's hourly mail total, and past it the decision is
 * refused (429 MAIL_LIMIT_REACHED) with nothing changed.
 */
export function createBookingLifecycle(deps: {
  db: Kysely<Schema>;
  settings: Pick<SettingsService, "getModule">;
  availability: Pick<AvailabilityService, "release">;
  /** The server's address: the host part of the calendar events' UIDs. */
  publicUrl: string;
  /** Told of each decision, in its transaction (the calendar sync). */
  bookingsChanged?: BookingsChanged;
  mailLimits: Pick<OwnerMailLimitsService, "assertOwnerTotal">;
  /** The owner's account: the customer's e-mail shows it and replies go to it. */
  ownerContact(ownerId: string): Promise<(OwnerAccountContact & { language: Language }) | undefined>;
  /** The customer's link to the booking's proof, shown in the confirmation (documents module). */
  proofLink?(executor: Executor, bookingId: number): Promise<string | null>;
  /** The customer's manage page, in every e-mail to them (decision 0109). */
  manageLinks?: Pick<ManageLinks, "urlFor">;
}) {
  const host = new URL(deps.publicUrl).host;
  const bookingsChanged = deps.bookingsChanged ?? ignoreBookingChanges;
  async function find(executor: Executor, bookingId: number) {
    return executor
      .selectFrom("bookings")
      .selectAll()
      .where("id", "=", bookingId)
      .where("deletedAt", "is", null)
      .executeTakeFirst();
  }

  return {
    /** The customer's own cancellation through their manage link (decision 0110). */
    cancelByCustomer: createCustomerCancellation(deps),

    async get(bookingId: number): Promise<BookingRow> {
      const row = await find(deps.db, bookingId);
      if (!row) throw new AppError("NOT_FOUND", "Unknown booking");
      return row;
    },

    async decide(
      bookingId: number,
      decision: OwnerDecision,
      message: string,
      scope: { moduleId?: string } = {},
    ): Promise<BookingRow> {
      // Everything read before the transaction: PGlite has one connection, which the transaction holds.
      const before = await find(deps.db, bookingId);
      if (!before || (scope.moduleId && before.moduleId !== scope.moduleId)) {
        throw new AppError("NOT_FOUND", "Unknown booking");
      }
      const module = await deps.settings.getModule(before.moduleId);
      // Only a booking still waiting sends a mail; other states answer their own refusal below.
      if (before.customerEmail && before.status === "VALIDATED") {
        await deps.mailLimits.assertOwnerTotal(module.ownerId);
      }
      const owner = await deps.ownerContact(module.ownerId);
      return deps.db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable("bookings")
          .set({ status: TARGET[decision] })
          .where("id", "=", bookingId)
          .where("status", "=", "VALIDATED")
          .where("deletedAt", "is", null)
          .returningAll()
          .executeTakeFirst();
        if (!row) {
          const current = await find(trx, bookingId);
          if (!current) throw new AppError("NOT_FOUND", "Unknown booking");
          throw notWaiting(current.status);
        }
        if (decision === "cancel") {
          await deps.availability.release(trx, bookingId);
        }
        await bookingsChanged(trx, row.moduleId, [row.id], EVENT_OF[decision]);
        if (row.customerEmail) {
          const proofUrl = decision === "confirm" ? ((await deps.proofLink?.(trx, row.id)) ?? null) : null;
          const manageUrl = (await deps.manageLinks?.urlFor(trx, row.id)) ?? null;
          const view = { ...bookingView(row, module, row.language, owner), proofUrl, manageUrl };
          const mail =
            decision === "confirm"
              ? renderBookingConfirmed(view, message)
              : renderBookingCanceled(view, message);
          // A confirmed ride goes into the customer's calendar: the same events as the owner's feed.
          const attachments =
            decision === "confirm"
              ? [rideCalendarAttachment(calendarRide(row, module, row.language), host)]
              : [];
          await enqueueMail(trx, {
            template: `booking-${decision}ed`,
            to: row.customerEmail,
            ...mail,
            senderOwnerId: module.ownerId,
            attachments,
            replyTo: owner?.email ?? null,
          });
        }
        return row;
      });
    },
  };
}

export type BookingLifecycle = ReturnType<typeof createBookingLifecycle>;
