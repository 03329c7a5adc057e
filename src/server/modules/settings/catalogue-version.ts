import { type Kysely, sql } from "kysely";
import type { Executor } from "../../db/executor.js";
import type { Schema } from "../../db/schema.js";

/** The channel a catalogue change is announced on; the payload is the module id. */
export const CATALOGUE_CHANNEL = "catalogue_version";

/** Whose catalogue changed: a module, the module of an owner, or the module of a card account. */
export type ChangedModule = { moduleId: string } | { ownerId: string } | { accountId: string };

/**
 * Adds one to the module's catalogue_version (migration 0010) and notifies CATALOGUE_CHANNEL, in
 * one statement of the caller's transaction: the servers' snapshots see the change exactly when
 * it commits, and a rolled-back write announces nothing. Answers the ids of the modules bumped.
 */
export async function bumpCatalogueVersion(executor: Executor, which: ChangedModule): Promise<string[]> {
  const where =
    "moduleId" in which
      ? sql`id = ${which.moduleId}`
      : "ownerId" in which
        ? sql`owner_id = ${which.ownerId}`
        : sql`stripe_account_id = ${which.accountId}`;
  const { rows } = await sql<{ id: string }>`
    WITH bumped AS (
      UPDATE modules SET catalogue_version = catalogue_version + 1 WHERE ${where} RETURNING id
    )
    SELECT id, pg_notify(${CATALOGUE_CHANNEL}, id) FROM bumped`.execute(executor);
  return rows.map((row) => row.id);
}

/** The module's current catalogue version (text: a bigint), or undefined for an unknown module. */
export async function readCatalogueVersion(
  executor: Executor,
  moduleId: string,
): Promise<string | undefined> {
  const { rows } = await sql<{ version: string }>`
    SELECT catalogue_version::text AS version FROM modules WHERE id = ${moduleId}`.execute(executor);
  return rows[0]?.version;
}

/** Runs `fn` in the caller's transaction, or in a new one: a write and its bump commit together. */
export function inTransaction<T>(executor: Executor, fn: (trx: Kysely<Schema>) => Promise<T>): Promise<T> {
  return executor.isTransaction ? fn(executor) : executor.transaction().execute(fn);
}
