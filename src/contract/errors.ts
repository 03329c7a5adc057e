/**
 * Every error code the API can answer with, in `data` of a failure envelope.
 * All UPPER_SNAKE; the envelope and statuses: docs/decisions/0003-error-envelope-and-status-codes.md.
 */
export const ERROR_CODES = [
  // generic, transport-level
  "VALIDATION_ERROR",
  "INVALID_JSON",
  // a path that is not valid percent-encoding (%E0%A4%A)
  "INVALID_URL",
  "UNSUPPORTED_MEDIA_TYPE",
  "PAYLOAD_TOO_LARGE",
  // an uploaded image whose header announces more than 4096 pixels wide or high
  "IMAGE_TOO_LARGE",
  "NOT_FOUND",
  "METHOD_NOT_ALLOWED",
  "TOO_MANY_REQUESTS",
  "INTERNAL_ERROR",
  // the database cannot be reached (an outage): retry after the Retry-After header
  "DATABASE_UNAVAILABLE",
  // the server is stopping: another instance (or this one, restarted) answers
  "SHUTTING_DOWN",
  // readiness: the database lacks a migration this release knows (restored from an older backup?)
  "MIGRATIONS_PENDING",
  // Idempotency-Key: the first request with this key is still running, or the key came with another body
  "IDEMPOTENCY_KEY_IN_PROGRESS",
  "IDEMPOTENCY_KEY_REUSED",
  // auth
  "UNAUTHORIZED",
  "INVALID_CREDENTIALS",
  "TOKEN_EXPIRED",
  "SESSION_EXPIRED",
  // an API key on a route its scopes do not cover, or on a route for signed-in sessions only
  "INSUFFICIENT_SCOPE",
  "WRONG_CURRENT_PASSWORD",
  // a password reset or change to the password the account already has
  "SAME_PASSWORD",
  "WELCOME_ALREADY_COMPLETED",
  "ACCOUNT_ALREADY_EXISTS",
  // module
  "MODULE_NOT_FOUND",
  "MODULE_NOT_READY",
  // catalogue, discount codes, bookings, Google API key: the admin keys its notices on these names
  "LAST_VEHICLE_MUST_NOT_BE_DISABLED",
  "PACKAGE_CANNOT_BE_ENABLED_WITHOUT_VEHICLE",
  "SURCHARGE_CANNOT_BE_ENABLED_WITHOUT_VEHICLE",
  "CUSTOM_OPTION_CANNOT_BE_ENABLED_WITHOUT_VEHICLE",
  "DISCOUNT_CODE_CANNOT_BE_ENABLED_WITHOUT_VEHICLE",
  "DISCOUNT_CODE_ALREADY_EXISTS",
  "DISCOUNT_CODE_INVALID_DATES",
  "DISCOUNT_CODE_WITHOUT_DISCOUNT",
  "BOOKING_ALREADY_CONFIRMED",
  "BOOKING_ALREADY_CANCELED",
  "BOOKING_EXPIRED",
  "BOOKING_NOT_EDITABLE",
  "GOOGLE_API_DISABLED",
  "GOOGLE_API_WARNING",
  // booking refusals, answered with the owner's message when there is one
  "MIN_DISTANCE",
  "MAX_DISTANCE",
  "OUTSIDE_ALLOWED_REGION",
  "INSIDE_BOOKING_BUFFER",
  "VEHICLE_FULL",
  "HOLIDAY_MODE",
  "ROUTE_IMPLAUSIBLE",
  "CAPACITY_EXCEEDED",
  "VEHICLE_NOT_AVAILABLE",
  // hourly hire or stops asked of a module or vehicle that does not offer them (issue names the field)
  "SERVICE_NOT_OFFERED",
  "OPTION_NOT_AVAILABLE",
  "OPTION_QUANTITY_EXCEEDED",
  "RETURN_BEFORE_ARRIVAL",
  // a pick-up time the clocks skip that night (daylight saving), or beyond the booking horizon
  "NONEXISTENT_LOCAL_TIME",
  "BEYOND_BOOKING_HORIZON",
  "PRICE_CHANGED",
  "REQUIRED_FIELD_MISSING",
  "INVALID_FIELD",
  "PAYMENT_MODE_NOT_OFFERED",
  // a tip with payment to the driver, a percentage the owner does not offer, or tips turned off
  "GRATUITY_NOT_OFFERED",
  // a typed tip above its bound (the ride's price)
  "GRATUITY_TOO_HIGH",
  "DISCOUNT_CODE_INVALID",
  // a place reference (address search) that the server did not sign, was altered or expired
  "PLACE_INVALID",
  // e-mailed confirm/cancel links
  "LINK_INVALID",
  // providers
  "GEO_UNAVAILABLE",
  "NO_ROUTE",
  // module settings
  "PAYMENT_METHOD_NOT_SELECTED",
  "HOME_CITY_NOT_FOUND",
  "CARD_PAYMENTS_NOT_CONFIGURED",
  // card payments and subscriptions (Stripe)
  "STRIPE_ACCOUNT_INVALID",
  "PAYMENT_PROVIDER_UNAVAILABLE",
  "PAYMENT_SESSION_FAILED",
  "WEBHOOK_SIGNATURE_INVALID",
  "SUBSCRIPTIONS_NOT_CONFIGURED",
  "SUBSCRIPTION_EXPIRED",
  "NO_SUBSCRIPTION",
  // catalogue: built-in booking-form fields can be disabled, not deleted
  "DEFAULT_FIELD_CANNOT_BE_DELETED",
  // mail an owner triggers (share, contact): hourly limits
  "MAIL_LIMIT_REACHED",
  // Google Calendar sync
  "GOOGLE_CALENDAR_NOT_ENABLED",
  "GOOGLE_CALENDAR_NOT_CONNECTED",
  "GOOGLE_CALENDAR_UNAVAILABLE",
  // "Contact us" on a server whose operator has set no address (OPERATOR_EMAIL) to receive it
  "CONTACT_UNAVAILABLE",
  // drivers and assignment: the driver drives another ride then, is disabled, still has rides
  // ahead (delete), or the ride is canceled, expired or deleted
  "DRIVER_BUSY",
  "DRIVER_INACTIVE",
  "DRIVER_HAS_UPCOMING_RIDES",
  "BOOKING_NOT_ASSIGNABLE",
  // business details and documents (proof of booking, receipt, invoice, credit note)
  "SIRET_INVALID",
  "VTC_REGISTER_NUMBER_INVALID",
  "VAT_NUMBER_INVALID",
  "DOCUMENT_MENTIONS_MISSING",
  "DOCUMENTS_NOT_ENABLED",
  "BOOKING_NOT_CONFIRMED",
  "BOOKING_ALREADY_COMPLETED",
  "INVOICE_BUYER_REQUIRED",
  "DOCUMENT_NOT_CORRECTABLE",
  // A webhook URL that is not https (http only to this machine in tests), or names a private address
  "WEBHOOK_URL_INVALID",
  // A module holds at most a few webhook endpoints
  "WEBHOOK_LIMIT_REACHED",
  // Customers' change requests (decision 0115): not pending any more, not allowed on this
  // booking now (canceled, started, payment not settled), or the same as the booking.
  "CHANGE_NOT_PENDING",
  "CHANGE_NOT_ALLOWED",
  "CHANGE_WITHOUT_EFFECT",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The HTTP status of each code, held once: the server answers a code with this status whatever
 * threw it, and the OpenAPI document lists a route's codes under these statuses.
 * 400 a malformed or invalid request; 401 sign in (again); 403 an API key without the scope; 404 nothing under that name;
 * 409 the request conflicts with the current state (fleet, booking, account, configuration);
 * 410 a one-time link that expired or was used; 422 a well-formed booking that cannot be made;
 * 502 an outside service (maps, payments) did not answer; 503 the database is unreachable or the
 * server is stopping (try again: Retry-After says when).
 */
export const ERROR_HTTP_STATUS = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  INVALID_URL: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  // A well-formed file whose picture is too big: the bytes are fine, their meaning is refused.
  IMAGE_TOO_LARGE: 422,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  DATABASE_UNAVAILABLE: 503,
  SHUTTING_DOWN: 503,
  MIGRATIONS_PENDING: 503,
  IDEMPOTENCY_KEY_IN_PROGRESS: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  // An e-mailed link (password reset, sign-up, booking decision): gone, not "sign in again".
  TOKEN_EXPIRED: 410,
  // The admin's access token: 401, so the client ends the session and shows the sign-in page.
  SESSION_EXPIRED: 401,
  // Authenticated, but this key may not do that: asking again will not help (decision 0120).
  INSUFFICIENT_SCOPE: 403,
  WRONG_CURRENT_PASSWORD: 401,
  // Well-formed, but a "new" password that is the old one changes nothing: choose another.
  SAME_PASSWORD: 422,
  WELCOME_ALREADY_COMPLETED: 409,
  ACCOUNT_ALREADY_EXISTS: 409,
  MODULE_NOT_FOUND: 404,
  MODULE_NOT_READY: 409,
  LAST_VEHICLE_MUST_NOT_BE_DISABLED: 409,
  PACKAGE_CANNOT_BE_ENABLED_WITHOUT_VEHICLE: 409,
  SURCHARGE_CANNOT_BE_ENABLED_WITHOUT_VEHICLE: 409,
  CUSTOM_OPTION_CANNOT_BE_ENABLED_WITHOUT_VEHICLE: 409,
  DISCOUNT_CODE_CANNOT_BE_ENABLED_WITHOUT_VEHICLE: 409,
  DISCOUNT_CODE_ALREADY_EXISTS: 409,
  DISCOUNT_CODE_INVALID_DATES: 400,
  DISCOUNT_CODE_WITHOUT_DISCOUNT: 400,
  BOOKING_ALREADY_CONFIRMED: 409,
  BOOKING_ALREADY_CANCELED: 409,
  BOOKING_EXPIRED: 409,
  BOOKING_NOT_EDITABLE: 409,
  GOOGLE_API_DISABLED: 400,
  GOOGLE_API_WARNING: 400,
  MIN_DISTANCE: 422,
  MAX_DISTANCE: 422,
  OUTSIDE_ALLOWED_REGION: 422,
  INSIDE_BOOKING_BUFFER: 422,
  VEHICLE_FULL: 409,
  HOLIDAY_MODE: 422,
  ROUTE_IMPLAUSIBLE: 422,
  CAPACITY_EXCEEDED: 422,
  VEHICLE_NOT_AVAILABLE: 422,
  SERVICE_NOT_OFFERED: 422,
  OPTION_NOT_AVAILABLE: 422,
  OPTION_QUANTITY_EXCEEDED: 422,
  RETURN_BEFORE_ARRIVAL: 422,
  NONEXISTENT_LOCAL_TIME: 422,
  BEYOND_BOOKING_HORIZON: 422,
  PRICE_CHANGED: 409,
  REQUIRED_FIELD_MISSING: 400,
  INVALID_FIELD: 400,
  PAYMENT_MODE_NOT_OFFERED: 422,
  GRATUITY_NOT_OFFERED: 422,
  GRATUITY_TOO_HIGH: 422,
  DISCOUNT_CODE_INVALID: 422,
  // Bad input: choose the address again. Its issue names the field (startingPlace, arrivalPlace, stops.N.place).
  PLACE_INVALID: 400,
  LINK_INVALID: 404,
  GEO_UNAVAILABLE: 502,
  NO_ROUTE: 422,
  PAYMENT_METHOD_NOT_SELECTED: 400,
  HOME_CITY_NOT_FOUND: 400,
  CARD_PAYMENTS_NOT_CONFIGURED: 409,
  STRIPE_ACCOUNT_INVALID: 409,
  PAYMENT_PROVIDER_UNAVAILABLE: 502,
  PAYMENT_SESSION_FAILED: 422,
  WEBHOOK_SIGNATURE_INVALID: 400,
  SUBSCRIPTIONS_NOT_CONFIGURED: 409,
  SUBSCRIPTION_EXPIRED: 409,
  NO_SUBSCRIPTION: 409,
  DEFAULT_FIELD_CANNOT_BE_DELETED: 409,
  MAIL_LIMIT_REACHED: 429,
  GOOGLE_CALENDAR_NOT_ENABLED: 409,
  GOOGLE_CALENDAR_NOT_CONNECTED: 409,
  GOOGLE_CALENDAR_UNAVAILABLE: 502,
  // Not the owner's fault and not fixable by them: the service is not offered on this server.
  CONTACT_UNAVAILABLE: 503,
  DRIVER_BUSY: 409,
  DRIVER_INACTIVE: 409,
  DRIVER_HAS_UPCOMING_RIDES: 409,
  BOOKING_NOT_ASSIGNABLE: 409,
  SIRET_INVALID: 400,
  VTC_REGISTER_NUMBER_INVALID: 400,
  VAT_NUMBER_INVALID: 400,
  // Turning documents on (or issuing one) while a mandatory mention is missing: fill it first.
  DOCUMENT_MENTIONS_MISSING: 409,
  DOCUMENTS_NOT_ENABLED: 409,
  // Only a confirmed ride can be marked done; a done one stays done.
  BOOKING_NOT_CONFIRMED: 409,
  BOOKING_ALREADY_COMPLETED: 409,
  INVOICE_BUYER_REQUIRED: 400,
  // A credit note corrects a receipt or an invoice once; not a proof or another credit note.
  DOCUMENT_NOT_CORRECTABLE: 409,
  WEBHOOK_URL_INVALID: 400,
  WEBHOOK_LIMIT_REACHED: 409,
  CHANGE_NOT_PENDING: 409,
  CHANGE_NOT_ALLOWED: 409,
  CHANGE_WITHOUT_EFFECT: 400,
} as const satisfies Record<ErrorCode, number>;

export type ErrorHttpStatus = (typeof ERROR_HTTP_STATUS)[ErrorCode];

/** The codes a route may answer, grouped by their HTTP status (for its OpenAPI responses). */
export function codesByStatus(codes: readonly ErrorCode[]): Map<ErrorHttpStatus, ErrorCode[]> {
  const groups = new Map<ErrorHttpStatus, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = ERROR_HTTP_STATUS[code];
    groups.set(status, [...(groups.get(status) ?? []), code]);
  }
  return groups;
}
