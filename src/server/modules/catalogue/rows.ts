import { type Insertable, type Selectable, sql, type Updateable } from "kysely";
import { CATALOGUE_NAME_MAX } from "../../../contract/catalogue.js";
import type { ReorderItem } from "../../../contract/reorder.js";
import type { Executor } from "../../db/executor.js";
import type { Schema } from "../../db/schema.js";
import { notFound } from "../../kernel/errors.js";
import { type CatalogueRow, type CatalogueTable, isScopedTable } from "./tables.js";

/**
 * Table-generic SQL of the catalogue: the same statements serve all six tables. Table and column
 * names go through sql.table / sql.ref so Kysely's CamelCasePlugin turns them into snake_case.
 */

/** Any constant: the advisory-lock class of catalogue writes (the key is table + module). */
const CATALOGUE_LOCK_CLASS = 72_616_002;

/**
 * Serialises the writes to one table of one module until the transaction ends: positions
 * (max + 1, reorder), the last active vehicle and the unique discount code are decided under it.
 */
export async function lockCatalogue(trx: Executor, table: CatalogueTable, moduleId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${CATALOGUE_LOCK_CLASS}, hashtext(${`${table}:${moduleId}`}))`.execute(
    trx,
  );
}

/**
 * The module's items by position then id, or the one with this id. `forUpdate` locks the item row
 * so a concurrent vehicle deletion (which unassigns and disables it) waits for this write.
 */
export async function selectRows<T extends CatalogueTable>(
  executor: Executor,
  table: T,
  moduleId: string,
  only?: { id: number; forUpdate?: boolean },
): Promise<CatalogueRow<T>[]> {
  const scoped = isScopedTable(table);
  const { rows } = await sql<CatalogueRow<T>>`
    SELECT t.*${scoped ? sql`, v.name AS vehicle_name` : sql``}
    FROM ${sql.table(table)} t
    ${scoped ? sql`LEFT JOIN vehicles v ON v.id = t.vehicle_id` : sql``}
    WHERE t.module_id = ${moduleId} ${only ? sql`AND t.id = ${only.id}` : sql``}
    ORDER BY t.position, t.id
    ${only?.forUpdate ? sql`FOR UPDATE OF t` : sql``}`.execute(executor);
  return rows;
}

/**
 * The module's active items as customers and prices see them (the public module, the booking
 * form, the estimate), in the owner's order: position then id. Surcharges stay in id order, the
 * order pricing has always read them in (it applies the highest that matches).
 */
export async function listActiveRows<T extends CatalogueTable>(
  executor: Executor,
  table: T,
  moduleId: string,
): Promise<Selectable<Schema[T]>[]> {
  const { rows } = await sql<Selectable<Schema[T]>>`
    SELECT * FROM ${sql.table(table)}
    WHERE module_id = ${moduleId} AND active = true
    ORDER BY ${table === "surcharges" ? sql`id` : sql`position, id`}`.execute(executor);
  return rows;
}

/** The item with this id in this module, or 404 (an id of another module is unknown alike). */
export async function findRow<T extends CatalogueTable>(
  executor: Executor,
  table: T,
  moduleId: string,
  id: number,
  forUpdate = false,
): Promise<CatalogueRow<T>> {
  const [row] = await selectRows(executor, table, moduleId, { id, forUpdate });
  if (!row) throw notFound("NOT_FOUND", "No item of this module has this id");
  return row;
}

/** The position after the module's last item (0 for the first). */
export async function nextPosition(trx: Executor, table: CatalogueTable, moduleId: string): Promise<number> {
  const { rows } = await sql<{ next: number }>`
    SELECT coalesce(max(position) + 1, 0)::int AS next FROM ${sql.table(table)} WHERE module_id = ${moduleId}`.execute(
    trx,
  );
  return rows[0]?.next ?? 0;
}

export async function deleteRow(
  trx: Executor,
  table: CatalogueTable,
  moduleId: string,
  id: number,
): Promise<void> {
  await sql`DELETE FROM ${sql.table(table)} WHERE module_id = ${moduleId} AND id = ${id}`.execute(trx);
}

export async function updateActive(
  trx: Executor,
  table: CatalogueTable,
  moduleId: string,
  id: number,
  active: boolean,
): Promise<void> {
  await sql`UPDATE ${sql.table(table)} SET active = ${active} WHERE module_id = ${moduleId} AND id = ${id}`.execute(
    trx,
  );
}

/** A new row with the same values in `columns`, at `position`; answers its id. */
export async function copyRow(
  trx: Executor,
  table: CatalogueTable,
  moduleId: string,
  id: number,
  columns: readonly string[],
  position: number,
): Promise<number> {
  const list = sql.join(columns.map((column) => sql.ref(column)));
  const { rows } = await sql<{ id: number }>`
    INSERT INTO ${sql.table(table)} (module_id, position, ${list})
    SELECT module_id, ${position}::int, ${list} FROM ${sql.table(table)}
    WHERE module_id = ${moduleId} AND id = ${id}
    RETURNING id`.execute(trx);
  const copied = rows[0];
  if (!copied) throw notFound("NOT_FOUND", "No item of this module has this id");
  return copied.id;
}

/**
 * Names a copy after its original plus `suffix` (" (copy)"), so the owner tells the two apart in
 * the list. The original part is shortened when needed: the name keeps its length limit.
 */
export async function nameAsCopy(
  trx: Executor,
  table: CatalogueTable,
  id: number,
  suffix: string,
): Promise<void> {
  const room = CATALOGUE_NAME_MAX - suffix.length;
  await sql`
    UPDATE ${sql.table(table)} SET name = rtrim(left(name, ${room}::int)) || ${suffix}::text
    WHERE id = ${id}`.execute(trx);
}

/**
 * Renumbers the module's items 0, 1, 2…: the listed ids first, by their given
 * position (ties keep the payload's order), then the items left out, in their current order.
 * An id that is not the module's answers 404 and changes nothing.
 */
export async function renumber(
  trx: Executor,
  table: CatalogueTable,
  moduleId: string,
  items: readonly ReorderItem[],
): Promise<void> {
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM ${sql.table(table)} WHERE module_id = ${moduleId} ORDER BY position, id`.execute(trx);
  const current = rows.map((row) => row.id);
  const known = new Set(current);
  if (items.some((item) => !known.has(item.id))) {
    throw notFound("NOT_FOUND", "No item of this module has this id");
  }
  const listed = items
    .map((item, index) => ({ ...item, index }))
    .sort((a, b) => a.position - b.position || a.index - b.index)
    .map((item) => item.id);
  const listedIds = new Set(listed);
  const order = [...listed, ...current.filter((id) => !listedIds.has(id))];
  if (order.length === 0) return;
  const values = sql.join(order.map((id, position) => sql`(${id}::int, ${position}::int)`));
  await sql`
    UPDATE ${sql.table(table)} AS t SET position = v.position
    FROM (VALUES ${values}) AS v (id, position)
    WHERE t.id = v.id AND t.module_id = ${moduleId}`.execute(trx);
}

