import type { BookingChangeView } from "../../../contract/booking-change.js";
import { instantToWallClock } from "../../lib/wall-clock.js";
import type { BookingRow } from "../bookings/index.js";
import type { ModuleRow } from "../settings/index.js";
import type { ChangeForm } from "./page-change.js";

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
    latest: context.latest,
    currency: row.currency,
    language: row.language,
  };
}
