import type { BookingChangeView } from "../../../contract/booking-change.js";
import { instantToWallClock } from "../../lib/wall-clock.js";
import type { BookingRow } from "../bookings/index.js";
import type { ModuleRow } from "../settings/index.js";
import type { ChangeForm } from "./page-change.js";
import type { PlaceChoice, PlaceFields } from "./page-places.js";

/** Signs and checks place references (the geo module's, decision 0044). */
export interface PlaceSigner {
  sign(
    moduleId: string,
    place: { provider: string; providerId: string; label: string; lat: number; lng: number },
  ): string;
  verify(
    moduleId: string,
    reference: string,
  ): { ok: true; place: { label: string; lat: number; lng: number } } | { ok: false };
}

/** The module's options and vehicles as the change form needs them. */
export interface ChangeCatalogue {
  options: { id: number; name: string; maxValue: number; allVehicles: boolean; vehicleId: number | null }[];
  vehicles: { id: number; passengersSpace: number }[];
}

/** A change the customer just sent: its outcome, or its refusal with the fields as sent. */
export interface ChangeTry {
  outcome?: "APPLIED" | "PENDING";
  error?: string;
  sent?: Record<string, string>;
}

/** Whether the booking takes a change now: active, paid when paid online, not yet started. */
function changeable(row: BookingRow, now: Date): boolean {
  const active = row.status === "VALIDATED" || row.status === "CONFIRMED";
  const unpaid = row.paymentMode === "ONLINE" && row.payment !== "PAID";
  return active && !unpaid && row.vehicleId !== null && new Date(row.pickUpTime) > now;
}

/** The change form from the booking (or from what the customer sent when it was refused). */
export function changeFormOf(
  row: BookingRow,
  module: ModuleRow,
  now: Date,
  context: {
    action: string;
    catalogue: ChangeCatalogue;
    latest: BookingChangeView | null;
    changeTry: ChangeTry;
    places: PlaceFields | null;
  },
): ChangeForm | null {
  if (!changeable(row, now)) return null;
  const wall = (instant: Date | string) => instantToWallClock(new Date(instant), module.timeZone);
  const pickUp = wall(row.pickUpTime);
  const back = row.returnPickUpTime ? wall(row.returnPickUpTime) : null;
  const booked = new Map(row.options.map((option) => [option.name, option.quantity]));
  const sent = context.changeTry.error ? context.changeTry.sent : undefined;
  const vehicle = context.catalogue.vehicles.find((v) => v.id === row.vehicleId);
  return {
    action: context.action,
    date: sent?.date ?? pickUp.slice(0, 10),
    time: sent?.time ?? pickUp.slice(11, 16),
    returnDate: back ? (sent?.returnDate ?? back.slice(0, 10)) : null,
    returnTime: back ? (sent?.returnTime ?? back.slice(11, 16)) : null,
    passengers: Number(sent?.passengers ?? row.passengers) || row.passengers,
    maxPassengers: vehicle?.passengersSpace ?? Math.max(row.passengers, 1),
    options: context.catalogue.options
      .filter((option) => option.allVehicles || option.vehicleId === row.vehicleId)
      .map((option) => ({
        id: option.id,
        name: option.name,
        maxValue: option.maxValue,
        quantity: Number(sent?.[`option-${option.id}`] ?? booked.get(option.name) ?? 0) || 0,
      })),
    error: context.changeTry.error ?? null,
    places: context.places,
    latest: context.latest,
    currency: row.currency,
    language: row.language,
  };
}

/**
 * The booking's places signed for the page (decision 0126): the server vouches for what it stored
 * at the booking, as a point ("pin") under the booking's label. A place the customer sent with a
 * refused change is shown again when its reference still checks.
 */
export function bookingPlaceFields(
  row: BookingRow,
  signer: PlaceSigner,
  sent: Record<string, string> | undefined,
): PlaceFields {
  const signed = (label: string, lat: number, lng: number, index: string): PlaceChoice => {
    const shown = label.trim() || `${lat}, ${lng}`;
    const providerId = `booking-${row.id}-${index}`;
    return {
      ref: signer.sign(row.moduleId, { provider: "pin", providerId, label: shown, lat, lng }),
      label: shown,
      lat,
      lng,
    };
  };
  const resent = (reference: string | undefined, booked: PlaceChoice): PlaceChoice => {
    const check = reference ? signer.verify(row.moduleId, reference) : { ok: false as const };
    return check.ok && reference ? { ref: reference, ...check.place } : booked;
  };
  const withoutDropOff = row.serviceType === "HOURLY" && row.arrivalAddress === "";
  const from = resent(
    sent?.startingPlace,
    signed(row.startingAddress, row.startingLat, row.startingLng, "from"),
  );
  const to = withoutDropOff
    ? null
    : resent(sent?.arrivalPlace, signed(row.arrivalAddress, row.arrivalLat, row.arrivalLng, "to"));
  return {
    moduleId: row.moduleId,
    from,
    to,
    changed: from.ref === sent?.startingPlace || (to !== null && to.ref === sent?.arrivalPlace),
    stops: (row.stops ?? []).map((stop, index) => ({
      ...signed(stop.label, stop.lat, stop.lng, `stop-${index}`),
      waitingMinutes: stop.waitingMinutes,
    })),
  };
}
