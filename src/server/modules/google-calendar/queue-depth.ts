import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { Schema } from "../../db/schema.js";

/** Booking changes waiting to be pushed to Google and how long the oldest has waited, for the metrics. */
export async function calendarQueueDepth(
  db: Kysely<Schema>,
): Promise<{ depth: number; oldestAgeSeconds: number }> {
  const row = await db
    .selectFrom("googleCalendarJobs")
    .select([
      sql<string>`count(*)`.as("depth"),
      sql<string | null>`extract(epoch from now() - min(created_at))`.as("oldest"),
    ])
    .executeTakeFirst();
  return { depth: Number(row?.depth ?? 0), oldestAgeSeconds: Number(row?.oldest ?? 0) };
}
