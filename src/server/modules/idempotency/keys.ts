import { type Kysely, sql, type Transaction } from "kysely";
import type { Executor } from "../../db/executor.js";
import type { Schema } from "../../db/schema.js";
import { AppError } from "../../kernel/errors.js";
import type { IdempotentRequest } from "./request-key.js";

/** How long a key is remembered: a retry comes within minutes; a day covers a client offline overnight. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** A concurrent request with the same key waits this long for the first one's transaction. */
const WAIT_FOR_FIRST = "10s";

/** Thrown inside the booking's transaction when another request holds the key: rolls it back. */
class KeyTaken extends Error {}

/** What a booking service does with its key: claims it in its transaction, records its answer. */
export interface KeyGuard {
  /** The transaction's first statement: takes the key, or rolls the transaction back (another request has it). */
  claim(trx: Transaction<Schema>): Promise<void>;
  /** Stores the answer (in the transaction; again after the commit if the answer changes). */
  record(executor: Executor, body: unknown): Promise<void>;
}

const fresh = sql<boolean>`created_at > now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`;

/**
 * Idempotency keys (the idempotency module owns idempotency_keys). A key is written in the same
 * transaction as the booking it answers, so "the key exists" and "the booking exists" are one
 * fact, across processes and restarts. Only successful bookings are stored: a refused request
 * wrote nothing, and running it again is safe.
 */
export function createIdempotencyKeys(db: Kysely<Schema>) {
  /** The answer stored for this key, REUSED when it came with another request. */
  async function earlierAnswer(moduleId: string, request: IdempotentRequest): Promise<unknown> {
    const row = await db
      .selectFrom("idempotencyKeys")
      .select(["requestHash", "responseBody"])
      .where("moduleId", "=", moduleId)
      .where("key", "=", request.key)
      .where(fresh)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.requestHash !== request.hash) {
      throw new AppError("IDEMPOTENCY_KEY_REUSED", "This Idempotency-Key was used for another request");
    }
    return row.responseBody;
  }

  function guard(moduleId: string, request: IdempotentRequest): KeyGuard {
    return {
      async claim(trx) {
        // A second request with the key waits here for the first transaction; past the wait
        // it is told the first is still running rather than holding a connection longer.
        await sql`SET LOCAL lock_timeout = ${sql.lit(WAIT_FOR_FIRST)}`.execute(trx);
        const taken = await trx
          .insertInto("idempotencyKeys")
          .values({
            moduleId,
            key: request.key,
            requestHash: request.hash,
            responseStatus: 200,
            responseBody: "null",
          })
          // A key older than the TTL is free again (the worker may not have purged it yet).
          .onConflict((conflict) =>
            conflict
              .columns(["moduleId", "key"])
              .doUpdateSet({
                requestHash: request.hash,
                responseBody: "null",
                createdAt: sql<Date>`now()`,
              })
              .where(
                sql<boolean>`idempotency_keys.created_at <= now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`,
              ),
          )
          .returning("key")
          .executeTakeFirst()
          .catch((error: unknown) => {
            if ((error as { code?: string }).code === "55P03") {
              throw new AppError(
                "IDEMPOTENCY_KEY_IN_PROGRESS",
                "A request with this Idempotency-Key is still being processed, try again shortly",
              );
            }
            throw error;
          });
        if (!taken) throw new KeyTaken();
        await sql`SET LOCAL lock_timeout = 0`.execute(trx);
      },
      async record(executor, body) {
        await executor
          .updateTable("idempotencyKeys")
          .set({ responseStatus: 200, responseBody: JSON.stringify(body) })
          .where("moduleId", "=", moduleId)
          .where("key", "=", request.key)
          .execute();
      },
    };
  }

  return {
    /**
     * Runs `execute` once per key: an earlier answer is replayed, a request that lost the race
     * for the key (its transaction rolled back, nothing booked) answers what the winner did.
     * Without a key, `execute` just runs.
     */
    async once<T>(
      moduleId: string,
      request: IdempotentRequest | undefined,
      execute: (key: KeyGuard | undefined) => Promise<T>,
    ): Promise<T> {
      if (!request) return execute(undefined);
      const earlier = await earlierAnswer(moduleId, request);
      if (earlier !== undefined && earlier !== null) return earlier as T;
      try {
        return await execute(guard(moduleId, request));
      } catch (error) {
        if (!(error instanceof KeyTaken)) throw error;
        const winner = await earlierAnswer(moduleId, request);
        if (winner !== undefined && winner !== null) return winner as T;
        throw new AppError(
          "IDEMPOTENCY_KEY_IN_PROGRESS",
          "A request with this Idempotency-Key is still being processed, try again shortly",
        );
      }
    },
  };
}

export type IdempotencyKeys = ReturnType<typeof createIdempotencyKeys>;

/** Forgets keys past their TTL (the booking expiry worker calls it); answers how many. */
export async function purgeExpiredIdempotencyKeys(db: Kysely<Schema>): Promise<number> {
  const result = await db
    .deleteFrom("idempotencyKeys")
    .where(sql<boolean>`created_at <= now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
