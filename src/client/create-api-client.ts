import { adminModuleEndpoints } from "./endpoints/admin-module.js";
import { apiKeysEndpoints } from "./endpoints/api-keys.js";
import { authEndpoints } from "./endpoints/auth.js";
import { bookingChangesEndpoints } from "./endpoints/booking-changes.js";
import { bookingFieldsEndpoints } from "./endpoints/booking-fields.js";
import { bookingPolicyEndpoints } from "./endpoints/booking-policy.js";
import { bookingsAdminEndpoints } from "./endpoints/bookings-admin.js";
import { calendarFeedEndpoints } from "./endpoints/calendar-feed.js";
import { cardAccountAdminEndpoints } from "./endpoints/card-account-admin.js";
import { discountCodesEndpoints } from "./endpoints/discount-codes.js";
import { documentsEndpoints } from "./endpoints/documents.js";
import { driversEndpoints } from "./endpoints/drivers.js";
import { geoAdminEndpoints } from "./endpoints/geo-admin.js";
import { googleCalendarAdminEndpoints } from "./endpoints/google-calendar-admin.js";
import { manageLinkEndpoints } from "./endpoints/manage-links.js";
import { miscEndpoints } from "./endpoints/misc.js";
import { optionsEndpoints } from "./endpoints/options.js";
import { packagesEndpoints } from "./endpoints/packages.js";
import { publicBookingEndpoints } from "./endpoints/public-booking.js";
import { remindersEndpoints } from "./endpoints/reminders.js";
import { settingsEndpoints } from "./endpoints/settings.js";
import { subscriptionEndpoints } from "./endpoints/subscriptions.js";
import { surchargesEndpoints } from "./endpoints/surcharges.js";
import { systemEndpoints } from "./endpoints/system.js";
import { vehiclesEndpoints } from "./endpoints/vehicles.js";
import { webhooksEndpoints } from "./endpoints/webhooks.js";
import { type ApiClientOptions, createTransport } from "./http.js";

/**
 * The one typed client of our API, used by the widget and the admin: one function per endpoint,
 * grouped by area in ./endpoints. Every answer is parsed with the contract; every failure is an
 * ApiError carrying the server's code. The widget imports only the endpoint groups it uses
 * (see createPublicClient) so admin calls never reach its bundle.
 */
export function createApiClient(baseUrl: string, options: ApiClientOptions = {}) {
  const transport = createTransport(baseUrl, options);
  return {
    ...systemEndpoints(transport),
    ...authEndpoints(transport),
    ...publicBookingEndpoints(transport),
    ...adminModuleEndpoints(transport),
    ...settingsEndpoints(transport),
    ...miscEndpoints(transport),
    ...geoAdminEndpoints(transport),
    ...cardAccountAdminEndpoints(transport),
    ...calendarFeedEndpoints(transport),
    ...apiKeysEndpoints(transport),
    ...driversEndpoints(transport),
    ...remindersEndpoints(transport),
    ...bookingPolicyEndpoints(transport),
    ...documentsEndpoints(transport),
    ...manageLinkEndpoints(transport),
    ...bookingChangesEndpoints(transport),
    ...googleCalendarAdminEndpoints(transport),
    ...subscriptionEndpoints(transport),
    // Catalogue groups are namespaced: client.vehicles.list(), client.packages.copy(id)…
    ...vehiclesEndpoints(transport),
    ...packagesEndpoints(transport),
    ...surchargesEndpoints(transport),
    ...optionsEndpoints(transport),
    ...discountCodesEndpoints(transport),
    ...bookingFieldsEndpoints(transport),
    ...bookingsAdminEndpoints(transport),
    ...webhooksEndpoints(transport),
  };
}

/** The public subset for the widget: smaller bundle, nothing that needs a token. */
export function createPublicClient(baseUrl: string, options: ApiClientOptions = {}) {
  return publicBookingEndpoints(createTransport(baseUrl, options));
}

export type ApiClient = ReturnType<typeof createApiClient>;
export type PublicClient = ReturnType<typeof createPublicClient>;
export type { ApiClientOptions };
