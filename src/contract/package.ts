import * as z from "zod/mini";
import { catalogueAmount, catalogueName, vehicleName, vehicleScope, vehicleScopeInput } from "./catalogue.js";
import { geoZone } from "./geo-zone.js";
import { reorderPayload } from "./reorder.js";

export const PACKAGE_WAYS = ["EACH_WAY", "ONE_WAY"] as const;
export const packageWay = z.enum(PACKAGE_WAYS);
export type PackageWay = z.infer<typeof packageWay>;

/**
 * A fixed-price package. Its pick-up and drop-off areas, `pickupZone` and `depositZone`, are
 * GeoJSON geometries, each exactly one
 * Polygon (one closed ring, [lng, lat] positions) or one circle, written as a GeoJSON Point with a
 * `radius` in metres: `{ type: "Point", coordinates: [lng, lat], radius: 3000 }` (see geo-zone.ts).
 */
export const packageItem = z.object({
  id: z.int(),
  name: z.string(),
  vehicleId: vehicleScope,
  vehicleName,
  pickupZone: geoZone,
  depositZone: geoZone,
  way: packageWay,
  fixedPrice: z.number(),
  /** The price when a surcharge window applies. */
  increasedPrice: z.number(),
  active: z.boolean(),
  position: z.int(),
});
export type PackageItem = z.infer<typeof packageItem>;

/** POST /admin/packages and PUT /admin/packages/{id}. */
export const packageInput = z.object({
  name: catalogueName,
  vehicleId: vehicleScopeInput,
  pickupZone: geoZone,
  depositZone: geoZone,
  way: z._default(packageWay, "EACH_WAY"),
  fixedPrice: catalogueAmount,
  increasedPrice: catalogueAmount,
});
export type PackageInput = z.input<typeof packageInput>;
export type PackageValues = z.infer<typeof packageInput>;

export const packageList = z.object({ packages: z.array(packageItem) });
export type PackageList = z.infer<typeof packageList>;

export const packagesReorder = reorderPayload("packages");
export type PackagesReorder = z.input<typeof packagesReorder>;
