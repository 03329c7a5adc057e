import type { AuthTables } from "./tables/auth.js";
import type { BookingTables } from "./tables/bookings.js";
import type { CoreTables } from "./tables/core.js";

export type { ModulesTable, OwnersTable, VehiclesTable } from "./tables/core.js";

/**
 * Kysely's view of the database (camelCase through CamelCasePlugin), one interface per area
 * in ./tables, each mirroring its migrations in ./migrations.
 */
export interface Schema extends CoreTables, AuthTables, BookingTables {}
