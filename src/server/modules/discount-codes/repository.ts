import { type Kysely, type Selectable, sql } from "kysely";
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
