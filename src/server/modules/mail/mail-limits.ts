import { type Kysely, sql } from "kysely";
import type { Schema } from "../../db/schema.js";
import { AppError } from "../../kernel/errors.js";

/** The mail an owner can send to an address of their choosing, or to the operator. */
export type OwnerMailKind = "booking-shared" | "contact-message";

/**
 * Mail an owner's action queues: shares and contact messages, and the customer's e-mail of an
 * owner's confirm or cancel (from the admin or from an e-mailed link). Each outbox row carries
 * the owner in `sender_owner_id`, and all of them count in the owner's hourly total. Mail a
 * customer's own action queues (the booking received, the owner's new-booking notice, payment
 * receipts) carries no sender: a busy day of bookings never stops the owner from confirming.
 */

export interface OwnerMailLimits {
  sharePerHour: number;
  contactPerHour: number;
  /** Mail from all owners to one address (shares only: contact always goes to the operator). */
  recipientPerHour: number;
  /** Everything one owner's actions queued (shares, contact, confirm and cancel e-mails). */
  ownerPerHour: number;
}

const refused = () =>
  new AppError("MAIL_LIMIT_REACHED", "Too many e-mails sent in the last hour, try again later");

/**
 * Keeps the admin from being a spam relay: an owner account (perhaps stolen) can only send so much
 * mail an hour, and one address only receives so many shares. Counted from the outbox rows, so
 * every server process agrees.
 */
export function createOwnerMailLimits(db: Kysely<Schema>, limits: OwnerMailLimits) {
  const lastHour = sql<Date>`now() - interval '1 hour'`;
  const countOf = async (
    filter: (query: ReturnType<typeof base>) => ReturnType<typeof base>,
  ): Promise<number> => {
    const row = await filter(base())
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  };
  const base = () => db.selectFrom("mailOutbox").where("createdAt", ">", lastHour);

  const ofOwner = (ownerId: string) => (q: ReturnType<typeof base>) => q.where("senderOwnerId", "=", ownerId);

  /** Throws 429 MAIL_LIMIT_REACHED when the owner's actions queued their hourly total already. */
  async function assertOwnerTotal(ownerId: string): Promise<void> {
    if ((await countOf(ofOwner(ownerId))) >= limits.ownerPerHour) throw refused();
  }

  return {
    assertOwnerTotal,

    /** Throws 429 MAIL_LIMIT_REACHED when this mail would pass one of the hourly limits. */
    async assertAllowed(ownerId: string, kind: OwnerMailKind, to: string): Promise<void> {
      const perKind = kind === "booking-shared" ? limits.sharePerHour : limits.contactPerHour;
      if ((await countOf((q) => ofOwner(ownerId)(q).where("template", "=", kind))) >= perKind)
        throw refused();
      await assertOwnerTotal(ownerId);
      if (kind === "booking-shared") {
        const toAddress = await countOf((q) =>
          q.where("senderOwnerId", "is not", null).where(sql`lower(to_address)`, "=", to.toLowerCase()),
        );
        if (toAddress >= limits.recipientPerHour) throw refused();
      }
    },
  };
}

export type OwnerMailLimitsService = ReturnType<typeof createOwnerMailLimits>;
