import type { I18n } from "@lingui/core";
import type { FieldError, FieldErrors } from "react-hook-form";
import { POSTAL_CODE_MAX } from "../../../src/contract/admin-booking.js";
import { BOOKING_INPUT_MAX, NOTES_MAX } from "../../../src/contract/public-booking.js";
import { type BookingFormValues, CUSTOMER_FIELDS, JOURNEY_FIELDS } from "./booking-form-values.js";

type Name = keyof BookingFormValues;

/** The numeric fields' bounds (the contract holds the same). */
const NUMBERS: Partial<Record<Name, { min: number; max: number; integer: boolean }>> = {
  passengers: { min: 1, max: 100, integer: true },
  baggage: { min: 0, max: 100, integer: true },
  duration: { min: 0, max: 14 * 24 * 60, integer: true },
  distance: { min: 0, max: 20_000, integer: false },
  price: { min: 0, max: 10_000_000, integer: false },
};

const TEXT_MAX: Partial<Record<Name, number>> = { notes: NOTES_MAX, postalCode: POSTAL_CODE_MAX };

/**
 * The owner-language text of a field's error. The contract's zod messages are English and meant
 * for API clients; the issue code (react-hook-form's `type`) and the field give the words here.
 * Errors set from a server answer (type "server") already carry translated text.
 */
export function bookingFieldMessage(
  i18n: I18n,
  name: Name,
  error: FieldError | undefined,
): string | undefined {
  if (!error) return undefined;
  if (error.type === "server") return error.message;
  const number = NUMBERS[name];
  if (number) {
    if (error.type === "too_small") return i18n._("Enter a number of at least {min}.", { min: number.min });
    if (error.type === "too_big") return i18n._("Enter a number of at most {max}.", { max: number.max });
    return number.integer ? i18n._("Enter a whole number.") : i18n._("Enter a number.");
  }
  switch (name) {
    case "startingAddress":
    case "startingLat":
    case "startingLng":
      return i18n._("Choose the pick-up address from the suggestions.");
    case "arrivalAddress":
    case "arrivalLat":
    case "arrivalLng":
      return i18n._("Choose the drop-off address from the suggestions.");
    case "pickUpTime":
      return i18n._("Enter the pick-up date and time.");
    case "returnPickUpTime":
      return i18n._("Enter the return date and time of the round trip.");
    case "email":
      return i18n._("Enter a valid e-mail address.");
    case "vehicleId":
      return i18n._("Choose a vehicle.");
    case "country":
      return i18n._("Choose a country.");
    default: {
      const max = TEXT_MAX[name] ?? BOOKING_INPUT_MAX;
      return error.type === "too_big"
        ? i18n._("At most {max} characters.", { max })
        : i18n._("This value is not valid.");
    }
  }
}

/** The tab holding the first field in error, to show it when a save is refused. */
export function tabOfErrors(errors: FieldErrors<BookingFormValues>): "journey" | "customer" | undefined {
  if (JOURNEY_FIELDS.some((name) => errors[name])) return "journey";
  if (CUSTOMER_FIELDS.some((name) => errors[name])) return "customer";
  return undefined;
}

/** The first field in error of a tab, in the order the form shows them (to give it the focus). */
export function firstFieldInError(
  errors: FieldErrors<BookingFormValues>,
  tab: "journey" | "customer",
): Name | undefined {
  const name = (tab === "journey" ? JOURNEY_FIELDS : CUSTOMER_FIELDS).find((field) => errors[field]);
  // Coordinates have no input of their own: their address field takes the focus.
  if (name === "startingLat" || name === "startingLng") return "startingAddress";
  if (name === "arrivalLat" || name === "arrivalLng") return "arrivalAddress";
  return name;
}
