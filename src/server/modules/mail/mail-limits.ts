import { type Kysely, sql } from "kysely";
import type { Schema } from "../../db/schema.js";
import { AppError } from "../../errors.js";

/** The mail an owner can send to an address of their choosing, or to the operator. */
export type OwnerMailKind = "booking-shared" | "contact-message";

export interface OwnerMailLimits {
  sharePerHour: number;
  contactPerHour: number;
  /** Mail from all owners to one address (shares only: contact always goes to the operator). */
  recipientPerHour: number;
  /** Everything one owner's actions queued. */
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

  return {
    /** Throws 429 MAIL_LIMIT_REACHED when this mail would pass one of the hourly limits. */
    async assertAllowed(ownerId: string, kind: OwnerMailKind, to: string): Promise<void> {
      const perKind = kind === "booking-shared" ? limits.sharePerHour : limits.contactPerHour;
      const ofOwner = (q: ReturnType<typeof base>) => q.where("senderOwnerId", "=", ownerId);
      if ((await countOf((q) => ofOwner(q).where("template", "=", kind))) >= perKind) throw refused();
      if ((await countOf(ofOwner)) >= limits.ownerPerHour) throw refused();
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
