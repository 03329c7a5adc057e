import { type Kysely, sql, type Transaction } from "kysely";
import type { Executor } from "../../db/executor.js";
import type { Schema } from "../../db/schema.js";

export interface PushJob {
  bookingId: number;
  moduleId: string;
  generation: number;
  attempts: number;
}

/** The module's two tables: connections (the encrypted grant) and the push queue. */
export function createGoogleCalendarRepository(db: Kysely<Schema>) {
  return { ...connectionQueries(db), ...pushQueueQueries(db) };
}

/** The connections table: one encrypted grant per module, its state and its settings. */
function connectionQueries(db: Kysely<Schema>) {
  return {
    connection(moduleId: string) {
      return db
        .selectFrom("googleCalendarConnections")
        .selectAll()
        .where("moduleId", "=", moduleId)
        .executeTakeFirst();
    },

    /** A new grant replaces the old one entirely: connected again, errors and the mail forgotten. */
    async saveConnection(input: { moduleId: string; refreshTokenEncrypted: string; calendarName: string }) {
      const values = {
        status: "CONNECTED" as const,
        refreshTokenEncrypted: input.refreshTokenEncrypted,
        calendarName: input.calendarName,
        connectedAt: new Date(),
        lastError: null,
        reconnectMailQueuedAt: null,
      };
      await db
        .insertInto("googleCalendarConnections")
        .values({ moduleId: input.moduleId, ...values })
        .onConflict((conflict) => conflict.column("moduleId").doUpdateSet(values))
        .execute();
    },

    async deleteConnection(moduleId: string) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("googleCalendarJobs").where("moduleId", "=", moduleId).execute();
        await trx.deleteFrom("googleCalendarConnections").where("moduleId", "=", moduleId).execute();
      });
    },

    async setBlockBusyTimes(moduleId: string, block: boolean) {
      const row = await db
        .updateTable("googleCalendarConnections")
        .set({ blockBusyTimes: block })
        .where("moduleId", "=", moduleId)
        .returning("moduleId")
        .executeTakeFirst();
      return row !== undefined;
    },

    async recordSync(moduleId: string, error: string | null) {
      await db
        .updateTable("googleCalendarConnections")
        .set(error === null ? { lastSyncAt: new Date(), lastError: null } : { lastError: error })
        .where("moduleId", "=", moduleId)
        .execute();
    },

    /**
     * Marks the grant broken; true the first time (the caller queues the owner's e-mail in the
     * same transaction), false when it was already known.
     */
    async markNeedsReconnect(trx: Transaction<Schema>, moduleId: string, error: string): Promise<boolean> {
      const first = await trx
        .updateTable("googleCalendarConnections")
        .set({ status: "NEEDS_RECONNECT", lastError: error, reconnectMailQueuedAt: new Date() })
        .where("moduleId", "=", moduleId)
        .where("reconnectMailQueuedAt", "is", null)
        .returning("moduleId")
        .executeTakeFirst();
      if (first) return true;
      await trx
        .updateTable("googleCalendarConnections")
        .set({ status: "NEEDS_RECONNECT", lastError: error })
        .where("moduleId", "=", moduleId)
        .execute();
      return false;
    },

    /** Connections whose busy times close slots: refreshed in the background. */
    async busyTimeModules(): Promise<string[]> {
      const rows = await db
        .selectFrom("googleCalendarConnections")
        .select("moduleId")
        .where("status", "=", "CONNECTED")
        .where("blockBusyTimes", "=", true)
        .execute();
      return rows.map((row) => row.moduleId);
    },
  };
}

/** The push queue: bookings whose events wait to be put in line with Google. */
function pushQueueQueries(db: Kysely<Schema>) {
  return {
    /**
     * Queues these bookings for a push, in the caller's transaction, when the module has a
     * working connection (otherwise nothing is written). A booking already queued counts one
     * more change and is due now.
     */
    async enqueue(executor: Executor, moduleId: string, bookingIds: number[]) {
      if (bookingIds.length === 0) return;
      await sql`
        INSERT INTO google_calendar_jobs (booking_id, module_id)
        SELECT id, ${moduleId} FROM unnest(${sql.val(bookingIds)}::integer[]) AS id
        WHERE EXISTS (
          SELECT 1 FROM google_calendar_connections
          WHERE module_id = ${moduleId} AND status = 'CONNECTED')
        ON CONFLICT (booking_id) DO UPDATE SET
          generation = google_calendar_jobs.generation + 1,
          attempts = 0, next_attempt_at = now(), last_error = NULL`.execute(executor);
    },

    /** Due jobs, leased for leaseMs so another worker leaves them alone meanwhile. */
    async claimDue(input: { batchSize: number; leaseMs: number; maxAttempts: number }): Promise<PushJob[]> {
      const result = await sql<PushJob>`
        UPDATE google_calendar_jobs SET claimed_until = now() + ${`${input.leaseMs} milliseconds`}::interval
        WHERE booking_id IN (
          SELECT booking_id FROM google_calendar_jobs
          WHERE next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
            AND attempts < ${input.maxAttempts}
          ORDER BY next_attempt_at LIMIT ${input.batchSize}
          FOR UPDATE SKIP LOCKED)
        RETURNING booking_id, module_id, generation, attempts`.execute(db);
      return result.rows;
    },

    /** Done: removed, unless the booking changed meanwhile (then it is due again at once). */
    async complete(job: PushJob) {
      const removed = await db
        .deleteFrom("googleCalendarJobs")
        .where("bookingId", "=", job.bookingId)
        .where("generation", "=", job.generation)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) {
        await db
          .updateTable("googleCalendarJobs")
          .set({ claimedUntil: null })
          .where("bookingId", "=", job.bookingId)
          .execute();
      }
    },

    async retryLater(job: PushJob, input: { delayMs: number; error: string; countsAttempt: boolean }) {
      await db
        .updateTable("googleCalendarJobs")
        .set({
          attempts: job.attempts + (input.countsAttempt ? 1 : 0),
          nextAttemptAt: sql`now() + ${`${input.delayMs} milliseconds`}::interval`,
          claimedUntil: null,
          lastError: input.error,
        })
        .where("bookingId", "=", job.bookingId)
        .execute();
    },

    /** Jobs waiting for the module (the dialog's "not pushed yet"). */
    async pendingCount(moduleId: string): Promise<number> {
      const row = await db
        .selectFrom("googleCalendarJobs")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("moduleId", "=", moduleId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Parks the module's jobs while its grant is broken: a reconnection pushes everything again. */
    async dropJobs(executor: Executor, moduleId: string) {
      await executor.deleteFrom("googleCalendarJobs").where("moduleId", "=", moduleId).execute();
    },
  };
}

export type GoogleCalendarRepository = ReturnType<typeof createGoogleCalendarRepository>;
