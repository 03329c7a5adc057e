import { type Kysely, type Selectable, sql, type Transaction } from "kysely";
import type { Schema } from "../../db/schema.js";
import type { DiscountCodesTable } from "../../db/tables/catalogue.js";

/** Codes are unique per module whatever their case (the same lower() as the unique index). */
export async function discountCodeTaken(
  trx: Kysely<Schema>,
  moduleId: string,
  code: string,
): Promise<boolean> {
  const row = await trx
    .selectFrom("discountCodes")
    .select("id")
    .where("moduleId", "=", moduleId)
    .where(sql<string>`lower(code)`, "=", sql<string>`lower(${code})`)
    .executeTakeFirst();
  return row !== undefined;
}

/** The module's active code as a customer typed it (discount check, checkout). */
export function findActiveDiscountCode(
  db: Kysely<Schema>,
  moduleId: string,
  code: string,
): Promise<Selectable<DiscountCodesTable> | undefined> {
  return db
    .selectFrom("discountCodes")
    .selectAll()
    .where("moduleId", "=", moduleId)
    .where("active", "=", true)
    .where(sql<string>`lower(code)`, "=", sql<string>`lower(${code.replace(/\s+/g, "")})`)
    .executeTakeFirst();
}

/**
 * Counts one use of the code in the checkout transaction, unless it is used up or disabled
 * meanwhile: the conditional update makes a code used at most maxUsage times, whatever the
 * concurrency. False when the code could not be used.
 */
export async function claimDiscountUse(trx: Transaction<Schema>, codeId: number): Promise<boolean> {
  const used = await trx
    .updateTable("discountCodes")
    .set((eb) => ({ used: eb("used", "+", 1) }))
    .where("id", "=", codeId)
    .where("active", "=", true)
    .where((eb) => eb.or([eb("maxUsage", "=", 0), eb("used", "<", eb.ref("maxUsage"))]))
    .returning("id")
    .executeTakeFirst();
  return used !== undefined;
}

/**
 * An abandoned or failed payment gives its discount use back, so a limited code is not used
 * up by a customer who never paid.
 */
export async function returnDiscountUse(
  trx: Transaction<Schema>,
  moduleId: string,
  code: string | null,
): Promise<void> {
  if (!code) return;
  await trx
    .updateTable("discountCodes")
    .set((eb) => ({ used: eb("used", "-", 1) }))
    .where("moduleId", "=", moduleId)
    .where("code", "=", code)
    .where("used", ">", 0)
    .execute();
}
