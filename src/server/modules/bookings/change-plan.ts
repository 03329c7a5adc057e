import type { ChangedFieldId, ParsedChangeRequest } from "../../../contract/booking-change.js";
import { instantToWallClock, wallClockToInstant } from "../../lib/wall-clock.js";
import type { Quote, TripPlaces } from "../quotes/index.js";
import type { ModuleRow } from "../settings/index.js";
import { type BookingRow, paymentSplit } from "./view.js";

/** One line of the history: a field's value before and after, as people read them. */
export interface ChangedField {
  field: ChangedFieldId;
  from: string;
  to: string;
}

/** What an accepted change writes on the booking, and how long each leg holds the vehicle. */
export interface ChangeValues {
  columns: {
    startingAddress: string;
    startingLat: number;
    startingLng: number;
    arrivalAddress: string;
    arrivalLat: number;
    arrivalLng: number;
    stops: string;
    passengers: number;
    baggage: number;
    pickUpTime: string;
    returnPickUpTime: string | null;
    durationMinutes: number;
    distanceKm: number;
    options: string;
    price: number;
    undiscountedPrice: number;
    priceLines: string;
    priceNet: number | null;
    priceTax: number | null;
    discountAmount: number;
  };
  heldMinutes: number;
}

/** The estimate a change asks for: the booking's own trip with the customer's new choices. */
export function changeEstimate(row: BookingRow, module: ModuleRow, input: ParsedChangeRequest) {
  const newPickUp = wallClockToInstant(input.pickUpTime, module.timeZone);
  // A round trip's return moves with its pick-up unless the customer gives it.
  let returnPickUpTime: string | null = input.returnPickUpTime ?? null;
  if (input.returnPickUpTime === undefined && row.returnPickUpTime) {
    const shift = newPickUp.getTime() - new Date(row.pickUpTime).getTime();
    returnPickUpTime = instantToWallClock(
      new Date(new Date(row.returnPickUpTime).getTime() + shift),
      module.timeZone,
    );
  }
  return {
    pickUpTime: input.pickUpTime,
    returnPickUpTime,
    route: returnPickUpTime ? ("ROUND_TRIP" as const) : ("ONE_WAY" as const),
    passengers: input.passengers,
    baggage: input.baggage ?? row.baggage,
    ...(row.vehicleId === null ? {} : { vehicleId: row.vehicleId }),
    options: input.options,
    ...(row.discountCode ? { discountCode: row.discountCode } : {}),
    lang: row.language,
    service: row.serviceType,
    ...(row.hireMinutes === null ? {} : { hireMinutes: row.hireMinutes }),
    stops: input.stops,
    ...(input.startingPlace ? { startingPlace: input.startingPlace } : {}),
    ...(input.arrivalPlace ? { arrivalPlace: input.arrivalPlace } : {}),
    distanceKm: input.distanceKm ?? row.distanceKm,
    durationMinutes: input.durationMinutes ?? row.durationMinutes,
  };
}

/** The places the booking kept (signed when it was made): a change that names none keeps them. */
export function keptPlaces(row: BookingRow): TripPlaces {
  const place = (label: string, lat: number, lng: number) => ({ provider: "booking", label, lat, lng });
  const stops = row.stops ?? [];
  return {
    startingPlace: place(row.startingAddress, row.startingLat, row.startingLng),
    arrivalPlace: place(row.arrivalAddress, row.arrivalLat, row.arrivalLng),
    stops: stops.map((stop) => ({
      ...place(stop.label, stop.lat, stop.lng),
      waitingMinutes: stop.waitingMinutes,
    })),
    dropOff: !(row.serviceType === "HOURLY" && row.arrivalAddress === ""),
  };
}

