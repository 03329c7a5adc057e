import { type Kysely, sql } from "kysely";
import type { Schema } from "../../db/schema.js";
import { AppError } from "../../kernel/errors.js";

/**
 * Slows password guessing with counters kept in the database, so every server process sees them,
 * without letting a stranger lock the owner out from one address:
 * - per (account, address): the first `freeFailures` failures cost nothing, each further one
 *   locks that pair for a delay that doubles, up to `maxDelaySeconds`;
 * - per account: a ceiling of `accountCeiling` failures in the window, to which one address adds
 *   at most `perAddressShare` — only several addresses together can lock the account itself;
 * - per address: `ipLimit` failures across accounts lock the address (credential stuffing).
 * See docs/decisions/0020-passwords-and-access-tokens.md.
 */
export const THROTTLE = {
  freeFailures: 3,
  baseDelaySeconds: 5,
  maxDelaySeconds: 15 * 60,
  accountCeiling: 15,
  perAddressShare: 5,
  ipLimit: 20,
  windowMinutes: 15,
  lockoutMinutes: 15,
} as const;

export type ThrottleLimits = typeof THROTTLE;

const accountKey = (email: string) => `account:${email.toLowerCase()}`;
const pairKey = (email: string, ip: string) => `pair:${email.toLowerCase()}|${ip}`;
const ipKey = (ip: string) => `ip:${ip}`;

/** The growing delay of a pair after `failures` failures (0 while still free). */
export function pairDelaySeconds(failures: number, limits: ThrottleLimits = THROTTLE): number {
  if (failures < limits.freeFailures) return 0;
  return Math.min(limits.maxDelaySeconds, limits.baseDelaySeconds * 2 ** (failures - limits.freeFailures));
}

export function createSignInThrottle(db: Kysely<Schema>, limits: ThrottleLimits = THROTTLE) {
  /** Adds one failure to a counter (a counter older than the window starts again); the new count. */
  async function count(key: string): Promise<number> {
    const { rows } = await sql<{ failures: number }>`
      INSERT INTO sign_in_throttle (key, failures, window_started_at)
      VALUES (${key}, 1, now())
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE WHEN sign_in_throttle.window_started_at < now() - make_interval(mins => ${limits.windowMinutes})
                        THEN 1 ELSE sign_in_throttle.failures + 1 END,
        window_started_at = CASE WHEN sign_in_throttle.window_started_at < now() - make_interval(mins => ${limits.windowMinutes})
                        THEN now() ELSE sign_in_throttle.window_started_at END
      RETURNING failures`.execute(db);
    return Number(rows[0]?.failures ?? 1);
  }

  /** Locks a key for `seconds`, restarting its count; true when it was not locked already. */
  async function lock(key: string, seconds: number): Promise<boolean> {
    const { rows } = await sql<{ key: string }>`
      UPDATE sign_in_throttle
      SET locked_until = now() + make_interval(secs => ${seconds}), failures = 0, window_started_at = now()
      WHERE key = ${key} AND (locked_until IS NULL OR locked_until <= now())
      RETURNING key`.execute(db);
    return rows.length > 0;
  }

  return {
    /**
     * Throws 429 TOO_MANY_REQUESTS while the pair, the account or the address is locked; from a
     * known device (the account's device cookie) only the pair's own delay applies.
     */
    async assertAllowed(email: string, ip: string, { knownDevice = false } = {}): Promise<void> {
      const keys = knownDevice ? [pairKey(email, ip)] : [pairKey(email, ip), accountKey(email), ipKey(ip)];
      const locked = await db
        .selectFrom("signInThrottle")
        .select("lockedUntil")
        .where("key", "in", keys)
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

    /**
     * Counts a failure; `accountLocked` is true only for the failure that locked the account
     * (the caller tells the owner then, once per lock).
     */
    async recordFailure(email: string, ip: string): Promise<{ accountLocked: boolean }> {
      const pairFailures = await count(pairKey(email, ip));
      const delay = pairDelaySeconds(pairFailures, limits);
      // The pair keeps its count while locked: each further failure doubles the next delay.
      if (delay > 0) {
        await db
          .updateTable("signInThrottle")
          .set({ lockedUntil: sql<Date>`now() + make_interval(secs => ${delay})` })
          .where("key", "=", pairKey(email, ip))
          .execute();
      }
      if ((await count(ipKey(ip))) >= limits.ipLimit) await lock(ipKey(ip), limits.lockoutMinutes * 60);
      let accountLocked = false;
      if (pairFailures <= limits.perAddressShare) {
        const accountFailures = await count(accountKey(email));
        if (accountFailures >= limits.accountCeiling) {
          accountLocked = await lock(accountKey(email), limits.lockoutMinutes * 60);
        }
      }
      return { accountLocked };
    },

    /** A successful sign-in clears the account's counters (not the address's). */
    async recordSuccess(email: string, ip: string): Promise<void> {
      await db
        .deleteFrom("signInThrottle")
        .where("key", "in", [pairKey(email, ip), accountKey(email)])
        .execute();
    },

    /** A new password lifts every lock on the account: the guesses were against the old one. */
    async liftAccount(email: string): Promise<void> {
      const lower = email.toLowerCase();
      await db
        .deleteFrom("signInThrottle")
        .where((eb) =>
          eb.or([
            eb("key", "=", accountKey(lower)),
            eb("key", "like", `pair:${lower.replace(/[\\%_]/g, "\\$&")}|%`),
          ]),
        )
        .execute();
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
