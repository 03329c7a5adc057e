import type { Kysely, Transaction } from "kysely";
import type { Executor } from "../../db/executor.js";
import type { Schema } from "../../db/schema.js";
import type { AttemptRecord, DeliveryRow, EndpointRow } from "./repository.js";

/** A claimed delivery with what sending it needs from its endpoint. */
export interface ClaimedDelivery {
  delivery: DeliveryRow;
  endpoint: Pick<EndpointRow, "id" | "moduleId" | "url" | "secretSealed">;
}

/**
 * The due deliveries, locked (`FOR UPDATE SKIP LOCKED`): pending, past their time and lease, of
 * an endpoint that is on, and each the oldest pending one of its booking and endpoint.
 */
function dueDeliveries(trx: Transaction<Schema>, now: Date, batchSize: number) {
  // A new row's next_attempt_at is the database's now(), in microseconds; the clock here counts
  // milliseconds. A row queued within the clock's current millisecond is due too, or an event
  // queued just before a worker's tick (a resend wakes it at once) would wait for the next one.
  const endOfMillisecond = new Date(now.getTime() + 1);
  return trx
    .selectFrom("webhookDeliveries as d")
    .selectAll("d")
    .where("d.status", "=", "PENDING")
    .where("d.nextAttemptAt", "<", endOfMillisecond)
    .where((eb) => eb.or([eb("d.claimedUntil", "is", null), eb("d.claimedUntil", "<", now)]))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("webhookEndpoints as e")
          .select("e.id")
          .whereRef("e.id", "=", "d.endpointId")
          .where("e.enabled", "=", true),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("webhookDeliveries as p")
            .select("p.id")
            .whereRef("p.endpointId", "=", "d.endpointId")
            .whereRef("p.bookingId", "=", "d.bookingId")
            .where("p.status", "=", "PENDING")
            .whereRef("p.id", "<", "d.id"),
        ),
      ),
    )
    .orderBy("d.nextAttemptAt")
    .orderBy("d.id")
    .limit(batchSize)
    .forUpdate()
    .skipLocked()
    .execute();
}

/** The delivery worker's claims and records (the webhooks module owns both tables). */
export function createDeliveryStore(db: Kysely<Schema>) {
  return {
    /**
     * Claims due deliveries in a short transaction: `FOR UPDATE SKIP LOCKED`, then a lease
     * (claimed_until), so several server processes never send the same row at once; a row whose
     * lease passed (its worker died) is due again. Only the oldest pending delivery of each
     * booking and endpoint can be claimed, so a later event waits for the earlier one to be
     * delivered or given up. Deliveries of a turned-off endpoint wait.
     */
    claimDue(limits: { now: Date; batchSize: number; leaseMs: number }): Promise<ClaimedDelivery[]> {
      const { now } = limits;
      return db.transaction().execute(async (trx) => {
        const rows = await dueDeliveries(trx, now, limits.batchSize);
        if (rows.length === 0) return [];
        await trx
          .updateTable("webhookDeliveries")
          .set({ claimedUntil: new Date(now.getTime() + limits.leaseMs) })
          .where(
            "id",
            "in",
            rows.map((row) => row.id),
          )
          .execute();
        const endpoints = await trx
          .selectFrom("webhookEndpoints")
          .select(["id", "moduleId", "url", "secretSealed"])
          .where("id", "in", [...new Set(rows.map((row) => row.endpointId))])
          .execute();
        const byId = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
        return rows.flatMap((delivery) => {
          const endpoint = byId.get(delivery.endpointId);
          return endpoint ? [{ delivery, endpoint }] : [];
        });
      });
    },

    /** Records an attempt on its delivery and on its endpoint's run of failures; answers the endpoint. */
    async recordAttempt(deliveryId: number, endpointId: number, record: AttemptRecord) {
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable("webhookDeliveries")
          .set({
            status: record.status,
            attempts: record.attempts,
            nextAttemptAt: record.nextAttemptAt,
            lastAttemptAt: record.at,
            responseStatus: record.responseStatus,
            durationMs: record.durationMs,
            lastError: record.error?.slice(0, 1000) ?? null,
            claimedUntil: null,
            ...(record.status === "DELIVERED" ? { deliveredAt: record.at } : {}),
          })
          .where("id", "=", deliveryId)
          .execute();
        const delivered = record.status === "DELIVERED";
        return trx
          .updateTable("webhookEndpoints")
          .set((eb) =>
            delivered
              ? { consecutiveFailures: 0, failingSince: null }
              : {
                  consecutiveFailures: eb("consecutiveFailures", "+", 1),
                  failingSince: eb.fn.coalesce("failingSince", eb.val(record.at)),
                },
          )
          .where("id", "=", endpointId)
          .returningAll()
          .executeTakeFirst();
      });
    },

    /**
     * Turns a failing endpoint off, once (the row still on and still failing), and lets the
     * caller queue the owner's e-mail in the same transaction. True when this call turned it off.
     */
    async disableFailing(
      endpointId: number,
      notify: (executor: Executor) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable("webhookEndpoints")
          .set({ enabled: false, disabledReason: "FAILING" })
          .where("id", "=", endpointId)
          .where("enabled", "=", true)
          .where("consecutiveFailures", ">", 0)
          .returningAll()
          .executeTakeFirst();
        if (!row) return false;
        await notify(trx);
        return true;
      });
    },

    /** Gives claimed rows back at once rather than after their lease (shutdown). */
    async giveBack(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable("webhookDeliveries")
        .set({ claimedUntil: null })
        .where("id", "in", ids)
        .where("status", "=", "PENDING")
        .execute();
    },
  };
}