/** The booking's columns as the new quote sets them (the checkout's own mapping of a quote). */
export function changeValues(quote: Quote): ChangeValues {
  const { price } = quote;
  const optionNames = new Map(quote.catalogue.pricing.options.map((o) => [o.id, o.name]));
  const stops = quote.stops.map(({ label, lat, lng, waitingMinutes }) => ({
    label,
    lat,
    lng,
    waitingMinutes,
  }));
  return {
    columns: {
      startingAddress: quote.places.start.label,
      startingLat: quote.places.start.lat,
      startingLng: quote.places.start.lng,
      arrivalAddress: quote.places.end.label,
      arrivalLat: quote.places.end.lat,
      arrivalLng: quote.places.end.lng,
      stops: JSON.stringify(stops),
      passengers: quote.passengers,
      baggage: quote.baggage,
      pickUpTime: quote.pickUpTime.toISOString(),
      returnPickUpTime: quote.returnPickUpTime?.toISOString() ?? null,
      durationMinutes: quote.durationMinutes,
      distanceKm: quote.distanceKm,
      options: JSON.stringify(
        quote.options
          .filter((o) => o.quantity > 0)
          .map((o) => ({ name: optionNames.get(o.id) ?? "", quantity: o.quantity })),
      ),
      price: price.total,
      undiscountedPrice: price.undiscountedTotal,
      priceLines: JSON.stringify(price.lines),
      priceNet: price.taxes?.net ?? null,
      priceTax: price.taxes?.tax ?? null,
      discountAmount: price.discount?.amount ?? 0,
    },
    heldMinutes:
      quote.service === "HOURLY"
        ? (quote.hireMinutes ?? 0)
        : quote.durationMinutes + stops.reduce((total, stop) => total + stop.waitingMinutes, 0),
  };
}

type Stored<T> = T[] | string | null;
const parsed = <T>(value: Stored<T>): T[] => (typeof value === "string" ? JSON.parse(value) : (value ?? []));

const optionsText = (value: Stored<{ name: string; quantity: number }>) =>
  parsed(value)
    .filter((o) => o.quantity > 0)
    .map((o) => `${o.name} × ${o.quantity}`)
    .join(", ");

const stopsText = (value: Stored<{ label: string }>) =>
  parsed(value)
    .map((stop) => stop.label)
    .join(" → ");

/** What the change changes, field by field, in the module's wall clock (empty: nothing). */
export function changedFields(row: BookingRow, values: ChangeValues, timeZone: string): ChangedField[] {
  const when = (instant: Date | string | null) =>
    instant ? instantToWallClock(new Date(instant), timeZone).replace("T", " ") : "";
  const next = values.columns;
  const pairs: [ChangedFieldId, string, string][] = [
    ["pickUpTime", when(row.pickUpTime), when(next.pickUpTime)],
    ["returnPickUpTime", when(row.returnPickUpTime), when(next.returnPickUpTime)],
    ["from", row.startingAddress, next.startingAddress],
    ["to", row.arrivalAddress, next.arrivalAddress],
    ["stops", stopsText(row.stops), stopsText(next.stops)],
    ["passengers", String(row.passengers), String(next.passengers)],
    ["baggage", String(row.baggage), String(next.baggage)],
    ["options", optionsText(row.options), optionsText(next.options)],
  ];
  return pairs.filter(([, from, to]) => from !== to).map(([field, from, to]) => ({ field, from, to }));
}

/**
 * Who pays the difference (decision 0115): the driver's part takes it (more to collect, or less);
 * what it cannot absorb of a lower price is refunded to the card. A higher price is owed to the
 * driver, unless `chargeOnline` (the owner's choice, a booking paid by card: decision 0133): then
 * it is to charge to the card, in neither part until its charge is PAID (the card's) or FAILED
 * (the driver's).
 */
export function priceDifference(row: BookingRow, newPrice: number, chargeOnline = false) {
  const split = paymentSplit(row);
  const paidByCard = row.paymentMode === "ONLINE" && row.payment === "PAID";
  const more = newPrice - row.price;
  if (chargeOnline && paidByCard && more > 0) {
    return { onlineAmount: split.online, driverAmount: split.driver, refund: 0, charge: more };
  }
  const driver = split.driver + more;
  const refund = paidByCard && driver < 0 ? -driver : 0;
  return {
    onlineAmount: split.online - refund,
    driverAmount: Math.max(driver, 0),
    refund,
    charge: 0,
  };
}
