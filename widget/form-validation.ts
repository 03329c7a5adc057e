import type { PublicModule, PublicVehicle } from "../src/contract/module.js";
import { type DetailErrorCode, rowInputs, validateDetail } from "./model/details-validation.js";
import type { GratuityDraft } from "./model/gratuity-draft.js";
import {
  effectiveService,
  type TripDraft,
  type TripErrorCode,
  tripCounts,
  validateTrip,
} from "./model/trip-validation.js";
import type { ZonedNow } from "./zoned-now.js";

/** Everything the customer fills in, as the inputs hold it. */
export interface FormValues {
  trip: TripDraft;
  /** null: none chosen yet (the first vehicle that fits is used). */
  vehicleId: number | null;
  /** Quantities by option id. */
  options: Record<number, number>;
  /** Booking-form inputs by name (`f12`, `f12-2`). */
  details: Record<string, string>;
  consent: boolean;
  paymentMode: "DRIVER" | "ONLINE";
  /** The tip chosen with online payment (steps/online-payment.tsx). */
  gratuity: GratuityDraft;
}

export type FormErrorCode = TripErrorCode | DetailErrorCode;
/** By input name, in the order the inputs appear. */
export type FormErrors = Record<string, FormErrorCode>;

/** Vehicles that take the party; all of them when the customer does not choose the numbers. */
export function fittingVehicles(module: PublicModule, values: FormValues): PublicVehicle[] {
  const { passengers, baggage } = tripCounts(values.trip, module);
  // A hire is offered by the vehicles with an hourly rate only.
  const hire = effectiveService(values.trip, module) === "HOURLY";
  return module.vehicles.filter(
    (v) =>
      v.passengersSpace >= passengers &&
      v.baggageSpace >= baggage &&
      (!hire || (v.hourlyMinMinutes !== undefined && v.hourlyMinMinutes !== null)),
  );
}

/**
 * The vehicle the booking is for: the customer's choice while it still fits, else the first
 * vehicle that fits; the module's first vehicle when the customer does not choose (the
 * vehicle defaults to the first one).
 */
export function chosenVehicle(module: PublicModule, values: FormValues): PublicVehicle | undefined {
  if (!module.choices.vehicles && effectiveService(values.trip, module) === "TRANSFER")
    return module.vehicles[0];
  const fitting = fittingVehicles(module, values);
  return fitting.find((v) => v.id === values.vehicleId) ?? fitting[0];
}

/** The booking-form rows the customer fills in (the discount code has its own control). */
export function detailRows(module: PublicModule) {
  return module.fields.filter((row) => row.kind !== "discountCode");
}

/** Every problem of the form, keyed by input name, in the order of the form. */
export function validateForm(module: PublicModule, values: FormValues, now: ZonedNow): FormErrors {
  const errors = { ...validateTrip(values.trip, module, now) } as FormErrors;
  if (!errors.passengers && !errors.baggage && !chosenVehicle(module, values)) errors.vehicle = "range";
  for (const row of detailRows(module)) {
    for (const input of rowInputs(row, () => "")) {
      const code = validateDetail(input, values.details[input.name]);
      if (code) errors[input.name] = code;
    }
  }
  if (!values.consent) errors.consent = "required";
  return errors;
}
