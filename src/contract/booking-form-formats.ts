import type { BuiltInFieldKind } from "./booking-field.js";
import { BOOKING_INPUT_MAX, NOTES_MAX } from "./public-booking.js";

/**
 * The formats of the booking form's built-in inputs, checked by the widget as the customer types
 * and by the server on checkout: one definition, so both always agree on what is valid.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with the usual separators and an optional leading +; PHONE_DIGITS counts the digits. */
const PHONE = /^\+?[\d\s().-]+$/;
export const PHONE_DIGITS = { min: 6, max: 20 } as const;
/**
 * Postal codes are not only digits: British, Canadian or Dutch customers have letters
 * in theirs, so letters, digits, spaces and dashes up to POSTAL_CODE_MAX characters are accepted.
 */
export const POSTAL_CODE_MAX = 10;
const POSTAL_CODE = new RegExp(`^[A-Za-z0-9][A-Za-z0-9 -]{0,${POSTAL_CODE_MAX - 1}}$`);
/** An ISO 3166-1 alpha-2 code, as the country select sends it. */
const COUNTRY = /^[A-Za-z]{2}$/;

/** The longest value an input of this kind takes (custom inputs: the general limit). */
export const bookingInputMax = (kind: BuiltInFieldKind | null): number =>
  kind === "notes" ? NOTES_MAX : BOOKING_INPUT_MAX;

export type BookingInputProblem = "tooLong" | "email" | "phone" | "postalCode" | "country";

/** What is wrong with a non-empty, trimmed input of a booking-form row, or null. */
export function bookingInputProblem(
  kind: BuiltInFieldKind | null,
  value: string,
): BookingInputProblem | null {
  if (value.length > bookingInputMax(kind)) return "tooLong";
  if (kind === "email" && !EMAIL.test(value)) return "email";
  if (kind === "phone") {
    const digits = value.replace(/\D/g, "").length;
    if (!PHONE.test(value) || digits < PHONE_DIGITS.min || digits > PHONE_DIGITS.max) return "phone";
  }
  if (kind === "postalCode" && !POSTAL_CODE.test(value)) return "postalCode";
  if (kind === "country" && !COUNTRY.test(value)) return "country";
  return null;
}
