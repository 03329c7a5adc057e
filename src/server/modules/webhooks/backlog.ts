import { type Kysely, sql } from "kysely";
import type { Schema } from "../../db/schema.js";

/**
 * Deliveries still to send to an endpoint that is on, and how long the oldest has waited since
 * its event: what /metrics shows an operator whose receivers or worker fall behind. Deliveries of
 * an endpoint its owner (or the failure rule) turned off wait by design and are not counted.
 */
export async function webhookBacklog(
  db: Kysely<Schema>,
): Promise<{ depth: number; oldestAgeSeconds: number }> {
  const row = await db
    .selectFrom("webhookDeliveries as d")
    .innerJoin("webhookEndpoints as e", "e.id", "d.endpointId")
    .select([
      sql<string>`count(*)`.as("depth"),
      sql<string | null>`extract(epoch from now() - min(d.created_at))`.as("oldest"),
    ])
    .where("d.status", "=", "PENDING")
    .where("e.enabled", "=", true)
    .executeTakeFirst();
  return { depth: Number(row?.depth ?? 0), oldestAgeSeconds: Number(row?.oldest ?? 0) };
}
