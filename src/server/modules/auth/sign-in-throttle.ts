import { type Kysely, sql } from "kysely";
import type { Schema } from "../../db/schema.js";
import { AppError } from "../../errors.js";

/**
 * Slows password guessing with counters kept in the database, so every server process sees
 * them: after ACCOUNT_LIMIT failures on one e-mail, or IP_LIMIT from one address, within
 * WINDOW, sign-in for that key is refused for LOCKOUT.
 * See docs/decisions/0020-passwords-and-access-tokens.md.
 */
export const THROTTLE = {
  accountLimit: 5,
  ipLimit: 20,
  windowMinutes: 15,
  lockoutMinutes: 15,
} as const;

export function createSignInThrottle(db: Kysely<Schema>, limits = THROTTLE) {
  const keys = (email: string, ip: string) => [
    { key: `account:${email.toLowerCase()}`, limit: limits.accountLimit },
    { key: `ip:${ip}`, limit: limits.ipLimit },
  ];

  return {
    /** Throws 429 TOO_MANY_REQUESTS while either the account or the address is locked. */
    async assertAllowed(email: string, ip: string): Promise<void> {
      const locked = await db
        .selectFrom("signInThrottle")
        .select("lockedUntil")
        .where(
          "key",
          "in",
          keys(email, ip).map((k) => k.key),
        )
        .where("lockedUntil", ">", sql<Date>`now()`)
        .orderBy("lockedUntil", "desc")
        .executeTakeFirst();
      if (locked?.lockedUntil) {
        const seconds = Math.max(1, Math.ceil((new Date(locked.lockedUntil).getTime() - Date.now()) / 1000));
        throw new AppError(
          "TOO_MANY_REQUESTS",
          `Too many failed sign-ins, try again in ${Math.ceil(seconds / 60)} minute(s)`,
        );
      }
    },

    /** Counts a failure for both keys; a counter older than the window starts again. */
    async recordFailure(email: string, ip: string): Promise<void> {
      for (const { key, limit } of keys(email, ip)) {
        await sql`
          INSERT INTO sign_in_throttle (key, failures, window_started_at)
          VALUES (${key}, 1, now())
          ON CONFLICT (key) DO UPDATE SET
            failures = CASE WHEN sign_in_throttle.window_started_at < now() - make_interval(mins => ${limits.windowMinutes})
                            THEN 1 ELSE sign_in_throttle.failures + 1 END,
            window_started_at = CASE WHEN sign_in_throttle.window_started_at < now() - make_interval(mins => ${limits.windowMinutes})
                            THEN now() ELSE sign_in_throttle.window_started_at END`.execute(db);
        await sql`
          UPDATE sign_in_throttle
          SET locked_until = now() + make_interval(mins => ${limits.lockoutMinutes}), failures = 0, window_started_at = now()
          WHERE key = ${key} AND failures >= ${limit}`.execute(db);
      }
    },

    /** A successful sign-in clears the account's counter (not the address's). */
    async recordSuccess(email: string): Promise<void> {
      await db.deleteFrom("signInThrottle").where("key", "=", `account:${email.toLowerCase()}`).execute();
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
