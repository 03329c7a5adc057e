import { type Kysely, sql, type Transaction } from "kysely";
import type { Schema } from "../../db/schema.js";
import type { BookingLinkPurpose } from "../../db/tables/bookings.js";
import { AppError } from "../../kernel/errors.js";
import { hashToken, newTokenValue } from "../auth/index.js";

/** A link keeps working until a day after the pick-up: the owner may act late, never forever. */
const GRACE_AFTER_PICK_UP_MS = 24 * 60 * 60 * 1000;

/**
 * The owner's e-mailed confirm and cancel links: one random token per purpose, stored hashed.
 * A link is not used up by acting: repeating it answers "already confirmed/canceled" from the
 * booking's state. See docs/decisions/0015-decision-pages-without-script.md.
 */
/** A booking's links before they are stored: the tokens for the e-mail, the rows to keep. */
export interface NewBookingLinks {
  tokens: Record<BookingLinkPurpose, string>;
  rows: { purpose: BookingLinkPurpose; tokenHash: string; expiresAt: Date }[];
}

/** New confirm and cancel tokens for a booking picked up at this time (stored by the caller). */
export function newBookingLinks(pickUpTime: Date): NewBookingLinks {
  const expiresAt = new Date(pickUpTime.getTime() + GRACE_AFTER_PICK_UP_MS);
  const tokens = { confirm: newTokenValue(), cancel: newTokenValue() };
  return {
    tokens,
    rows: (Object.keys(tokens) as BookingLinkPurpose[]).map((purpose) => ({
      purpose,
      tokenHash: hashToken(tokens[purpose]),
      expiresAt,
    })),
  };
}

export function createBookingLinks(db: Kysely<Schema>) {
  return {
    async issue(
      trx: Transaction<Schema>,
      bookingId: number,
      pickUpTime: Date,
    ): Promise<Record<BookingLinkPurpose, string>> {
      const links = newBookingLinks(pickUpTime);
      await trx
        .insertInto("bookingLinks")
        .values(links.rows.map((row) => ({ bookingId, ...row })))
        .execute();
      return links.tokens;
    },

    /** The booking a link opens; LINK_INVALID for a wrong token, TOKEN_EXPIRED for an old one. */
    async verify(bookingId: number, purpose: BookingLinkPurpose, token: string): Promise<number> {
      const link = await db
        .selectFrom("bookingLinks")
        .select(["bookingId", sql<boolean>`expires_at < now()`.as("expired")])
        .where("bookingId", "=", bookingId)
        .where("purpose", "=", purpose)
        .where("tokenHash", "=", hashToken(token))
        .executeTakeFirst();
      if (!link) throw new AppError("LINK_INVALID", "This link is not valid");
      if (link.expired) throw new AppError("TOKEN_EXPIRED", "This link has expired");
      return link.bookingId;
    },
  };
}

export type BookingLinks = ReturnType<typeof createBookingLinks>;
