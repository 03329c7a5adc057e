import { createHash, randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Executor } from "../../db/executor.js";
import type { Schema } from "../../db/schema.js";
import type { OwnerTokenPurpose } from "../../db/tables/auth.js";

/** 256 random bits, URL-safe: unguessable, and safe to put in a link. */
export function newTokenValue(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export const TOKEN_LIFETIME_MINUTES: Record<OwnerTokenPurpose, number> = {
  "password-reset": 60,
  signup: 7 * 24 * 60,
};

/**
 * How often a reset link may be e-mailed to one account: no new one while a live one is younger
 * than `liveMinutes` (one outstanding link), and at most `perHour` an hour
 * (docs/decisions/0079-owner-lockout-and-reset-mail.md).
 */
export const RESET_PACE = { liveMinutes: 10, perHour: 3 } as const;

/** No owner has the nil UUID (ids come from gen_random_uuid). */
const NO_OWNER = "00000000-0000-0000-0000-000000000000";

export function createOneTimeTokens(db: Kysely<Schema>) {
  return {
    /** Issues a token; earlier unused tokens of the same purpose stop working (one live link at a time). */
    async issue(ownerId: string, purpose: OwnerTokenPurpose, executor: Executor = db): Promise<string> {
      const token = newTokenValue();
      await executor
        .updateTable("ownerTokens")
        .set({ usedAt: sql`now()` })
        .where("ownerId", "=", ownerId)
        .where("purpose", "=", purpose)
        .where("usedAt", "is", null)
        .execute();
      await executor
        .insertInto("ownerTokens")
        .values({
          ownerId,
          purpose,
          tokenHash: hashToken(token),
          expiresAt: sql<Date>`now() + make_interval(mins => ${TOKEN_LIFETIME_MINUTES[purpose]})`,
        })
        .execute();
      return token;
    },

    /**
     * Whether a new token of this purpose may be issued to the owner now (RESET_PACE): none while
     * a live one is younger than `liveMinutes`, at most `perHour` an hour. One query; the nil
     * owner (an unknown e-mail) runs the same one.
     */
    async mayIssue(
      ownerId: string | null,
      purpose: OwnerTokenPurpose,
      executor: Executor = db,
    ): Promise<boolean> {
      // Concurrent requests for one account wait for each other (till the transaction ends), so
      // two cannot both find no live link and both send one.
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`owner-token:${ownerId ?? NO_OWNER}`}))`.execute(
        executor,
      );
      const row = await executor
        .selectFrom("ownerTokens")
        .select((eb) => [
          eb.fn.countAll<number>().as("lastHour"),
          eb.fn
            .count<number>("id")
            .filterWhere("usedAt", "is", null)
            .filterWhere("expiresAt", ">", sql<Date>`now()`)
            .filterWhere(
              "createdAt",
              ">",
              sql<Date>`now() - make_interval(mins => ${RESET_PACE.liveMinutes})`,
            )
            .as("recentLive"),
        ])
        .where("ownerId", "=", ownerId ?? NO_OWNER)
        .where("purpose", "=", purpose)
        .where("createdAt", ">", sql<Date>`now() - interval '1 hour'`)
        .executeTakeFirst();
      return Number(row?.recentLive ?? 0) === 0 && Number(row?.lastHour ?? 0) < RESET_PACE.perHour;
    },

    /**
     * The work of `issue` without an owner (a reset asked for an unknown e-mail): a token drawn and
     * hashed, and the same UPDATE, matching no row, so both cases cost the database alike.
     */
    async rehearse(purpose: OwnerTokenPurpose, executor: Executor = db): Promise<void> {
      hashToken(newTokenValue());
      await executor
        .updateTable("ownerTokens")
        .set({ usedAt: sql`now()` })
        .where("ownerId", "=", NO_OWNER)
        .where("purpose", "=", purpose)
        .where("usedAt", "is", null)
        .execute();
    },

    /** The owner of a live token, without using it up (a GET may look, never act). */
    async peek(token: string, purpose: OwnerTokenPurpose): Promise<{ ownerId: string } | undefined> {
      return db
        .selectFrom("ownerTokens")
        .select("ownerId")
        .where("tokenHash", "=", hashToken(token))
        .where("purpose", "=", purpose)
        .where("usedAt", "is", null)
        .where("expiresAt", ">", sql<Date>`now()`)
        .executeTakeFirst();
    },

    /** Uses the token up atomically: of two concurrent uses, exactly one gets the owner. */
    async consume(
      token: string,
      purpose: OwnerTokenPurpose,
      executor: Executor = db,
    ): Promise<{ ownerId: string } | undefined> {
      return executor
        .updateTable("ownerTokens")
        .set({ usedAt: sql`now()` })
        .where("tokenHash", "=", hashToken(token))
        .where("purpose", "=", purpose)
        .where("usedAt", "is", null)
        .where("expiresAt", ">", sql<Date>`now()`)
        .returning("ownerId")
        .executeTakeFirst();
    },
  };
}

export type OneTimeTokens = ReturnType<typeof createOneTimeTokens>;
