import type { ApiKeyScope } from "../../../contract/api-keys.js";

/** What a route under /api/admin accepts besides a signed-in session: a key scope, or nothing. */
export type RouteAccess = ApiKeyScope | "session";

/**
 * The scope an API key needs on each admin route ("METHOD path under /api/admin", as
 * registered; a HEAD route follows its GET), or "session" where only a signed-in owner may go:
 * keys themselves, the account, sessions, settings, drivers, customers, documents, payments and
 * anything else outside the three scopes (decision 0120). A route missing here is session-only,
 * and src/server/modules/api-keys/route-scopes.test.ts fails until it is given a line.
 */
export const ADMIN_ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  // The catalogue: reading it.
  "GET /vehicles": "catalogue:read",
  "GET /packages": "catalogue:read",
  "GET /surcharges": "catalogue:read",
  "GET /options": "catalogue:read",
  "GET /discount": "catalogue:read",
  "GET /fields": "catalogue:read",
  // Bookings: reading them (the list, one booking, the export, the planning, its documents, the
  // customers' change requests).
  "GET /bookings": "bookings:read",
  "GET /bookings/csv": "bookings:read",
  "GET /bookings/:id": "bookings:read",
  "GET /bookings/:id/documents": "bookings:read",
  "GET /documents/:id/pdf": "bookings:read",
  "GET /planning": "bookings:read",
  "GET /bookings/:id/changes": "bookings:read",
  "GET /booking-changes/pending": "bookings:read",
  // Bookings: pricing and taking one by hand, changing, confirming, cancelling, completing,
  // sharing with the customer, assigning a driver, answering a customer's change request.
  "POST /estimate-price": "bookings:write",
  "POST /bookings": "bookings:write",
  "PUT /bookings/:id": "bookings:write",
  "DELETE /bookings/:id": "bookings:write",
  "POST /bookings/:id/confirm": "bookings:write",
  "POST /bookings/:id/cancel": "bookings:write",
  "POST /bookings/:id/complete": "bookings:write",
  "POST /bookings/:id/share": "bookings:write",
  "PUT /bookings/:id/assignment": "bookings:write",
  "POST /bookings/:id/changes/:changeId/accept": "bookings:write",
  "POST /bookings/:id/changes/:changeId/refuse": "bookings:write",
  // Everything else: the owner, signed in.
  ...sessionOnly(
    ...["vehicles", "packages", "surcharges", "options", "discount", "fields", "drivers"].flatMap((kind) => [
      `POST /${kind}`,
      `PUT /${kind}/:id`,
      `DELETE /${kind}/:id`,
      `GET /${kind}/:id/enable`,
      `GET /${kind}/:id/disable`,
    ]),
    "GET /drivers",
    "POST /vehicles/reorder",
    "POST /packages/reorder",
    "POST /options/reorder",
    "POST /fields/reorder",
    "GET /packages/:id/copy",
    "GET /options/:id/copy",
    "GET /module/identifier",
    "GET /settings",
    "POST /settings",
    "GET /module",
    "POST /module",
    "GET /currency",
    "POST /settings/image",
    "DELETE /settings/image",
    "GET /language",
    "GET /icons",
    "GET /geo/cities",
    "GET /customers",
    "GET /bookings/preview",
    "POST /documents/:id/credit-note",
    "GET /business-details",
    "PUT /business-details",
    "GET /reminders",
    "PUT /reminders",
    "GET /booking-policy",
    "PUT /booking-policy",
    "GET /bookings/:id/manage-link",
    "POST /bookings/:id/manage-link/regenerate",
    "GET /sessions",
    "POST /sessions/revoke",
    "POST /sign-out",
    "POST /sign-out-everywhere",
    "GET /calendar-feed",
    "POST /calendar-feed/regenerate",
    "GET /drivers/:id/link",
    "POST /drivers/:id/link/regenerate",
    "POST /contact",
    "POST /profile",
    "POST /new-profile",
    "GET /stripe-url",
    "GET /stripe-infos",
    "GET /stripe-disconnect",
    "GET /check-subscription",
    "GET /stripe-portal",
    "GET /renew-subscription",
    "GET /google-calendar",
    "POST /google-calendar",
    "PATCH /google-calendar",
    "DELETE /google-calendar",
    "GET /check-google-calendar",
    "POST /preview-link",
    "GET /api-keys",
    "POST /api-keys",
    "DELETE /api-keys/:id",
    // Webhook endpoints hold signing secrets: the owner's session only, like the keys.
    "GET /webhooks",
    "POST /webhooks",
    "PATCH /webhooks/:id",
    "DELETE /webhooks/:id",
    "POST /webhooks/:id/rotate-secret",
    "GET /webhooks/:id/deliveries",
    "POST /webhooks/:id/ping",
    "POST /webhooks/:id/resend",
  ),
};

function sessionOnly(...routes: string[]): Record<string, RouteAccess> {
  return Object.fromEntries(routes.map((route) => [route, "session" as const]));
}

const ADMIN_PREFIX = "/api/admin";

/** The access of a registered admin route (`url` as Fastify registered it, prefix included). */
export function accessOf(method: string, url: string): RouteAccess {
  const key = `${method === "HEAD" ? "GET" : method} ${url.slice(ADMIN_PREFIX.length)}`;
  return ADMIN_ROUTE_ACCESS[key] ?? "session";
}
