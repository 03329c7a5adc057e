import type { Selectable } from "kysely";
import type { Zone } from "../../../pricing/index.js";
import type {
  BookingFieldsTable,
  CustomOptionsTable,
  DiscountCodesTable,
  PackagesTable,
  SurchargesTable,
} from "../../db/tables/catalogue.js";
import type { ActiveItems, VehicleRow } from "../catalogue/index.js";
import type { ModuleRow } from "../settings/index.js";
import { type ModuleCatalogue, toModuleCatalogue } from "./pricing-catalogue.js";
import { zoneFromGeoJson } from "./zone.js";

/**
 * Everything the public routes read about one module, as of one catalogue version: built once,
 * shared by the booking page, estimates, discount checks and checkouts until the version moves.
 */
export interface CatalogueSnapshot extends ModuleCatalogue {
  /** The module's catalogue_version this was built from (migration 0010). */
  version: string;
  /** Active options and booking fields, in the owner's order (the booking page lists them). */
  options: Selectable<CustomOptionsTable>[];
  fields: Selectable<BookingFieldsTable>[];
  /**
   * Active discount codes by their lower-case code. Their use counts move with every booking
   * without a new version: a code with a usage limit is read again when it is typed.
   */
  discountCodes: ReadonlyMap<string, Selectable<DiscountCodesTable>>;
  /** The allowed region, parsed once (null when off or unusable). */
  allowedRegion: Zone | null;
  imageUrl: string | null;
  /** Whether the owner's subscription lets the module take bookings, judged at each call. */
  bookingsAllowed(): boolean;
}

/** Where a snapshot is read from: the owners of the module row, the catalogue and the subscription. */
export interface SnapshotSources {
  getModule(moduleId: string): Promise<ModuleRow>;
  imageUrl(moduleId: string): Promise<string | null>;
  /** What the snapshot lists (the catalogue services; the composition root hands them in). */
  catalogue: {
    vehicles: ActiveItems<VehicleRow>;
    packages: ActiveItems<Selectable<PackagesTable>>;
    surcharges: ActiveItems<Selectable<SurchargesTable>>;
    options: ActiveItems<Selectable<CustomOptionsTable>>;
    bookingFields: ActiveItems<Selectable<BookingFieldsTable>>;
    discountCodes: ActiveItems<Selectable<DiscountCodesTable>>;
  };
  bookingsGate?: (ownerId: string) => Promise<() => boolean>;
}

/** The module's stored version as text (node-postgres reads a bigint as a string, PGlite as a bigint). */
export const versionOf = (module: ModuleRow): string => String(module.catalogueVersion);

/**
 * Reads the module row first: its catalogue_version comes with it, so every row read after is at
 * least that new, and a snapshot is never labelled newer than its data.
 */
export async function buildCatalogueSnapshot(
  moduleId: string,
  sources: SnapshotSources,
): Promise<CatalogueSnapshot> {
  const module = await sources.getModule(moduleId);
  const { catalogue } = sources;
  const [vehicles, packages, surcharges, options, fields, codes, imageUrl, bookingsAllowed] =
    await Promise.all([
      catalogue.vehicles.listActive(module.id),
      catalogue.packages.listActive(module.id),
      catalogue.surcharges.listActive(module.id),
      catalogue.options.listActive(module.id),
      catalogue.bookingFields.listActive(module.id),
      catalogue.discountCodes.listActive(module.id),
      sources.imageUrl(module.id),
      sources.bookingsGate ? sources.bookingsGate(module.ownerId) : () => true,
    ]);
  return {
    ...toModuleCatalogue(module, { vehicles, packages, surcharges, options }),
    version: versionOf(module),
    options,
    fields,
    discountCodes: new Map(codes.map((row) => [row.code.toLowerCase(), row])),
    allowedRegion: module.checkboxAllowedRegion ? zoneFromGeoJson(module.allowedRegion) : null,
    imageUrl,
    bookingsAllowed,
  };
}
