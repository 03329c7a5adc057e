import type { Selectable } from "kysely";
import type { Executor } from "../../db/executor.js";
import type { Schema } from "../../db/schema.js";

/** The tables of the catalogue, by their Kysely (camelCase) names. */
export type CatalogueTable =
  | "vehicles"
  | "packages"
  | "surcharges"
  | "customOptions"
  | "discountCodes"
  | "bookingFields";

/** The tables whose items apply to all vehicles, one vehicle, or none (see migration 0002). */
export type ScopedTable = "packages" | "surcharges" | "customOptions" | "discountCodes";

const SCOPED_TABLES: ReadonlySet<CatalogueTable> = new Set<CatalogueTable>([
  "packages",
  "surcharges",
  "customOptions",
  "discountCodes",
]);

export const isScopedTable = (table: CatalogueTable): table is ScopedTable => SCOPED_TABLES.has(table);

/** A stored item as the kit reads it: every column, plus its vehicle's name on scoped tables. */
export type CatalogueRow<T extends CatalogueTable> = Selectable<Schema[T]> &
  CommonColumns &
  (T extends ScopedTable ? { vehicleName: string | null } : unknown);

/** The columns every catalogue table has (spelled out so generic code can read them). */
interface CommonColumns {
  id: number;
  moduleId: string;
  active: boolean;
  position: number;
}

/** The database or a transaction of it. */
/** What the catalogue needs to know of the module: money and distances at the API boundary. */
export interface ModuleFacts {
  currency: string;
  lengthUnit: "KM" | "MILE";
}
export type ModuleFactsLookup = (moduleId: string) => Promise<ModuleFacts>;

/**
 * What every catalogue service offers the booking flow: the module's active items of its table,
 * in the owner's order. Readers (quotes, checkout, the public module) ask for this much of each
 * service, so they need not know the six service modules, which are built on this kit.
 */
export interface ActiveItems<Row> {
  listActive(moduleId: string): Promise<Row[]>;
}

/** What every catalogue service is built from. */
export interface CatalogueDeps {
  db: Executor;
  moduleFacts: ModuleFactsLookup;
  /** Told after a write commits: this server drops the module's catalogue snapshot at once. */
  changed?: (moduleId: string) => void;
}
