import type { Kysely } from "kysely";
import {
  BUILT_IN_FIELD_KINDS,
  BUILT_IN_REQUIRED,
  builtInFieldName,
} from "../../../contract/booking-field.js";
import type { Schema } from "../../db/schema.js";

/**
 * The built-in booking-form fields of a new module (BUILT_IN_FIELD_KINDS), in the form's order, with
 * translation keys as names. Called inside the transaction that creates the module, so a module
 * never exists without them. Migration 0002 gives the same rows to older modules.
 */
export async function insertBuiltInFields(trx: Kysely<Schema>, moduleId: string): Promise<void> {
  await trx
    .insertInto("bookingFields")
    .values(
      BUILT_IN_FIELD_KINDS.map((kind, position) => ({
        moduleId,
        kind,
        name1: builtInFieldName(kind),
        required1: BUILT_IN_REQUIRED.has(kind),
        position,
      })),
    )
    .execute();
}
