import type { Generated } from "kysely";
import type { Defaulted, Timestamp } from "./core.js";

/** Module images and customers (migration 0003); modules' former direct-link names (0017). */
export interface SettingsTables {
  moduleImages: ModuleImagesTable;
  customers: CustomersTable;
  moduleFormerNames: ModuleFormerNamesTable;
}

/** A direct-link name a module left: still the module's (its old link redirects). */
export interface ModuleFormerNamesTable {
  name: string;
  moduleId: string;
  retiredAt: Timestamp;
}

export type StoredImageType = "image/png" | "image/jpeg" | "image/webp";

export interface ModuleImagesTable {
  moduleId: string;
  contentType: StoredImageType;
  /** bytea: node-postgres reads a Buffer, PGlite a Uint8Array (a Buffer is one too). */
  data: Uint8Array;
  byteSize: number;
  etag: string;
  updatedAt: Timestamp;
}

export interface CustomersTable {
  id: Generated<number>;
  moduleId: string;
  firstName: Defaulted<string>;
  lastName: Defaulted<string>;
  companyName: Defaulted<string>;
  email: string;
  phone: Defaulted<string>;
  country: Defaulted<string>;
  street: Defaulted<string>;
  additionalAddress: Defaulted<string>;
  city: Defaulted<string>;
  postalCode: Defaulted<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
