import * as z from "zod/mini";
import { bookingSource } from "./booking-source.js";
import {
  currencyCode,
  entityId,
  language,
  latitude,
  lengthUnit,
  longitude,
  wallClockTime,
} from "./common.js";
import { placeReference } from "./geo.js";
import { hireMinutes, ownerStop, requestedStop, STOPS_MAX, serviceType } from "./service-types.js";

/** Limits of the customer's inputs (docs/product.md#limits-and-constants). */
export const BOOKING_INPUT_MAX = 250;
export const NOTES_MAX = 1000;

export const chosenOption = z.object({
  id: z.int().check(z.positive()),
  quantity: z.int().check(z.gte(0), z.lte(1000)),
});

/**
 * The price estimate request: the places as references the server signed (address search or
 * reverse geocoding; the server prices from their coordinates and books their labels, never
 * from coordinates the browser would send), the route the browser measured, the options chosen.
 */
export const estimateRequest = z.object({
  // Required: optional in the schema only so that a missing one is refused like a bad one (400
  // PLACE_INVALID naming it: choose the address again), not as a malformed request.
  startingPlace: z.optional(placeReference),
  arrivalPlace: z.optional(placeReference),
  distanceKm: z.number().check(z.gte(0), z.lte(20_000)),
  durationMinutes: z.number().check(z.gte(0), z.lte(14 * 24 * 60)),
  /** Wall-clock in the module's time zone (the server converts it; the browser's zone never matters). */
  pickUpTime: wallClockTime,
  route: z._default(z.enum(["ONE_WAY", "ROUND_TRIP"]), "ONE_WAY"),
  returnPickUpTime: z.optional(z.nullable(wallClockTime)),
  passengers: z._default(z.int().check(z.gte(1), z.lte(100)), 1),
  baggage: z._default(z.int().check(z.gte(0), z.lte(100)), 0),
  /** Omitted: the module's first vehicle. */
  vehicleId: z.optional(z.int().check(z.positive())),
  /**
   * Each option once: an option's maximum is checked on its line, so the same id twice would
   * price and book the sum of two lines each within the maximum. Refused (400), not merged.
   */
  options: z._default(
    z.array(chosenOption).check(
      z.maxLength(50),
      z.refine((options) => new Set(options.map((option) => option.id)).size === options.length, {
        message: "Each option may appear only once",
      }),
    ),
    [],
  ),
  discountCode: z.optional(z.string().check(z.maxLength(32))),
  lang: z.optional(language),
  /**
   * TRANSFER (default): from the starting place to the arrival place. HOURLY: a hire from the
   * starting place for `hireMinutes`; the arrival place is the optional drop-off, and the route
   * figures are those to it (0 without one). Refused unless the module offers hourly hire.
   */
  service: z._default(serviceType, "TRANSFER"),
  hireMinutes: z.optional(hireMinutes),
  /**
   * Stops on the way of a one-way transfer, in order (at most the module's limit); the route's
   * distance and duration go through them.
   */
  stops: z._default(z.array(requestedStop).check(z.maxLength(STOPS_MAX)), []),
});
export type EstimateRequest = z.input<typeof estimateRequest>;

/**
 * The owner's price suggestion for a booking made by hand (admin): the owner is trusted and may
 * type any place, so it takes coordinates rather than signed references.
 */
export const ownerEstimateRequest = z.extend(
  z.omit(estimateRequest, { startingPlace: true, arrivalPlace: true, stops: true }),
  {
    startingLat: latitude,
    startingLng: longitude,
    arrivalLat: latitude,
    arrivalLng: longitude,
    stops: z._default(z.array(ownerStop).check(z.maxLength(STOPS_MAX)), []),
  },
);
export type OwnerEstimateRequest = z.input<typeof ownerEstimateRequest>;

/** One line of the price breakdown, amounts in currency units (decimals). */
export const priceLine = z.object({
  kind: z.enum([
    "distance",
    "package",
    "surcharge",
    "approach",
    "minimum-fare",
    "option",
    "discount",
    "rounding",
    "hire",
    "extra-distance",
    "stops",
    "waiting",
    // a manual booking's whole price, typed by the owner, with its tax (docs/decisions/0095)
    "owner-price",
  ]),
  amount: z.number(),
  leg: z.optional(z.int()),
  name: z.optional(z.string()),
  /** Options: their quantity; "stops": the number of stops. */
  quantity: z.optional(z.int()),
  /** "hire": the minutes billed; "waiting": the minutes waited at the stops. */
  minutes: z.optional(z.int()),
  /** "extra-distance": the distance charged beyond the included one, in the module's unit. */
  distance: z.optional(z.number()),
  code: z.optional(z.string()),
  /**
   * With a module tax rate only (docs/decisions/0083): the line's rate in percent, its net and
   * its tax; `amount` is the gross (net + tax), each rounded per line.
   */
  taxRate: z.optional(z.number()),
  net: z.optional(z.number()),
  tax: z.optional(z.number()),
});
export type PriceLineDto = z.infer<typeof priceLine>;

/** Taxed lines' totals: overall, and per rate (in percent) the sums of its lines. */
export const taxTotals = z.object({
  net: z.number(),
  tax: z.number(),
  rates: z.array(z.object({ taxRate: z.number(), net: z.number(), tax: z.number(), gross: z.number() })),
});
export type TaxTotalsDto = z.infer<typeof taxTotals>;

/** The quote's tax, with a module tax rate only. */
export const priceTaxes = z.extend(taxTotals, {
  /** Whether the owner's catalogue amounts include the tax (else the tax was added to them). */
  pricesIncludeTax: z.boolean(),
});
export type PriceTaxesDto = z.infer<typeof priceTaxes>;

