import * as z from "zod/mini";
import { POSTAL_CODE_MAX } from "./booking-form-formats.js";
import { bookingSource, SOURCE_TEXT_MAX } from "./booking-source.js";
import {
  calendarDate,
  currencyCode,
  filterText,
  INTEGER_ID_MAX,
  latitude,
  lengthUnit,
  longitude,
  pathId,
  wallClockTime,
} from "./common.js";
import { BOOKING_INPUT_MAX, NOTES_MAX, priceLine, taxTotals } from "./public-booking.js";
import { bookedStop, hireMinutes, ownerStop, STOPS_MAX, serviceType } from "./service-types.js";

export const BOOKING_STATUSES = ["VALIDATED", "CONFIRMED", "CANCELED", "EXPIRED", "COMPLETED"] as const;
export const bookingStatus = z.enum(BOOKING_STATUSES);
export type BookingStatusValue = z.infer<typeof bookingStatus>;
export const paymentStatus = z.enum(["PAID", "FAILED", "PENDING"]);
export const paymentMode = z.enum(["ONLINE", "DRIVER"]);

/** Bookings list page size: a screenful of rows. */
export const BOOKINGS_PAGE_SIZE = 20;
/** The booking form's limit, for the owner's form too. */
export { POSTAL_CODE_MAX };

export const bookingCustomer = z.object({
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  street: z.string(),
  additionalAddress: z.string(),
  city: z.string(),
  postalCode: z.string(),
});

/** A booking as the owner sees it; amounts in decimals of its currency. */
export const adminBooking = z.object({
  id: z.int(),
  number: z.int(),
  status: bookingStatus,
  payment: z.nullable(paymentStatus),
  paymentMode,
  createdManually: z.boolean(),
  vehicleId: z.nullable(z.int()),
  vehicle: z.string(),
  startingAddress: z.string(),
  arrivalAddress: z.string(),
  /** Coordinates as one "latitude,longitude" string. */
  startingCoords: z.string(),
  arrivalCoords: z.string(),
  /**
   * Where the places come from: SIGNED (the customer chose places the server found and signed;
   * the price follows them), OWNER (typed by the owner), UNVERIFIED (booked before places were signed).
   */
  placesSource: z.enum(["SIGNED", "OWNER", "UNVERIFIED"]),
  /**
   * TRANSFER, or HOURLY: a hire for `hireMinutes` from the starting place (the arrival is its
   * drop-off, "" without one). docs/decisions/0096-hourly-hire.md.
   */
  serviceType: serviceType,
  hireMinutes: z.nullable(z.int()),
  /** A transfer's stops on the way, in order, with the minutes waited at each (docs/decisions/0097). */
  stops: z.array(bookedStop),
  passengers: z.int(),
  baggage: z.int(),
  route: z.enum(["ONE_WAY", "ROUND_TRIP"]),
  /** Wall-clock "YYYY-MM-DDTHH:mm" in the module's time zone, and the same instant in ISO form. */
  pickUpTime: z.string(),
  pickUpAt: z.string(),
  returnPickUpTime: z.nullable(z.string()),
  returnPickUpAt: z.nullable(z.string()),
  durationMinutes: z.int(),
  distanceKm: z.number(),
  distanceMiles: z.number(),
  travelNumber: z.string(),
  notes: z.string(),
  options: z.array(z.object({ name: z.string(), quantity: z.int() })),
  fields: z.array(z.object({ name: z.string(), value: z.string() })),
  price: z.number(),
  undiscountedPrice: z.number(),
  currency: currencyCode,
  lines: z.array(priceLine),
  /** When the lines carry tax (docs/decisions/0083): the net, the tax and their totals per rate. */
  taxes: z.optional(taxTotals),
  /** The customer's tip, outside the price (docs/decisions/0094); 0 without one. */
  gratuity: z.number(),
  /** What the card is charged (a deposit or the whole price, plus the tip; docs/decisions/0093); 0 when paid to the driver. */
  onlineAmount: z.number(),
  /** What the driver collects: the rest of the price after a deposit, or all of it. */
  driverAmount: z.number(),
  discount: z.nullable(
    z.object({
      code: z.string(),
      percentageDiscount: z.number(),
      fixedDiscount: z.number(),
      /** The price paid after the discount. */
      discountPrice: z.number(),
    }),
  ),
  customer: bookingCustomer,
  orderDate: z.string(),
  /** Who drives it (a driver of GET /admin/drivers), null while nobody is assigned. */
  driverId: z.nullable(z.int()),
  /** The plate of the car the driver takes, "" when not given. */
  vehiclePlate: z.string(),
  /** Where the booking came from (docs/decisions/0121); absent when the widget sent nothing. */
  source: z.optional(bookingSource),
  /**
   * The card payment's refund, when there is one (docs/decisions/0117): DUE (to ask Stripe),
   * REQUESTED (asked, Stripe's confirmation not yet come), DONE, or FAILED (to give back by hand).
   */
  refund: z.optional(
    z.object({ status: z.enum(["DUE", "REQUESTED", "DONE", "FAILED"]), amount: z.number() }),
  ),
});
export type AdminBooking = z.infer<typeof adminBooking>;

