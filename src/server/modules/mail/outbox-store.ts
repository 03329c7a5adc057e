import { type Kysely, type Selectable, sql } from "kysely";
import type { Schema } from "../../db/schema.js";
import type { MailOutboxTable } from "../../db/tables/mail.js";

export type OutboxRow = Selectable<MailOutboxTable>;

const msInterval = (ms: number) => sql<Date>`now() + ${`${Math.round(ms)} milliseconds`}::interval`;

/** The outbox worker's reads and writes of mail_outbox (the mail module owns the table). */
export function createOutboxStore(db: Kysely<Schema>) {
  return {
    /**
     * Claims due rows in a short transaction: `FOR UPDATE SKIP LOCKED`, then a lease
     * (claimed_until), so several server processes never send the same row at once. A row whose
     * lease passed (its worker died) is due again.
     */
    claimDue(limits: { batchSize: number; maxAttempts: number; leaseMs: number }): Promise<OutboxRow[]> {
      return db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom("mailOutbox")
          .selectAll()
          .where("sentAt", "is", null)
          .where("skippedAt", "is", null)
          .where("attempts", "<", limits.maxAttempts)
          .where("nextAttemptAt", "<=", sql<Date>`now()`)
          .where((eb) => eb.or([eb("claimedUntil", "is", null), eb("claimedUntil", "<", sql<Date>`now()`)]))
          .orderBy("nextAttemptAt")
          .orderBy("id")
          .limit(limits.batchSize)
          .forUpdate()
          .skipLocked()
          .execute();
        if (rows.length > 0) {
          await trx
            .updateTable("mailOutbox")
            .set({ claimedUntil: msInterval(limits.leaseMs) })
            .where(
              "id",
              "in",
              rows.map((row) => row.id),
            )
            .execute();
        }
        return rows;
      });
    },

    async markSent(row: OutboxRow): Promise<void> {
      await db
        .updateTable("mailOutbox")
        .set({ sentAt: sql<Date>`now()`, attempts: row.attempts + 1, lastError: null, claimedUntil: null })
        .where("id", "=", row.id)
        .execute();
    },

    /** Counts a failed attempt, keeps its error and schedules the retry `delayMs` from now. */
    async markFailed(id: number, failure: { attempts: number; error: string; delayMs: number }) {
      await db
        .updateTable("mailOutbox")
        .set({
          attempts: failure.attempts,
          lastError: failure.error.slice(0, 2000),
          nextAttemptAt: msInterval(failure.delayMs),
          claimedUntil: null,
        })
        .where("id", "=", id)
        .execute();
    },

    /** Drops a claimed row the send-time check found no longer wanted (its booking canceled). */
    async markSkipped(id: number, reason: string): Promise<void> {
      await db
        .updateTable("mailOutbox")
        .set({ skippedAt: sql<Date>`now()`, lastError: reason, claimedUntil: null })
        .where("id", "=", id)
        .execute();
    },

    /** Gives a claimed, unsent row back at once rather than after its lease (shutdown). */
    async giveBack(id: number): Promise<void> {
      await db
        .updateTable("mailOutbox")
        .set({ claimedUntil: null })
        .where("id", "=", id)
        .where("sentAt", "is", null)
        .execute();
    },
  };
}