/** The defined entries of a typed row, as column references and values. */
function columnsOf(values: object) {
  return Object.entries(values).filter(([, value]) => value !== undefined);
}

/** Inserts one item (values typed by its table) and answers its id. */
export async function insertRow<T extends CatalogueTable>(
  trx: Executor,
  table: T,
  values: Insertable<Schema[T]>,
): Promise<number> {
  const entries = columnsOf(values);
  const { rows } = await sql<{ id: number }>`
    INSERT INTO ${sql.table(table)} (${sql.join(entries.map(([column]) => sql.ref(column)))})
    VALUES (${sql.join(entries.map(([, value]) => value))})
    RETURNING id`.execute(trx);
  const inserted = rows[0];
  if (!inserted) throw new Error(`INSERT INTO ${table} returned no id`);
  return inserted.id;
}

/** Updates one item of the module (the caller found it first). */
export async function updateRow<T extends CatalogueTable>(
  trx: Executor,
  table: T,
  moduleId: string,
  id: number,
  values: Updateable<Schema[T]>,
): Promise<void> {
  const entries = columnsOf(values);
  if (entries.length === 0) return;
  const assignments = sql.join(entries.map(([column, value]) => sql`${sql.ref(column)} = ${value}`));
  await sql`UPDATE ${sql.table(table)} SET ${assignments} WHERE module_id = ${moduleId} AND id = ${id}`.execute(
    trx,
  );
}
