import type { I18n } from "@lingui/core";
import type { TripErrorCode, TripField, TripLimits } from "../model/trip-validation.js";

/** The sentence under a stop's address (its number counted from 1). */
export function stopErrorMessage(i18n: I18n, code: TripErrorCode, number: number): string {
  return code === "required"
    ? i18n._("Enter the address of stop {number}.", { number })
    : i18n._("Choose the address of stop {number} from the suggestions.", { number });
}

/**
 * The sentence shown under a trip field for one validation code, in the widget's language.
 * `earliest` is the earliest pickup the module accepts, already formatted; `horizonDays` how many
 * days ahead it takes bookings.
 */
export function tripErrorMessage(
  i18n: I18n,
  field: TripField,
  code: TripErrorCode,
  limits: TripLimits,
  earliest: string,
  horizonDays: number,
): string {
  if (code === "beyondHorizon") {
    return i18n._("Bookings are taken at most {days} days ahead. Choose an earlier date.", {
      days: horizonDays,
    });
  }
  switch (field) {
    case "pickupAddress":
      return code === "chooseAgain"
        ? i18n._("This pickup address has expired. Choose it again from the suggestions.")
        : code === "choose"
          ? i18n._("Choose the pickup address from the suggestions.")
          : i18n._("Enter the pickup address.");
    case "dropoffAddress":
      return code === "chooseAgain"
        ? i18n._("This drop-off address has expired. Choose it again from the suggestions.")
        : code === "choose"
          ? i18n._("Choose the drop-off address from the suggestions.")
          : i18n._("Enter the drop-off address.");
    case "pickupDate":
      return i18n._("Choose the pickup date.");
    case "pickupTime":
      return code === "past"
        ? i18n._("This pickup time is too soon. The earliest is {earliest}.", { earliest })
        : i18n._("Choose the pickup time.");
    case "returnDate":
      return i18n._("Choose the return date.");
    case "returnTime":
      return code === "beforePickup"
        ? i18n._("The return must be after the pickup.")
        : i18n._("Choose the return time.");
    case "passengers":
      return i18n._("Enter a number of passengers from 1 to {max}.", { max: limits.maxPassengers });
    case "baggage":
      return i18n._("Enter a number of bags from 0 to {max}.", { max: limits.maxBaggage });
    case "route":
      return i18n._("Choose the trip type.");
    case "hireMinutes":
      return i18n._("Choose how long you need the vehicle.");
  }
}
