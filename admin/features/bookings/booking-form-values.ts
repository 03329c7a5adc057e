import type * as z from "zod/mini";
import type {
  AdminBooking,
  ManualBookingInput,
  manualBookingInput,
} from "../../../src/contract/admin-booking.js";
import type { LengthUnit } from "../../../src/contract/common.js";
import { fallbackCountry } from "../../../src/contract/customer-country.js";
import type { PublicModule } from "../../../src/contract/module.js";
import { MILES_PER_KM } from "../../../src/pricing/geo.js";

/** The form holds the manual booking payload (manualBookingInput) as typed; the contract checks it. */
export type BookingFormValues = ManualBookingInput;
export type BookingFormOutput = z.infer<typeof manualBookingInput>;

/** What the new/edit dialog needs of the module. */
export type BookingModule = Pick<
  PublicModule,
  "id" | "lengthUnit" | "currency" | "timeZone" | "vehicles" | "restrictedCountry" | "hourlyHire"
>;

export const round1 = (value: number) => Math.round(value * 10) / 10;

/** A distance typed in the module's unit, in kilometres (the estimate speaks kilometres). */
export const toKilometres = (distance: number, unit: LengthUnit) =>
  unit === "MILE" ? distance / MILES_PER_KM : distance;

/** An empty date input is "no return time". */
export const toWallClockOrNull = (value: unknown) =>
  typeof value === "string" && value !== "" ? value : null;

function coords(text: string): [number | undefined, number | undefined] {
  const [lat, lng] = text.split(",").map((part) => Number(part));
  return [Number.isFinite(lat) ? lat : undefined, Number.isFinite(lng) ? lng : undefined];
}

/** A new booking: one passenger, no baggage, one way, the first vehicle, the module's country. */
export function newBookingValues(module: BookingModule, locale: string): Partial<BookingFormValues> {
  return {
    startingAddress: "",
    arrivalAddress: "",
    vehicleId: module.vehicles[0]?.id,
    passengers: 1,
    baggage: 0,
    route: "ONE_WAY",
    pickUpTime: "",
    returnPickUpTime: null,
    service: "TRANSFER",
    hireMinutes: null,
    stops: [],
    notes: "",
    firstName: "",
    lastName: "",
    company: "",
    email: "",
    phone: "",
    // Never silently the United States (decision 0090).
    country: fallbackCountry(module.restrictedCountry, locale),
    address: "",
    additionalAddress: "",
    city: "",
    postalCode: "",
  };
}

/** A booking being edited, as the form shows it (distance in the module's unit). */
export function bookingValues(booking: AdminBooking, unit: LengthUnit): Partial<BookingFormValues> {
  const [startingLat, startingLng] = coords(booking.startingCoords);
  const [arrivalLat, arrivalLng] = coords(booking.arrivalCoords);
  const customer = booking.customer;
  return {
    startingAddress: booking.startingAddress,
    startingLat,
    startingLng,
    arrivalAddress: booking.arrivalAddress,
    arrivalLat,
    arrivalLng,
    vehicleId: booking.vehicleId ?? undefined,
    passengers: booking.passengers,
    baggage: booking.baggage,
    route: booking.route,
    pickUpTime: booking.pickUpTime,
    returnPickUpTime: booking.returnPickUpTime,
    duration: booking.durationMinutes,
    distance: unit === "MILE" ? booking.distanceMiles : booking.distanceKm,
    service: booking.serviceType,
    hireMinutes: booking.hireMinutes,
    stops: booking.stops,
    price: booking.price,
    notes: booking.notes,
    firstName: customer.firstName,
    lastName: customer.lastName,
    company: customer.companyName,
    email: customer.email,
    phone: customer.phone,
    country: customer.country,
    address: customer.street,
    additionalAddress: customer.additionalAddress,
    city: customer.city,
    postalCode: customer.postalCode,
  };
}

/**
 * The values without what the choices hide, whatever was typed before switching: a one-way trip
 * carries no return time, a hire is one way without stops, a transfer has no hire duration.
 * Applied before the contract checks the form, so a hidden field never blocks the save.
 */
export function withoutHidden<T extends BookingFormValues>(values: T): T {
  const hire = values.service === "HOURLY";
  const route = hire ? "ONE_WAY" : (values.route ?? "ONE_WAY");
  return {
    ...values,
    route,
    returnPickUpTime: route === "ROUND_TRIP" ? values.returnPickUpTime : null,
    hireMinutes: hire ? values.hireMinutes : null,
    stops: !hire && route === "ONE_WAY" ? (values.stops ?? []) : [],
  };
}

/** The payload sent. */
export function toPayload(values: BookingFormOutput): ManualBookingInput {
  return withoutHidden(values);
}

export const JOURNEY_FIELDS = [
  "startingAddress",
  "startingLat",
  "startingLng",
  "arrivalAddress",
  "arrivalLat",
  "arrivalLng",
  "service",
  "hireMinutes",
  "stops",
  "vehicleId",
  "passengers",
  "baggage",
  "route",
  "pickUpTime",
  "returnPickUpTime",
  "duration",
  "distance",
  "price",
  "notes",
] as const satisfies readonly (keyof BookingFormValues)[];

export const CUSTOMER_FIELDS = [
  "firstName",
  "lastName",
  "company",
  "email",
  "phone",
  "country",
  "address",
  "additionalAddress",
  "city",
  "postalCode",
] as const satisfies readonly (keyof BookingFormValues)[];

/**
 * "No coordinates": an address typed but not chosen from the suggestions. The contract types
 * coordinates as numbers; leaving them unset makes it refuse the form, which is the point.
 */
export const NO_COORDINATE = undefined as unknown as number;

/**
 * A select's starting option, given as its defaultValue too: the option is then marked as the
 * default one, so the form library sees an untouched select and keeps the form's value even
 * where a select starts with nothing selected (happy-dom in the component tests).
 */
export function startingOption(
  defaults: { readonly [name: string]: unknown } | undefined,
  name: "vehicleId" | "route" | "country" | "service" | "hireMinutes",
): string {
  const value = defaults?.[name];
  return value === undefined || value === null ? "" : String(value);
}
