import type { ApiKeyTables } from "./tables/api-keys.js";
import type { AuthTables } from "./tables/auth.js";
import type { BookingTables } from "./tables/bookings.js";
import type { CalendarFeedTables } from "./tables/calendar-feed.js";
import type { CatalogueTables } from "./tables/catalogue.js";
import type { CoreTables } from "./tables/core.js";
import type { DocumentTables } from "./tables/documents.js";
import type { DriverTables } from "./tables/drivers.js";
import type { GoogleCalendarTables } from "./tables/google-calendar.js";
import type { IdempotencyTables } from "./tables/idempotency.js";
import type { MailTables } from "./tables/mail.js";
import type { PaymentTables } from "./tables/payments.js";
import type { ReminderTables } from "./tables/reminders.js";
import type { SettingsTables } from "./tables/settings.js";
import type { WebhookTables } from "./tables/webhooks.js";

export type { ModulesTable, VehiclesTable } from "./tables/core.js";

/**
 * Kysely's view of the database (camelCase through CamelCasePlugin), one interface per area
 * in ./tables, each mirroring its migrations in ./migrations.
 */
export interface Schema
  extends CoreTables,
    AuthTables,
    BookingTables,
    SettingsTables,
    MailTables,
    CatalogueTables,
    PaymentTables,
    IdempotencyTables,
    CalendarFeedTables,
    GoogleCalendarTables,
    DriverTables,
    DocumentTables,
    ReminderTables,
    ApiKeyTables,
    WebhookTables {}