/** A real day of the module's calendar (2027-02-30 is refused, not read as 2 March). */
const isoDate = calendarDate;

/** GET /admin/bookings: ?page=, plus the filters owners need (status, pick-up dates, search). */
export const bookingListQuery = z.object({
  page: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(1_000_000))), 1),
  status: z.optional(bookingStatus),
  from: z.optional(isoDate),
  to: z.optional(isoDate),
  q: z.optional(filterText(100)),
  /** "true": only rides still waiting or confirmed, not yet picked up, with no driver. */
  unassigned: z.optional(z.enum(["true", "false"])),
  /** Bookings whose `source` or `utm_source` is this text (any case). */
  source: z.optional(filterText(SOURCE_TEXT_MAX)),
  /** "pending": only bookings with a customer's change request waiting for the owner (decision 0115). */
  changes: z.optional(z.enum(["pending"])),
});
export type BookingListQuery = z.input<typeof bookingListQuery>;

export const bookingList = z.object({
  bookings: z.array(adminBooking),
  pagination: z.object({ page: z.int(), pageSize: z.int(), total: z.int(), totalPages: z.int() }),
  lengthUnit,
  /** Rides waiting or confirmed, not yet picked up, that no driver is assigned to (all pages). */
  unassignedUpcoming: z.int(),
  /** Bookings with a customer's change request waiting for the owner's answer (all pages). */
  pendingChanges: z.int(),
});
export type BookingList = z.infer<typeof bookingList>;

export const bookingIdParams = z.object({ id: pathId });

const text = (max: number) => z._default(z.string().check(z.trim(), z.maxLength(max)), "");

/**
 * POST /admin/bookings and PUT /admin/bookings/{id}: the manual booking payload and its rules
 * (passengers ≥ 1, baggage ≥ 0, return time for a round
 * trip, duration, distance and price ≥ 0, notes ≤ 1000, e-mail, postal code ≤ 10).
 */
