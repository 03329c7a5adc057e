import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { Schema } from "../../db/schema.js";

/** Mail not sent yet (the outbox's backlog) and how long the oldest has waited, for the metrics. */
export async function outboxDepth(db: Kysely<Schema>): Promise<{ depth: number; oldestAgeSeconds: number }> {
  const row = await db
    .selectFrom("mailOutbox")
    .select([
      sql<string>`count(*)`.as("depth"),
      sql<string | null>`extract(epoch from now() - min(created_at))`.as("oldest"),
    ])
    .where("sentAt", "is", null)
    .where("skippedAt", "is", null)
    .executeTakeFirst();
  return { depth: Number(row?.depth ?? 0), oldestAgeSeconds: Number(row?.oldest ?? 0) };
}
