import type { I18n } from "@lingui/core";
import { BOOKING_HORIZON_MAX_DAYS, BOOKING_HORIZON_MIN_DAYS } from "../../../src/contract/booking-horizon.js";
import type { LengthUnit } from "../../../src/contract/common.js";
import { STOPS_MAX } from "../../../src/contract/service-types.js";
import {
  DEPOSIT_PERCENTAGE_MAX,
  DEPOSIT_PERCENTAGE_MIN,
  DESCRIPTION_MAX,
  GRATUITY_PERCENTAGES_MAX,
  MODULE_SIZE_MAX,
  SETTINGS_AMOUNT_MAX,
  SETTINGS_MESSAGE_MAX,
  SETTINGS_TEXT_MAX,
} from "../../../src/contract/settings.js";
import type { SettingsFormValues } from "./settings-form-values.js";
import { MAX_BELOW_MIN, NEGATIVE_NOTICE } from "./settings-validation.js";

/**
 * The owner-facing text of a settings error, in the interface language. Errors carry codes
 * (settings-validation.ts), so a language change re-translates the messages on screen.
 */
export function settingsErrorText(
  i18n: I18n,
  field: keyof SettingsFormValues,
  code: string | undefined,
): string | undefined {
  if (!code) return undefined;
  const textMax = () => i18n._("At most {max} characters.", { max: SETTINGS_TEXT_MAX });
  const messageMax = () => i18n._("At most {max} characters.", { max: SETTINGS_MESSAGE_MAX });
  const amount = () => i18n._("Enter an amount from 0 to {max}.", { max: SETTINGS_AMOUNT_MAX });
  switch (field) {
    case "title":
    case "companyName":
    case "googleMapsApi":
      return textMax();
    case "description":
      return i18n._("At most {max} characters.", { max: DESCRIPTION_MAX });
    case "url":
      return i18n._("Enter your website's address, starting with http:// or https://.");
    case "redirectionUrl":
      return i18n._("Enter an address starting with http:// or https://, or leave it empty.");
    case "phone":
      return i18n._("At most {max} characters.", { max: 50 });
    case "timeZone":
      return i18n._("Choose a time zone.");
    case "minFare":
    case "homeCityPrice":
    case "stopFee":
      return amount();
    case "bufferAmount":
      return code === NEGATIVE_NOTICE
        ? i18n._(
            "The minimum notice cannot be negative: enter 0 or more (0: customers may book for right now).",
          )
        : i18n._(
            "Enter the minimum notice as a whole number, 0 or more, without a unit (choose the unit beside).",
          );
    case "bookingHorizonDays":
      return i18n._("Enter a whole number of days from {min} to {max}.", {
        min: BOOKING_HORIZON_MIN_DAYS,
        max: BOOKING_HORIZON_MAX_DAYS,
      });
    case "transportTaxRate":
    case "optionsTaxRate":
    case "hireTaxRate":
      return i18n._("Enter a rate in percent from 0 to 100, with at most two decimals.");
    case "depositPercentage":
      return i18n._("Enter a whole percentage from {min} to {max}.", {
        min: DEPOSIT_PERCENTAGE_MIN,
        max: DEPOSIT_PERCENTAGE_MAX,
      });
    case "gratuityPercentages":
      return code === "VALIDATION_ERROR"
        ? i18n._("Offer at least one percentage, or let customers type an amount.")
        : i18n._("Enter up to {max} different whole percentages from 1 to 100, separated by commas.", {
            max: GRATUITY_PERCENTAGES_MAX,
          });
    case "hourlyStepMinutes":
      return i18n._("Choose a step of 15, 30 or 60 minutes.");
    case "maxStops":
      return i18n._("Enter a whole number of stops from 0 to {max}.", { max: STOPS_MAX });
    case "minDistance":
      return i18n._("Enter a minimum distance above 0.");
    case "maxDistance":
      return code === MAX_BELOW_MIN
        ? i18n._("The maximum distance must not be below the minimum distance.")
        : i18n._("Enter a maximum distance above 0.");
    case "homeCityName":
      return code === "HOME_CITY_NOT_FOUND"
        ? i18n._("Home town not found: pick it from the suggestions.")
        : i18n._("Enter your home town and pick it from the suggestions.");
    case "homeCityDistance":
      return i18n._("Enter the distance travelled free of charge (0 or more).");
    case "allowedRegion":
      return i18n._("Draw the allowed region on the map.");
    case "checkboxDriverPayments":
      return i18n._("Payment method not selected: tick at least one.");
    case "checkboxOnlinePayments":
      return i18n._("Online payments need a connected card payment account.");
    case "moduleWidth":
    case "moduleHeight":
      return i18n._("Enter a whole number of pixels from 1 to {max}.", { max: MODULE_SIZE_MAX });
    case "iconColor":
    case "buttonColor":
      return i18n._("Choose a colour.");
    case "centerLat":
      return i18n._("Enter a latitude from -90 to 90.");
    case "centerLng":
      return i18n._("Enter a longitude from -180 to 180.");
    case "centerZoom":
      return i18n._("Enter a zoom level from 0 to 22.");
    case "msgErrorMinDistance":
    case "msgErrorMaxDistance":
    case "msgErrorAllowedRegion":
    case "msgHolidayMode":
    case "msgVehicleBooked":
      return messageMax();
    default:
      return i18n._("Check this value.");
  }
}

/** "km" or "mi" after a distance field. */
export function distanceUnit(i18n: I18n, unit: LengthUnit): string {
  return unit === "MILE" ? i18n._("mi") : i18n._("km");
}