export const manualBookingInput = z
  .object({
    startingAddress: z.string().check(z.trim(), z.minLength(1), z.maxLength(BOOKING_INPUT_MAX)),
    startingLat: latitude,
    startingLng: longitude,
    arrivalAddress: z.string().check(z.trim(), z.minLength(1), z.maxLength(BOOKING_INPUT_MAX)),
    arrivalLat: latitude,
    arrivalLng: longitude,
    /** Omitted: the module's first vehicle. */
    vehicleId: z.optional(z.int().check(z.positive(), z.lte(INTEGER_ID_MAX))),
    passengers: z._default(z.int().check(z.gte(1), z.lte(100)), 1),
    baggage: z._default(z.int().check(z.gte(0), z.lte(100)), 0),
    route: z._default(z.enum(["ONE_WAY", "ROUND_TRIP"]), "ONE_WAY"),
    pickUpTime: wallClockTime,
    returnPickUpTime: z.optional(z.nullable(wallClockTime)),
    duration: z.int().check(z.gte(0), z.lte(14 * 24 * 60)),
    distance: z.number().check(z.gte(0), z.lte(20_000)),
    price: z.number().check(z.gte(0), z.lte(10_000_000)),
    notes: text(NOTES_MAX),
    firstName: text(BOOKING_INPUT_MAX),
    lastName: text(BOOKING_INPUT_MAX),
    company: text(BOOKING_INPUT_MAX),
    email: z._default(z.union([z.literal(""), z.email()]), ""),
    phone: text(BOOKING_INPUT_MAX),
    country: z._default(
      z.string().check(z.regex(/^([A-Za-z]{2})?$/, "Expected a two-letter country code")),
      "",
    ),
    address: text(BOOKING_INPUT_MAX),
    additionalAddress: text(BOOKING_INPUT_MAX),
    city: text(BOOKING_INPUT_MAX),
    postalCode: text(POSTAL_CODE_MAX),
    /**
     * TRANSFER (default), or HOURLY: a hire of `hireMinutes` from the starting place to the
     * arrival place, one way, without stops (docs/decisions/0096). The owner is trusted: any
     * vehicle, any duration, whatever the module offers customers.
     */
    service: z._default(serviceType, "TRANSFER"),
    hireMinutes: z.optional(z.nullable(hireMinutes)),
    /** A one-way transfer's stops on the way, in order (docs/decisions/0097). */
    stops: z._default(z.array(ownerStop).check(z.maxLength(STOPS_MAX)), []),
  })
  .check(
    z.refine((input) => input.route === "ONE_WAY" || Boolean(input.returnPickUpTime), {
      message: "A round trip needs a return pick-up time",
      path: ["returnPickUpTime"],
    }),
    z.refine((input) => input.service !== "HOURLY" || Boolean(input.hireMinutes), {
      message: "An hourly hire needs its duration in minutes",
      path: ["hireMinutes"],
    }),
    z.refine((input) => input.service !== "HOURLY" || input.route === "ONE_WAY", {
      message: "An hourly hire is one way",
      path: ["route"],
    }),
    z.refine(
      (input) => input.stops.length === 0 || (input.service === "TRANSFER" && input.route === "ONE_WAY"),
      {
        message: "Stops are for one-way transfers",
        path: ["stops"],
      },
    ),
  );
export type ManualBookingInput = z.input<typeof manualBookingInput>;

/** Confirm and cancel from the admin: an optional plain-text message to the customer. */
export const decisionMessage = z.object({
  message: z._default(z.string().check(z.maxLength(NOTES_MAX)), ""),
});

export const shareBookingInput = z.object({
  // One recipient, a plain address (no list, no header injection), as long as SMTP allows.
  email: z.email().check(z.maxLength(254)),
  message: z._default(z.string().check(z.maxLength(NOTES_MAX)), ""),
});
export type ShareBookingInput = z.input<typeof shareBookingInput>;

/**
 * GET /admin/planning: one event per leg whose pick-up day is
 * in [from, to] (module time zone); without them, from a month ago to two months ahead.
 */
export const planningQuery = z.object({ from: z.optional(isoDate), to: z.optional(isoDate) });
export const calendarEvent = z.object({
  id: z.string(),
  bookingId: z.int(),
  /** ISO instants of the leg. */
  date: z.string(),
  end: z.string(),
  status: bookingStatus,
  /** "HH:mm – HH:mm" in the module's time zone. */
  schedule: z.string(),
  passengers: z.int(),
  name: z.string(),
  vehicle: z.string(),
  route: z.enum(["ONE_WAY", "ROUND_TRIP"]),
  isReturn: z.boolean(),
  /** Who drives it (the planning's lanes per driver); null while nobody does. */
  driverId: z.nullable(z.int()),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;
export const planning = z.object({ events: z.array(calendarEvent), lengthUnit });
