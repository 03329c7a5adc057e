import type { Kysely } from "kysely";
import type { Executor } from "../../db/executor.js";
import type { Schema } from "../../db/schema.js";
import { AppError } from "../../kernel/errors.js";
import { type FeedTokens, sameHash } from "../calendar-feed/index.js";

/** The customer's manage link of a booking, as the owner's admin shows it. */
export interface ManageLink {
  url: string;
  createdAt: string;
}

/**
 * The customers' "manage your booking" links (docs/decisions/0109-manage-links.md): one per
 * booking, made on first use, with the calendar feed's token scheme under a key of its own
 * (`tokens`): the row keeps the random nonce and the token's SHA-256, never the token, so every
 * e-mail can show the same address again; "regenerate" draws a new nonce and the old address
 * matches nothing from that commit on.
 */
export function createManageLinks(deps: { db: Kysely<Schema>; tokens: FeedTokens; publicUrl: string }) {
  const { db, tokens } = deps;
  const urlOf = (nonce: string) => `${deps.publicUrl}/manage/${tokens.tokenOf(nonce)}`;
  const newRow = () => {
    const nonce = tokens.newNonce();
    return { nonce, tokenHash: tokens.hashOf(tokens.tokenOf(nonce)) };
  };

  /** Replaces the booking's token (a new one, or the first): the old address stops at once. */
  async function replace(executor: Executor, bookingId: number) {
    const row = newRow();
    return executor
      .insertInto("bookingManageLinks")
      .values({ bookingId, ...row })
      .onConflict((conflict) =>
        conflict.column("bookingId").doUpdateSet({ ...row, createdAt: new Date().toISOString() }),
      )
      .returning(["nonce", "createdAt"])
      .executeTakeFirstOrThrow();
  }

  /** The booking's link, made on first use (in the caller's transaction when it has one). */
  async function ensure(executor: Executor, bookingId: number) {
    const stored = await executor
      .selectFrom("bookingManageLinks")
      .select(["nonce", "tokenHash", "createdAt"])
      .where("bookingId", "=", bookingId)
      .executeTakeFirst();
    // A changed server secret derives another token than the stored hash: a fresh link then.
    if (stored && sameHash(tokens.hashOf(tokens.tokenOf(stored.nonce)), stored.tokenHash)) return stored;
    if (!stored) {
      const created = await executor
        .insertInto("bookingManageLinks")
        .values({ bookingId, ...newRow() })
        .onConflict((conflict) => conflict.column("bookingId").doNothing())
        .returning(["nonce", "createdAt"])
        .executeTakeFirst();
      if (created) return created;
      // Another transaction made it between the read and the insert: that one is the link.
      return executor
        .selectFrom("bookingManageLinks")
        .select(["nonce", "createdAt"])
        .where("bookingId", "=", bookingId)
        .executeTakeFirstOrThrow();
    }
    return replace(executor, bookingId);
  }

  /** Only the module's own, not deleted bookings: another owner's id is simply unknown. */
  async function assertOwned(moduleId: string, bookingId: number) {
    const booking = await db
      .selectFrom("bookings")
      .select("id")
      .where("id", "=", bookingId)
      .where("moduleId", "=", moduleId)
      .where("deletedAt", "is", null)
      .executeTakeFirst();
    if (!booking) throw new AppError("NOT_FOUND", "Unknown booking");
  }

  const asLink = (row: { nonce: string; createdAt: Date | string }): ManageLink => ({
    url: urlOf(row.nonce),
    createdAt: new Date(row.createdAt).toISOString(),
  });

  return {
    /** The customer's manage address of a booking, for the e-mails (made on first use). */
    async urlFor(executor: Executor, bookingId: number): Promise<string> {
      return urlOf((await ensure(executor, bookingId)).nonce);
    },

    /** The owner's view of the link of one of the module's bookings. */
    async linkOf(moduleId: string, bookingId: number): Promise<ManageLink> {
      await assertOwned(moduleId, bookingId);
      return asLink(await ensure(db, bookingId));
    },

    /** The owner revokes the link: a new address, the old one answers 404 from now on. */
    async regenerate(moduleId: string, bookingId: number): Promise<ManageLink> {
      await assertOwned(moduleId, bookingId);
      return asLink(await replace(db, bookingId));
    },

    /** The booking a token opens, or null: a malformed token is refused before any query. */
    async bookingIdOf(token: string): Promise<number | null> {
      if (!tokens.wellFormed(token)) return null;
      const row = await db
        .selectFrom("bookingManageLinks")
        .select("bookingId")
        .where("tokenHash", "=", tokens.hashOf(token))
        .executeTakeFirst();
      return row?.bookingId ?? null;
    },
  };
}

export type ManageLinks = ReturnType<typeof createManageLinks>;
