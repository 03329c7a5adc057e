import type {
  BookingField,
  BookingFieldList,
  BookingFieldValues,
  BuiltInFieldKind,
} from "../../../contract/booking-field.js";
import { AppError } from "../../kernel/errors.js";
import {
  type CatalogueDeps,
  type CatalogueRow,
  createCatalogueService,
  listActiveRows,
} from "../catalogue/index.js";

function toField(row: CatalogueRow<"bookingFields">): BookingField {
  return {
    id: row.id,
    position: row.position,
    kind: row.kind as BuiltInFieldKind | null,
    name1: row.name1,
    name2: row.name2,
    required1: row.required1,
    required2: row.required2,
    defaultField: row.kind !== null,
    active: row.active,
  };
}

/** A second input exists only with a label: without name2 there is nothing to require. */
const requiredFlags = (input: BookingFieldValues) => ({
  required1: input.required1,
  required2: input.name2 !== "" && input.required2,
});

/**
 * Built-in fields keep their translation keys as names (so they follow the customer's language):
 * only their required flags change, and a different name is refused.
 */
function refuseRename(row: CatalogueRow<"bookingFields">, input: BookingFieldValues): void {
  const renamed = input.name1 !== row.name1 ? "name1" : input.name2 !== row.name2 ? "name2" : undefined;
  if (!renamed) return;
  const message = "A built-in field keeps its name; only its required flags can change";
  throw new AppError("VALIDATION_ERROR", message, [{ path: `body.${renamed}`, code: "built_in", message }]);
}

export function createBookingFieldsService(deps: CatalogueDeps) {
  const catalogue = createCatalogueService<
    "bookingFields",
    BookingField,
    BookingFieldList,
    BookingFieldValues,
    BookingFieldValues
  >(deps, {
    table: "bookingFields",
    toItem: toField,
    listData: (fields) => ({ fields }),
    createColumns: async (_trx, _context, input) => ({
      kind: null,
      name1: input.name1,
      name2: input.name2,
      ...requiredFlags(input),
    }),
    async updateColumns(_trx, _context, row, input) {
      if (row.kind === null) return { name1: input.name1, name2: input.name2, ...requiredFlags(input) };
      refuseRename(row, input);
      return requiredFlags(input);
    },
    async beforeRemove(_trx, row) {
      if (row.kind !== null) {
        throw new AppError(
          "DEFAULT_FIELD_CANNOT_BE_DELETED",
          "A built-in field can be disabled, not deleted",
        );
      }
    },
  });
  return {
    ...catalogue,
    listActive: (moduleId: string) => listActiveRows(deps.db, "bookingFields", moduleId),
  };
}

export type BookingFieldsService = ReturnType<typeof createBookingFieldsService>;
