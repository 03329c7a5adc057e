import type { ColumnType, Generated } from "kysely";
import type { Defaulted, Timestamp } from "./core.js";

/** Drivers and the legs they drive (migration 0030). */
export interface DriverTables {
  drivers: DriversTable;
  driverOccupancy: DriverOccupancyTable;
}

export interface DriversTable {
  id: Generated<number>;
  moduleId: string;
  name: string;
  phone: Defaulted<string>;
  email: Defaulted<string>;
  licenceNumber: Defaulted<string>;
  active: Defaulted<boolean>;
  /** Random; with the server's secret it derives the link's token (the link can be shown again). */
  linkNonce: string;
  linkTokenHash: string;
  linkCreatedAt: Timestamp;
}

export interface DriverOccupancyTable {
  bookingId: number;
  leg: number;
  driverId: number;
  /** tstzrange; written with sql`tstzrange(…)`. */
  during: ColumnType<string, never, never>;
}
