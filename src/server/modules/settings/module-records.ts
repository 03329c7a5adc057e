import { type Expression, type Insertable, sql, type Transaction } from "kysely";
import type { Executor } from "../../db/executor.js";
import type { ModulesTable, Schema } from "../../db/schema.js";

/**
 * What other modules need of the module row besides its settings, each in the caller's
 * transaction when one is given: settings owns the table, the callers own the moment.
 */

/**
 * The module's next booking number, as an SQL expression for a statement that writes it in place
 * (migration 0023's `next_booking_number`, the one place the counter is advanced): it locks the
 * counter row until the commit, so concurrent checkouts of the module number one at a time, and
 * a rollback gives the number back (no gap). NULL when no module has that id.
 */
export const nextBookingNumber = (moduleId: Expression<string> | string) =>
  sql<number>`next_booking_number(${moduleId})`;

/** Next booking number of the module (bookings); the counter row lock serialises concurrent checkouts. */
export async function takeBookingNumber(trx: Transaction<Schema>, moduleId: string): Promise<number> {
  const { rows } = await sql<{
    number: number | null;
  }>`SELECT ${nextBookingNumber(moduleId)} AS number`.execute(trx);
  const number = rows[0]?.number;
  if (number == null) throw new Error(`No module ${moduleId} to number a booking of`);
  return number;
}

/** Direct-link names already taken that derive from `base` (base, base-2, …), for a new module. */
export function moduleNamesLike(executor: Executor, base: string): Promise<string[]> {
  return namesTaken(executor, base);
}

/**
 * The names deriving from `base` that modules (but `exceptModuleId`) hold now or held before a
 * rename: a former name stays its module's (migration 0017), so it is as taken as a current one.
 */
export async function namesTaken(
  executor: Executor,
  base: string,
  exceptModuleId?: string,
): Promise<string[]> {
  const current = executor
    .selectFrom("modules")
    .select("name")
    .where((eb) => eb.or([eb("name", "=", base), eb("name", "like", `${base}-%`)]))
    .$if(exceptModuleId !== undefined, (query) => query.where("id", "<>", exceptModuleId as string));
  const former = executor
    .selectFrom("moduleFormerNames")
    .select("name")
    .where((eb) => eb.or([eb("name", "=", base), eb("name", "like", `${base}-%`)]))
    .$if(exceptModuleId !== undefined, (query) => query.where("moduleId", "<>", exceptModuleId as string));
  const rows = await current.union(former).execute();
  return rows.flatMap((row) => (row.name ? [row.name] : []));
}

/** A new owner's module, in the transaction that creates the owner (owners). */
export async function insertModule(
  trx: Transaction<Schema>,
  values: Insertable<ModulesTable>,
): Promise<void> {
  await trx.insertInto("modules").values(values).execute();
}

/** The id of the owner's module (auth: a session is an owner and their module). */
export async function moduleIdOfOwner(executor: Executor, ownerId: string): Promise<string | undefined> {
  const row = await executor
    .selectFrom("modules")
    .select("id")
    .where("ownerId", "=", ownerId)
    .executeTakeFirst();
  return row?.id;
}

/** The module's row read in the caller's transaction (a listener told of a change inside one). */
export function moduleRowIn(executor: Executor, moduleId: string) {
  return executor.selectFrom("modules").selectAll().where("id", "=", moduleId).executeTakeFirstOrThrow();
}