export const estimateResponse = z.object({
  price: z.number(),
  undiscountedPrice: z.number(),
  currency: currencyCode,
  lines: z.array(priceLine),
  taxes: z.optional(priceTaxes),
  /**
   * The code typed, and only whether it applies: "invalid" for an unknown, used-up, out-of-dates
   * or other-vehicle code alike, so that the estimate tells a guesser no more than the discount
   * check (docs/decisions/0077-discount-guessing-and-estimate-answers.md).
   */
  discount: z.nullable(
    z.object({
      code: z.string(),
      status: z.enum(["valid", "invalid"]),
      amount: z.number(),
    }),
  ),
  vehicleId: z.int(),
  distanceKm: z.number(),
  distanceMiles: z.number(),
  durationMinutes: z.number(),
  lengthUnit: lengthUnit,
  /** False when the vehicle looks fully booked at that time (checkout decides for sure). */
  available: z.boolean(),
});
export type EstimateResponse = z.infer<typeof estimateResponse>;

/**
 * One row of the booking form as filled: `value` for its first input, `value2` for the second
 * (rows with name2). Lengths: notes up to NOTES_MAX, every other input up to BOOKING_INPUT_MAX
 * (checked by the server, which knows the row's kind).
 */
export const filledField = z.object({
  id: entityId,
  value: z._default(z.string().check(z.maxLength(NOTES_MAX)), ""),
  value2: z._default(z.string().check(z.maxLength(NOTES_MAX)), ""),
});

/** Bounds of a typed tip at the API, in currency units; the real bound is the ride's price. */
export const GRATUITY_AMOUNT_MAX = 1_000_000;

/**
 * The tip a customer paying online adds (docs/decisions/0094): one of the owner's percentages
 * of the ride's price, or an amount in currency units (at most the ride's price). 0: no tip.
 */
export const gratuityChoice = z.union([
  z.strictObject({ percentage: z.int().check(z.gte(0), z.lte(100)) }),
  z.strictObject({ amount: z.number().check(z.gte(0), z.lte(GRATUITY_AMOUNT_MAX)) }),
]);
export type GratuityChoiceDto = z.infer<typeof gratuityChoice>;

/**
 * The public booking submission: the trip, the filled form fields, payment and consent. The
 * addresses booked are the labels of the place references.
 */
export const checkoutRequest = z.extend(estimateRequest, {
  /** Each form row once: two values for one row would leave the server to guess which one counts. */
  fields: z.array(filledField).check(
    z.maxLength(100),
    z.refine((rows) => new Set(rows.map((row) => row.id)).size === rows.length, {
      message: "Each form field may appear only once",
    }),
  ),
  paymentMode: z.enum(["DRIVER", "ONLINE"]),
  consent: z.literal(true, "Consent is required"),
  /** The price the customer saw; refused if the server's differs (PRICE_CHANGED), never trusted. */
  expectedPrice: z.optional(z.number()),
  /** Online payment only, when the owner offers tips: GRATUITY_NOT_OFFERED otherwise (422). */
  gratuity: z.optional(gratuityChoice),
  /** Where the booking came from (docs/decisions/0121): kept with the booking for the owner. */
  source: z.optional(bookingSource),
});
export type CheckoutRequest = z.input<typeof checkoutRequest>;

export const checkoutResponse = z.object({
  number: z.int(),
  /** CONFIRMED when the owner's automatic confirmation confirmed a driver-payment booking at once. */
  status: z.enum(["VALIDATED", "CONFIRMED"]),
  paymentMode: z.enum(["DRIVER", "ONLINE"]),
  /** Set for online payment: where to send the customer to pay. */
  paymentUrl: z.nullable(z.string()),
  /** Where to send the customer after a driver-payment booking (the module's redirection URL), or null. */
  redirectUrl: z.nullable(z.string()),
  price: z.number(),
  currency: currencyCode,
  /** The tip added (outside the price), 0 without one. */
  gratuity: z.number(),
  /** What the card is charged (a deposit or the whole price, plus the tip); 0 for payment to the driver. */
  onlineAmount: z.number(),
  /** What the customer pays the driver: the rest of the price after a deposit, or all of it. */
  driverAmount: z.number(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

/**
 * GET /booking/{id}/discount/{code}: the vehicle and the price shown, to say what the code would
 * take off. For a module whose prices exclude tax, `price` is the price before tax.
 */
export const discountCheckQuery = z.object({
  vehicleId: z.optional(z.pipe(z.coerce.number(), z.int().check(z.positive()))),
  price: z.optional(z.pipe(z.coerce.number(), z.number().check(z.gte(0), z.lte(10_000_000)))),
});

export const discountCheckParams = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  code: z.string().check(z.minLength(1), z.maxLength(64)),
});

/**
 * Discount check response (GET /booking/{id}/discount/{code}). For a module whose prices exclude
 * tax (a tax rate set, prices entered before tax: docs/decisions/0095) the answer is in net terms:
 * `amountsBeforeTax` is true, `fixedDiscount` is before tax, and `discountPrice` is the `price`
 * sent, read as a price before tax, less the code. Otherwise every amount includes the tax.
 */
export const discountCheckResponse = z.object({
  discount: z.boolean(),
  discountPrice: z.nullable(z.number()),
  fixedDiscount: z.number(),
  percentageDiscount: z.number(),
  amountsBeforeTax: z.optional(z.boolean()),
});
export type DiscountCheckResponse = z.infer<typeof discountCheckResponse>;
