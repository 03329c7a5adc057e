import type { Schema } from "./schema.js";

/** The server modules that own tables: each is a folder of src/server/modules. */
export type OwningModule =
  | "api-keys"
  | "auth"
  | "availability"
  | "bookings"
  | "calendar-feed"
  | "catalogue"
  | "customers"
  | "drivers"
  | "documents"
  | "google-calendar"
  | "idempotency"
  | "mail"
  | "owners"
  | "payments"
  | "reminders"
  | "settings"
  | "webhooks";

/**
 * Which module reads and writes each table (by its Kysely name). Only that module's files name
 * the table in SQL; another module that needs the table read or changed calls the owner's
 * service, handing it its transaction when both writes must commit together. The test
 * tests/table-ownership.test.ts holds every server file to this map.
 *
 * - catalogue owns the six catalogue tables: its table-generic kit (rows.ts) already inserts,
 *   updates, copies, reorders and deletes the items of all of them; the entity modules (vehicles,
 *   packages, …) give the mapping and the rules.
 * - settings owns modules (the module row is the settings page), module_images and
 *   module_former_names (the direct-link names a module left, kept by a trigger on modules).
 * - owners owns owners: sign-in, profile, language and subscription columns alike.
 * - availability owns vehicle_occupancy (the no-double-booking constraint lives on it).
 * - bookings owns bookings, booking_links, booking_manage_links (the customers' hashed
 *   links) and booking_changes (the customers' change requests and the history); payments owns stripe_events only.
 * - mail owns mail_outbox (the outbox worker sends through the mail module).
 * - calendar-feed owns calendar_feeds (the hashed feed tokens); it reads bookings through bookings.
 * - google-calendar owns its connections (the encrypted grant) and its push queue.
 * - drivers owns drivers and driver_occupancy (no driver on two rides at once); the assignment
 *   columns of bookings are written through the bookings module.
 * - documents owns documents (issued proofs, receipts, invoices, credit notes; never updated)
 *   and document_links (the hashed customer links).
 * - reminders owns reminder_settings (the owner's reminder choices); the reminders themselves are
 *   outbox rows queued through the mail module, about bookings read through the bookings module.
 * - api-keys owns api_keys (the owners' hashed API keys); the auth guard asks it about a key.
 * - idempotency owns idempotency_keys (checkout and the manual booking write their key through it).
 * - webhooks owns webhook_endpoints and webhook_deliveries (its outbox, queued through its hook in
 *   the bookings' transactions).
 */
export const TABLE_OWNERS = {
  owners: "owners",
  modules: "settings",
  moduleImages: "settings",
  moduleFormerNames: "settings",
  vehicles: "catalogue",
  packages: "catalogue",
  surcharges: "catalogue",
  customOptions: "catalogue",
  discountCodes: "catalogue",
  bookingFields: "catalogue",
  customers: "customers",
  mailOutbox: "mail",
  ownerTokens: "auth",
  signInThrottle: "auth",
  sessions: "auth",
  bookings: "bookings",
  bookingLinks: "bookings",
  bookingManageLinks: "bookings",
  bookingChanges: "bookings",
  vehicleOccupancy: "availability",
  stripeEvents: "payments",
  idempotencyKeys: "idempotency",
  calendarFeeds: "calendar-feed",
  googleCalendarConnections: "google-calendar",
  googleCalendarJobs: "google-calendar",
  drivers: "drivers",
  driverOccupancy: "drivers",
  documents: "documents",
  documentLinks: "documents",
  reminderSettings: "reminders",
  apiKeys: "api-keys",
  webhookEndpoints: "webhooks",
  webhookDeliveries: "webhooks",
} as const satisfies Record<keyof Schema, OwningModule>;
