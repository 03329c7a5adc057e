import * as z from "zod/mini";
import { builtInFieldKind } from "./booking-field.js";
import { bookingPolicy } from "./booking-policy.js";
import { currencyCode, hexColor, language, latitude, lengthUnit, longitude, moduleId } from "./common.js";
import { mapTiles } from "./map-tiles.js";
import { utcOffsetSpan } from "./zone-offset-spans.js";

/** The module height that means "as tall as the content, no scrolling inside" (docs/decisions/0124). */
export const AUTOMATIC_HEIGHT = 0;

/** Module appearance and its defaults (docs/product.md#limits-and-constants). */
export const MODULE_DEFAULTS = {
  moduleWidth: 600,
  /** Automatic: the widget grows with its content (docs/decisions/0124). */
  moduleHeight: AUTOMATIC_HEIGHT,
  iconColor: "80BDFF",
  buttonColor: "007BFF",
  centerLat: 46.41,
  centerLng: 2.05,
  centerZoom: 5,
} as const;

export const moduleAppearance = z.object({
  moduleWidth: z.int().check(z.gte(1), z.lte(10000)),
  /** 0 (AUTOMATIC_HEIGHT): as tall as its content; otherwise the widget's maximum height in pixels, scrolling inside. */
  moduleHeight: z.int().check(z.gte(0), z.lte(10000)),
  iconColor: hexColor,
  buttonColor: hexColor,
  showMap: z.boolean(),
  centerLat: latitude,
  centerLng: longitude,
  centerZoom: z.int().check(z.gte(0), z.lte(22)),
  /** The owner's Google Maps browser key; empty when the module uses the offline map-less mode. */
  googleMapsApiKey: z.string(),
});
export type ModuleAppearance = z.infer<typeof moduleAppearance>;

/** A vehicle as the customer sees it: no prices, no fleet size. */
export const publicVehicle = z.object({
  id: z.int(),
  name: z.string(),
  passengersSpace: z.int(),
  baggageSpace: z.int(),
  /** The shortest hire billed in minutes when the vehicle is hired by the hour; absent or null: not hired. */
  hourlyMinMinutes: z.optional(z.nullable(z.int())),
});
export type PublicVehicle = z.infer<typeof publicVehicle>;

/** An option the customer may add; the price is a decimal of the module's currency. */
export const publicOption = z.object({
  id: z.int(),
  name: z.string(),
  /** Inline SVG markup of the option's icon (from our own icon set), "" when none. */
  iconSvg: z.string(),
  /** -1: every vehicle; otherwise the one vehicle it applies to. */
  vehicleId: z.int(),
  /** 0 = no limit. */
  maxValue: z.int(),
  pricePerQuantity: z.number(),
});
export type PublicOption = z.infer<typeof publicOption>;

/** A row of the booking form as the customer fills it (active fields only, in the owner's order). */
export const publicField = z.object({
  id: z.int(),
  kind: z.nullable(builtInFieldKind),
  name1: z.string(),
  name2: z.string(),
  required1: z.boolean(),
  required2: z.boolean(),
});
export type PublicField = z.infer<typeof publicField>;

/**
 * What the widget needs to render a module (GET /api/booking/{id}).
 * `ready` is false when the module has no active vehicle or no payment method (docs/product.md#who-uses-it).
 */
export const publicModule = z.object({
  id: moduleId,
  title: z.string(),
  description: z.string(),
  imageUrl: z.nullable(z.string()),
  companyName: z.string(),
  phone: z.string(),
  websiteUrl: z.string(),
  redirectionUrl: z.string(),
  currency: currencyCode,
  defaultLanguage: language,
  lengthUnit: lengthUnit,
  timeZone: z.string(),
  /**
   * The zone's UTC offsets from a day before the document was made to 400 days after, so the
   * widget reads the zone's clock without Intl on its first screen (zone-offset-spans.ts).
   */
  utcOffsets: z.array(utcOffsetSpan),
  appearance: moduleAppearance,
  choices: z.object({ passengers: z.boolean(), vehicles: z.boolean(), trip: z.boolean() }),
  payments: z.object({
    driver: z.boolean(),
    online: z.boolean(),
    /** Online payment charges this percentage of the price, the rest to the driver; null: all of it. */
    depositPercentage: z.optional(z.nullable(z.int())),
    /** The tip a customer paying online may add (percentages of the price, any amount); null: none. */
    gratuity: z.optional(z.nullable(z.object({ percentages: z.array(z.int()), customAmount: z.boolean() }))),
    /**
     * The card paid online is saved and charged for a change the customer asks that costs more
     * (decision 0133): the widget says so before payment. Absent: it is not.
     */
    chargesChanges: z.optional(z.boolean()),
  }),
  holidayMode: z.object({ active: z.boolean(), message: z.string() }),
  ready: z.boolean(),
  vehicles: z.array(publicVehicle),
  options: z.array(publicOption),
  fields: z.array(publicField),
  /** Address search is limited to this country (ISO alpha-2), or null. */
  restrictedCountry: z.nullable(z.string()),
  /** The earliest pick-up the owner accepts, as minutes from now (booking buffer). */
  bookingBufferMinutes: z.int(),
  /** The latest pick-up the owner accepts, as days after today in the module's zone (booking horizon). */
  bookingHorizonDays: z.int(),
  /**
   * What the address search can find: "places" only cities and airports (the server's offline
   * gazetteer: the widget says so in the address box), "addresses" any address.
   */
  addressSearch: z.optional(z.enum(["places", "addresses"])),
  /** The tile server of the keyless map (the one shown without a Google key): the operator's. */
  mapTiles: mapTiles,
  /** Hourly hire, when the owner offers it: the step of the durations. Absent or null: transfers only. */
  hourlyHire: z.optional(z.nullable(z.object({ stepMinutes: z.int() }))),
  /** Stops on the way a transfer may have; absent or 0: none. */
  maxStops: z.optional(z.int()),
  /**
   * The owner's cancellation policy, stated before the customer books (docs/decisions/0110):
   * free until `freeHours` before the pick-up; after that, `fee` (a whole percentage of the
   * price, or an amount in the module's currency) or, REFUSED, no cancellation online.
   * Absent: the widget states none.
   */
  cancellationPolicy: z.optional(
    z.object({
      freeHours: z.int(),
      late: bookingPolicy.shape.cancellationLate,
      fee: z.number(),
    }),
  ),
});
export type PublicModule = z.infer<typeof publicModule>;

export const moduleIdParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });
export const moduleNameParams = z.object({ name: z.string().check(z.minLength(1), z.maxLength(128)) });
export const moduleLookup = z.object({ id: moduleId });
