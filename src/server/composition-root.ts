import type { FastifyBaseLogger } from "fastify";
import { DEFAULT_LANGUAGE, type Language } from "../contract/common.js";
import type { Database } from "./db/database.js";
import type { AppConfig } from "./kernel/config.js";
import { lateBinding, moduleSignal } from "./lib/late-binding.js";
import { createApiKeysRepository, createApiKeysService } from "./modules/api-keys/index.js";
import {
  createAuthService,
  createOneTimeTokens,
  createSessions,
  createSignInThrottle,
} from "./modules/auth/index.js";
import { createAvailabilityRepository, createAvailabilityService } from "./modules/availability/index.js";
import { type BookingFieldsService, createBookingFieldsService } from "./modules/booking-fields/index.js";
import {
  type BookingsChanged,
  createAdminBookingsRepository,
  createAdminBookingsService,
  createBookingLifecycle,
  createBookingLinkService,
  createBookingLinks,
  createBookingPaymentRecords,
  createBookingsRepository,
  createCalendarBookingReader,
  createCalendarRides,
  createChangeRequests,
  createDriverRides,
  createManageLinks,
  createReminderRides,
} from "./modules/bookings/index.js";
import {
  createCalendarFeedRepository,
  createCalendarFeedService,
  createFeedTokens,
} from "./modules/calendar-feed/index.js";
import type { CatalogueDeps } from "./modules/catalogue/index.js";
import { createCheckoutService } from "./modules/checkout/index.js";
import { createContactService } from "./modules/contact/index.js";
import { createCustomersRepository, createCustomersService } from "./modules/customers/index.js";
import { createDiscountCodesService, type DiscountCodesService } from "./modules/discount-codes/index.js";
import {
  createDocumentLinkTokens,
  createDocumentsRepository,
  createDocumentsService,
  type DocumentsService,
  withBookingProofs,
} from "./modules/documents/index.js";
import {
  createAssignments,
  createDriverDay,
  createDriversRepository,
  createDriversService,
} from "./modules/drivers/index.js";
import { createGeoService, createPlaceReferences } from "./modules/geo/index.js";
import {
  createGoogleCalendarRepository,
  createGoogleCalendarService,
} from "./modules/google-calendar/index.js";
import { createIdempotencyKeys } from "./modules/idempotency/index.js";
import {
  createOwnerMailLimits,
  createPasswordResetMailer,
  createSignInLockedMailer,
  enqueueMail,
  renderWebhookDisabled,
} from "./modules/mail/index.js";
import { createManageService, createOwnerChangePage } from "./modules/manage/index.js";
import { createMiscService } from "./modules/misc/index.js";
import { createOptionsService, type OptionsService } from "./modules/options/index.js";
import {
  createOwnerAccountsRepository,
  createOwnerLanguageRepository,
  createOwnersRepository,
  createOwnersService,
  createSubscriptionsRepository,
} from "./modules/owners/index.js";
import { createPackagesService, type PackagesService } from "./modules/packages/index.js";
import {
  createCardAccountService,
  createOnlinePayments,
  createPaymentsRepository,
} from "./modules/payments/index.js";
import { createPreviewTokens, createPublicBookingService } from "./modules/public-booking/index.js";
import {
  buildCatalogueSnapshot,
  type CatalogueSnapshot,
  createDiscountCheck,
  createQuoteService,
  createSnapshotCache,
} from "./modules/quotes/index.js";
import {
  createReminderScheduler,
  createReminderSettingsRepository,
  createReminderSettingsService,
} from "./modules/reminders/index.js";
import {
  createBookingPolicySettings,
  createBusinessDetails,
  createModuleCardAccounts,
  createSettingsRepository,
  createSettingsService,
  readCatalogueVersion,
  type SettingsService,
} from "./modules/settings/index.js";
import { createSubscriptionService } from "./modules/subscriptions/index.js";
import { createSurchargesService, type SurchargesService } from "./modules/surcharges/index.js";
import { createVehiclesService, type VehiclesService } from "./modules/vehicles/index.js";
import {
  createSecretSeal,
  createWebhookDelivery,
  createWebhooksAdminService,
  queueBookingEvents,
} from "./modules/webhooks/index.js";
import {
  addressSearchReach,
  createCountryLookup,
  createGeoProvider,
  createGoogleKeyCheck,
  GOOGLE_KEY_CHECK_TIMEOUT_MS,
  placeProviders,
  routeMeasurement,
  routesMeasuredOnServer,
} from "./providers/geo/index.js";
import { createMailTransport } from "./providers/mail/create-mail-transport.js";
import { createPaymentsProvider } from "./providers/payments/index.js";
import { createSmsSender } from "./providers/sms/twilio.js";
import { createBookingExpiryWorker } from "./workers/booking-expiry.js";
import { createEmbeddedVacuumWorker } from "./workers/embedded-vacuum.js";
import { createGoogleCalendarSync } from "./workers/google-calendar-sync.js";
import { createOutboxMailer } from "./workers/outbox-mailer.js";
import { createReminderWorker } from "./workers/reminders.js";
import { createStalePaymentsWorker } from "./workers/stale-payments.js";
import { createWebhookDeliverer } from "./workers/webhook-deliverer.js";

/** Where the services report what must not pass silently (a provider failure answered offline). */
export interface ServiceLog {
  warn(object: unknown, message: string): void;
}

/**
 * The six catalogue services of one app, built on the catalogue module's kit. The type lives here,
 * with the code that builds them: the catalogue module is imported by all six, so it cannot name
 * them without a cycle, and their readers declare the little they use (the catalogue's ActiveItems).
 */
export interface CatalogueServices {
  vehicles: VehiclesService;
  packages: PackagesService;
  surcharges: SurchargesService;
  options: OptionsService;
  discountCodes: DiscountCodesService;
  bookingFields: BookingFieldsService;
}

/**
 * The six catalogue services (vehicles, packages, surcharges, options, codes, fields), each
 * configured with the shared catalogue kit.
 */
export function composeCatalogue(deps: CatalogueDeps): CatalogueServices {
  return {
    vehicles: createVehiclesService(deps),
    packages: createPackagesService(deps),
    surcharges: createSurchargesService(deps),
    options: createOptionsService(deps),
    discountCodes: createDiscountCodesService(deps),
    bookingFields: createBookingFieldsService(deps),
  };
}

/** What the settings read of other modules, and whom they tell of a module's change. */
type SettingsParts = Pick<
  Parameters<typeof createSettingsService>[1],
  "countActiveVehicles" | "cardPaymentsAvailable" | "changed"
>;

/** The settings: the module, its company name and direct link, its Google key and map tiles. */
function composeSettings(config: AppConfig, db: Database["db"], parts: SettingsParts) {
  return createSettingsService(createSettingsRepository(db), {
    publicUrl: config.publicUrl,
    countActiveVehicles: parts.countActiveVehicles,
    cardPaymentsAvailable: parts.cardPaymentsAvailable,
    changed: parts.changed,
    checkGoogleKey: createGoogleKeyCheck(config.geo.googleGeocodingUrl, {
      userAgent: `chauffeur-booking (+${config.publicUrl})`,
      timeoutMs: GOOGLE_KEY_CHECK_TIMEOUT_MS,
    }),
    mapTiles: config.mapTiles,
    routeMeasurement: (googleApiKey) => routeMeasurement(config.geo, googleApiKey),
  });
}

/** Auth: the owner's sign-in, sessions and password reset; module names go through the settings. */
function composeAuth(
  config: AppConfig,
  db: Database["db"],
  tokens: ReturnType<typeof createOneTimeTokens>,
  setModuleCompanyName: SettingsService["setCompanyName"],
) {
  return createAuthService({
    db,
    repository: createOwnerAccountsRepository(db),
    tokens,
    throttle: createSignInThrottle(db),
    sessions: createSessions(db),
    jwtSecret: config.jwtSecret,
    publicUrl: config.publicUrl,
    sendPasswordReset: createPasswordResetMailer(),
    sendSignInLocked: createSignInLockedMailer(),
    setModuleCompanyName,
  });
}

/** What the public routes read about a module, once per catalogue version (migration 0010). */
function composeSnapshots(
  config: AppConfig,
  db: Database["db"],
  sources: Parameters<typeof buildCatalogueSnapshot>[1],
) {
  return createSnapshotCache<CatalogueSnapshot>({
    capacity: config.catalogueCacheSize,
    currentVersion: (moduleId) => readCatalogueVersion(db, moduleId),
    build: (moduleId) => buildCatalogueSnapshot(moduleId, sources),
  });
}

/** What the Google Calendar sync reads of other modules: the module, the owner's contact. */
type GoogleCalendarParts = Pick<
  Parameters<typeof createGoogleCalendarService>[0],
  "getModule" | "ownerContact"
>;

/** Google Calendar sync: its service and the queue its worker reads. */
function composeGoogleCalendar(
  config: AppConfig,
  db: Database["db"],
  log: ServiceLog | undefined,
  parts: GoogleCalendarParts,
) {
  const googleCalendarRepository = createGoogleCalendarRepository(db);
  const googleCalendar = createGoogleCalendarService({
    db,
    config: config.googleCalendar,
    publicUrl: config.publicUrl,
    repository: googleCalendarRepository,
    bookings: createCalendarBookingReader(db),
    getModule: parts.getModule,
    ownerContact: parts.ownerContact,
    log,
  });
  return { googleCalendarRepository, googleCalendar };
}

/** The owner's calendar feed reads the module's rides through the bookings module. */
function composeCalendarFeed(
  config: AppConfig,
  db: Database["db"],
  settings: SettingsService,
  ownerLanguage: (ownerId: string) => Promise<Language>,
) {
  const { publicUrl } = config;
  return createCalendarFeedService({
    repository: createCalendarFeedRepository(db),
    tokens: createFeedTokens(config.jwtSecret),
    publicUrl,
    rides: createCalendarRides({ db, settings, publicUrl }).list,
    ownerLanguage,
    companyName: async (moduleId) => {
      const module = await settings.getModule(moduleId);
      return module.companyName || module.title;
    },
  });
}

/** The drivers, their private pages and who drives which ride (docs/decisions/0103). */
function composeDrivers(
  config: AppConfig,
  db: Database["db"],
  parts: {
    settings: SettingsService;
    mailLimits: ReturnType<typeof createOwnerMailLimits>;
    /** The driver's page shows the proof of booking and marks a ride done. */
    documents: DocumentsService;
    /** The webhooks' driver.assigned, queued in the assignment's transaction. */
    bookingEvents: BookingsChanged;
  },
) {
  const { publicUrl } = config;
  const repository = createDriversRepository(db);
  // The calendar feed's token scheme under a key of its own: a feed token opens no driver's page.
  const service = createDriversService({
    repository,
    tokens: createFeedTokens(config.jwtSecret, "driver-link"),
    publicUrl,
  });
  const rides = createDriverRides();
  const { settings, mailLimits } = parts;
  return {
    service,
    assignments: createAssignments({
      db,
      repository,
      drivers: service,
      rides,
      settings,
      mailLimits,
      publicUrl,
      bookingEvents: parts.bookingEvents,
    }),
    day: createDriverDay({ db, drivers: service, rides, settings, documents: parts.documents }),
    /** A driver as the evening-before reminder needs them (docs/decisions/0112). */
    async forReminder(moduleId: string, driverId: number) {
      const row = await repository.find(moduleId, driverId);
      return row && { name: row.name, email: row.email, active: row.active, pageUrl: service.pageUrl(row) };
    },
  };
}

/** Reminders: the owner's settings, and the round that queues customers' and drivers' reminders. */
function composeReminders(
  config: AppConfig,
  db: Database["db"],
  parts: {
    settings: SettingsService;
    ownerContact: ReturnType<typeof createAuthService>["ownerContact"];
    driverOf: ReturnType<typeof composeDrivers>["forReminder"];
    manageLinks: ReturnType<typeof createManageLinks>;
  },
) {
  const repository = createReminderSettingsRepository(db);
  return {
    settings: createReminderSettingsService({ repository, smsProvider: config.sms?.provider ?? null }),
    scheduler: createReminderScheduler({
      db,
      rides: createReminderRides(),
      settings: repository,
      getModule: parts.settings.getModule,
      ownerContact: parts.ownerContact,
      driverOf: parts.driverOf,
      smsAvailable: config.sms !== undefined,
      // The customer's manage link in the reminder (decision 0109), made on first use.
      manageUrl: (row) => parts.manageLinks.urlFor(db, row.id),
    }),
  };
}

/** What the payments services are built from: the provider, the module's change signal, owners. */
interface PaymentsParts {
  provider: ReturnType<typeof createPaymentsProvider>;
  moduleChanged: ReturnType<typeof moduleSignal>;
  /** The owner's e-mail, for the card account (auth, bound late: auth is built after payments). */
  ownerEmail: (ownerId: string) => Promise<string | undefined>;
  owners: ReturnType<typeof createOwnersService>;
  tokens: ReturnType<typeof createOneTimeTokens>;
}

/** Payments: its repository writes other modules' tables through their owners. */
function composePayments(config: AppConfig, db: Database["db"], parts: PaymentsParts) {
  const { provider, moduleChanged } = parts;
  const paymentsRepository = createPaymentsRepository({
    moduleAccounts: createModuleCardAccounts(db, moduleChanged.notify),
    bookingPayments: createBookingPaymentRecords(db),
  });
  const cardAccount = createCardAccountService({
    db,
    repository: paymentsRepository,
    provider,
    publicUrl: config.publicUrl,
    ownerEmail: parts.ownerEmail,
  });
  const subscriptions = createSubscriptionService({
    db,
    repository: createSubscriptionsRepository(db, moduleChanged.notify),
    provider,
    config: config.payments,
    publicUrl: config.publicUrl,
    owners: parts.owners,
    tokens: parts.tokens,
    recordEvent: paymentsRepository.recordEvent,
  });
  return { paymentsRepository, cardAccount, subscriptions };
}

/** The customers' manage links: the feed's token scheme under a key of their own (decision 0109). */
function composeManageLinks(config: AppConfig, db: Database["db"]) {
  return createManageLinks({
    db,
    tokens: createFeedTokens(config.jwtSecret, "manage-link"),
    publicUrl: config.publicUrl,
  });
}

/**
 * The customer's page behind their manage link: the booking, its documents, self-cancellation,
 * changes (decision 0115); and the owner's side of the changes (their e-mailed link's page).
 */
function composeManage(
  config: AppConfig,
  db: Database["db"],
  log: ServiceLog | undefined,
  parts: Pick<BookingParts, "settings" | "ownerContact" | "snapshots" | "payments" | "placeReferences">,
  built: {
    manageLinks: ReturnType<typeof createManageLinks>;
    lifecycle: ReturnType<typeof createBookingLifecycle>;
    documents: ReturnType<typeof createDocumentsService>;
    onlinePayments: ReturnType<typeof createOnlinePayments>;
    availability: ReturnType<typeof createAvailabilityService>;
    quotes: ReturnType<typeof createQuoteService>;
    bookingsChanged: BookingsChanged;
  },
) {
  const changeRequests = composeChangeRequests(config, db, log, parts, built);
  const ownerChangePage = createOwnerChangePage({ changes: changeRequests, ...parts });
  const manage = createManageService({
    changeRequests,
    catalogue: async (moduleId) => {
      const { options, vehicles } = await parts.snapshots.get(moduleId);
      return { options, vehicles };
    },
    manageLinks: built.manageLinks,
    booking: built.lifecycle.get,
    settings: parts.settings,
    ownerContact: parts.ownerContact,
    documentsLink: (bookingId) => built.documents.linkFor(db, bookingId),
    cancelByCustomer: built.lifecycle.cancelByCustomer,
    settleRefund: built.onlinePayments.settleRefund,
    placeReferences: parts.placeReferences,
    publicUrl: config.publicUrl,
    ...(log ? { log } : {}),
  });
  return { manage, changeRequests, ownerChangePage };
}

/**
 * Customers' changes: the quotes' pricing, the vehicle held again, the card refunded by the
 * provider, or charged for a higher price when the owner opted in (decision 0133).
 */
function composeChangeRequests(
  config: AppConfig,
  db: Database["db"],
  log: ServiceLog | undefined,
  parts: Pick<BookingParts, "settings" | "ownerContact" | "payments">,
  built: {
    availability: ReturnType<typeof createAvailabilityService>;
    quotes: ReturnType<typeof createQuoteService>;
    manageLinks: ReturnType<typeof createManageLinks>;
    bookingsChanged: BookingsChanged;
    onlinePayments: ReturnType<typeof createOnlinePayments>;
  },
) {
  const provider = parts.payments.provider;
  return createChangeRequests({
    db,
    settings: parts.settings,
    availability: built.availability,
    quoteChange: built.quotes.quoteChange,
    ownerCalendarBusy: built.quotes.ownerCalendarBusy,
    bookingsChanged: built.bookingsChanged,
    manageLinks: built.manageLinks,
    ownerContact: parts.ownerContact,
    ...(provider
      ? {
          refundPayment: provider.refundPayment.bind(provider),
          chargeChange: built.onlinePayments.chargeChange,
        }
      : {}),
    publicUrl: config.publicUrl,
    ...(log ? { log } : {}),
  });
}

/** The services the booking flow is built on, composed before it. */
interface BookingParts {
  snapshots: ReturnType<typeof createSnapshotCache<CatalogueSnapshot>>;
  catalogue: CatalogueServices;
  settings: SettingsService;
  customers: ReturnType<typeof createCustomersService>;
  ownerContact: ReturnType<typeof createAuthService>["ownerContact"];
  placeReferences: ReturnType<typeof createPlaceReferences>;
  countryAt: ReturnType<typeof createCountryLookup>;
  measureRoute: ReturnType<typeof createGeoService>["route"];
  googleCalendar: ReturnType<typeof createGoogleCalendarService>;
  payments: {
    provider: ReturnType<typeof createPaymentsProvider>;
    repository: ReturnType<typeof createPaymentsRepository>;
    cardAccount: ReturnType<typeof createCardAccountService>;
  };
}

/**
 * The booking flow: quotes (estimate), checkout, online payment, the owner's decisions and links.
 * Google Calendar's narrow door (bookingsChanged) is queued in their transactions, and the quotes
 * read its cached busy times (ownerBusy).
 */
function composeBooking(
  config: AppConfig,
  db: Database["db"],
  log: ServiceLog | undefined,
  parts: BookingParts,
) {
  const { publicUrl } = config;
  const { snapshots, catalogue, settings, customers, ownerContact, googleCalendar } = parts;
  const { cardAccount } = parts.payments;
  const mailLimits = createOwnerMailLimits(db, config.mailLimits);
  // The owner's webhooks (decision 0118): events queued in the transaction of the change.
  const bookingEvents: BookingsChanged = (executor, moduleId, ids, ...events) =>
    queueBookingEvents(executor, moduleId, ids, events);
  // Proofs of booking, receipts, invoices (decision 0099): issued in the bookings' transactions.
  const documents = createDocumentsService({
    repository: createDocumentsRepository(db),
    tokens: createDocumentLinkTokens(config.jwtSecret),
    publicUrl,
    getModule: settings.getModule,
    ownerEmail: async (ownerId) => (await ownerContact(ownerId))?.email ?? "",
    bookingEvents,
  });
  const drivers = composeDrivers(config, db, { settings, mailLimits, documents, bookingEvents });
  // Every change to bookings but a new checkout's (nobody drives it yet) also reaches the
  // drivers' assignments: a canceled ride frees its driver and tells them.
  const bookingsChanged: BookingsChanged = async (executor, moduleId, ids, ...events) => {
    await googleCalendar.bookingsChanged(executor, moduleId, ids);
    await drivers.assignments.ridesChanged(executor, moduleId, ids);
    await bookingEvents(executor, moduleId, ids, ...events);
  };
  const availability = createAvailabilityService(db, createAvailabilityRepository());
  const quotes = composeQuotes(config, log, parts, availability);
  const links = createBookingLinks(db);
  const manageLinks = composeManageLinks(config, db);
  const onlinePayments = createOnlinePayments({
    db,
    repository: parts.payments.repository,
    provider: parts.payments.provider,
    publicUrl,
    availability,
    links,
    manageLinks,
    settings,
    ownerContact,
    ...(log ? { log } : {}),
    bookingsChanged,
    proofLink: documents.linkFor,
  });
  const lifecycle = createBookingLifecycle({
    db,
    settings,
    availability,
    publicUrl,
    bookingsChanged,
    mailLimits,
    ownerContact,
    proofLink: documents.linkFor,
    manageLinks,
  });
  const bookings = createBookingsRepository();
  const adminRepository = createAdminBookingsRepository(db);
  // Idempotency-Key of the two ways a booking is made (the widget's checkout, the owner's form).
  const idempotency = createIdempotencyKeys(db);
  const ownerLanguage = async (ownerId: string) =>
    (await ownerContact(ownerId))?.language ?? DEFAULT_LANGUAGE;
  const customerSide = { manageLinks, lifecycle, documents, onlinePayments };
  const booking = {
    availability,
    quotes,
    onlinePayments,
    lifecycle,
    adminRepository,
    documents,
    businessDetails: createBusinessDetails(createSettingsRepository(db), snapshots.invalidate),
    bookingPolicy: createBookingPolicySettings(createSettingsRepository(db), snapshots.invalidate),
    admin: withBookingProofs(
      createAdminBookingsService({
        db,
        repository: adminRepository,
        bookings,
        availability,
        lifecycle,
        settings,
        vehicles: catalogue.vehicles,
        customers,
        ownerLanguage,
        idempotency,
        mailLimits,
        bookingsChanged,
      }),
      documents,
    ),
    checkDiscount: createDiscountCheck({ snapshots, discountCodes: catalogue.discountCodes }),
    checkout: createCheckoutService({
      db,
      publicUrl,
      quotes,
      availability,
      bookings,
      customers,
      snapshots,
      ownerContact,
      idempotency,
      bookingsChanged: (executor, moduleId, ids) => googleCalendar.bookingsChanged(executor, moduleId, ids),
      bookingEvents,
      onlinePayments: { ready: cardAccount.ready, startCheckout: onlinePayments.startCheckout },
      proofs: documents,
      manageLinks,
    }),
    bookingLinks: createBookingLinkService({ links, lifecycle, settings, ownerLanguage }),
    drivers,
    bookingsChanged,
    manageLinks,
    ...composeManage(config, db, log, parts, { ...customerSide, availability, quotes, bookingsChanged }),
  };
  return { booking, mailLimits, ownerLanguage };
}

/** The estimate: the module's snapshot, its free vehicles, the signed places and the route. */
function composeQuotes(
  config: AppConfig,
  log: ServiceLog | undefined,
  parts: BookingParts,
  availability: ReturnType<typeof createAvailabilityService>,
) {
  return createQuoteService({
    snapshots: parts.snapshots,
    discountCodes: parts.catalogue.discountCodes,
    hasRoom: availability.hasRoom,
    verifyPlace: parts.placeReferences.verify,
    countryAt: parts.countryAt,
    ownerBusy: parts.googleCalendar.ownerBusy,
    measureRoute: parts.measureRoute,
    routesMeasuredOnServer: routesMeasuredOnServer(config.geo),
    routingProvider: config.geo.provider,
    log,
    cardPayments: parts.payments.cardAccount.ready,
  });
}

/** Places: the provider's search and routes, signed place references, the country of a point. */
function composeGeo(config: AppConfig, snapshots: ReturnType<typeof composeSnapshots>) {
  // The module's language, country and map key come from its snapshot: a route costs no query.
  // Every place handed to a customer is signed; the estimate and checkout verify it (decision 0044).
  const placeReferences = createPlaceReferences({
    secret: config.placeSecret,
    providers: placeProviders(config.geo),
  });
  // A module restricted to a country signs and books no place outside it (decision 0078).
  const countryAt = createCountryLookup();
  const geo = createGeoService({
    provider: createGeoProvider(config),
    references: placeReferences,
    countryAt,
    settings: { getModule: async (moduleId) => (await snapshots.get(moduleId)).module },
  });
  return { placeReferences, countryAt, geo };
}

/** The owner's webhook endpoints (decision 0118): their secrets sealed with the server's key. */
function composeWebhooks(config: AppConfig, db: Database["db"]) {
  return createWebhooksAdminService({
    db,
    seal: createSecretSeal(config.jwtSecret),
    policy: config.webhooks,
  });
}

/**
 * Every module's service of one application, each created once from the configuration and the
 * database and handed to those that need it: no module builds another's dependencies. Services
 * that need each other at run time meet explicitly, declared first (docs/architecture.md,
 * "Wiring"): no closure below uses a binding declared further down.
 */
export function composeServices(config: AppConfig, database: Database, log?: ServiceLog) {
  const { db } = database;
  const { publicUrl } = config;

  // The catalogue, settings, payments and subscriptions tell of a module's change; the snapshot
  // cache, built from them, listens. The card account needs the owner's e-mail (auth), auth
  // needs the settings, the settings the card account; the catalogue needs the module's
  // currency (settings), the settings the vehicle count (catalogue): auth and settings are bound
  // once built.
  const moduleChanged = moduleSignal();
  const lateAuth = lateBinding<ReturnType<typeof createAuthService>>("auth");
  const lateSettings = lateBinding<SettingsService>("settings");

  // Providers: payments (Stripe, or null when self-hosted); geo (search, routes) in composeGeo.
  const paymentsProvider = createPaymentsProvider(config);

  // Owners, their tokens and sign-in.
  const owners = createOwnersService(createOwnersRepository(db));
  const tokens = createOneTimeTokens(db);

  // Payments: the card account and the subscriptions.
  const { paymentsRepository, cardAccount, subscriptions } = composePayments(config, db, {
    provider: paymentsProvider,
    moduleChanged,
    ownerEmail: async (ownerId) => (await lateAuth.current().ownerContact(ownerId))?.email,
    owners,
    tokens,
  });

  // Catalogue amounts are decimals of the module's currency at the API; settings owns the module.
  // A catalogue write drops this server's snapshot once committed (others learn it by NOTIFY).
  const catalogue = composeCatalogue({
    db,
    moduleFacts: (moduleId) => lateSettings.current().getModule(moduleId),
    changed: moduleChanged.notify,
  });
  const { vehicles } = catalogue;
  const settings = composeSettings(config, db, {
    countActiveVehicles: async (moduleId) => (await vehicles.listActive(moduleId)).length,
    cardPaymentsAvailable: cardAccount.cardPaymentsAvailable,
    changed: moduleChanged.notify,
  });
  lateSettings.bind(settings);
  const auth = composeAuth(config, db, tokens, settings.setCompanyName);
  lateAuth.bind(auth);
  const customers = createCustomersService(createCustomersRepository(db));
  // What the public routes read about a module, once per catalogue version (migration 0010).
  const snapshots = composeSnapshots(config, db, {
    getModule: settings.getModule,
    imageUrl: settings.imageUrl,
    catalogue,
    bookingsGate: subscriptions.bookingsGate,
  });
  moduleChanged.subscribe((moduleId) => snapshots.invalidate(moduleId));
  const { placeReferences, countryAt, geo } = composeGeo(config, snapshots);
  const publicBooking = createPublicBookingService({
    settings,
    snapshots,
    publicUrl,
    cardPayments: cardAccount.ready,
    addressSearch: (googleApiKey) => addressSearchReach(config.geo, googleApiKey),
    mapTiles: config.mapTiles,
  });

  // Google Calendar sync: the booking modules only get its narrow door (bookingsChanged, queued
  // in their transactions) and the quotes its cached busy times (ownerBusy).
  const { googleCalendarRepository, googleCalendar } = composeGoogleCalendar(config, db, log, {
    getModule: (moduleId) => settings.getModule(moduleId),
    ownerContact: (ownerId) => auth.ownerContact(ownerId),
  });

  // The booking flow: quotes (estimate), checkout, online payment, the owner's decisions and links.
  const { booking, mailLimits, ownerLanguage } = composeBooking(config, db, log, {
    snapshots,
    catalogue,
    settings,
    customers,
    ownerContact: auth.ownerContact,
    placeReferences,
    countryAt,
    measureRoute: geo.route,
    googleCalendar,
    payments: { provider: paymentsProvider, repository: paymentsRepository, cardAccount },
  });
  const calendarFeed = composeCalendarFeed(config, db, settings, ownerLanguage);
  const reminders = composeReminders(config, db, {
    settings,
    ownerContact: auth.ownerContact,
    driverOf: booking.drivers.forReminder,
    manageLinks: booking.manageLinks,
  });

  return {
    payments: { provider: paymentsProvider, repository: paymentsRepository, cardAccount, subscriptions },
    auth,
    settings,
    vehicles,
    catalogue,
    publicBooking,
    // The booking page's preview links: signed with the access tokens' secret, another audience.
    previewTokens: createPreviewTokens(config.jwtSecret),
    snapshots,
    booking,
    googleCalendar: { service: googleCalendar, repository: googleCalendarRepository },
    misc: createMiscService(createOwnerLanguageRepository(db)),
    calendarFeed,
    reminders,
    customers,
    geo,
    apiKeys: createApiKeysService(createApiKeysRepository(db)),
    contact: createContactService({
      db,
      settings,
      operatorEmail: config.mail.operatorEmail,
      mailLimits,
    }),
    webhooks: composeWebhooks(config, db),
  };
}

export type Services = ReturnType<typeof composeServices>;

/**
 * The background workers: the mail outbox, booking expiry, reminders, the settling of stale
 * payments and the Google Calendar sync (pushes and busy times).
 */
export interface Workers {
  start(): void;
  /** Waits for the work in flight (a mail being sent still records its result). */
  stop(): Promise<void>;
}

/** The webhook deliveries' sender, and the owner's e-mail when it turns a failing endpoint off. */
export function composeWebhookDelivery(
  config: AppConfig,
  database: Database,
  services: Services,
  log: FastifyBaseLogger,
  clock?: () => Date,
) {
  return createWebhookDelivery({
    db: database.db,
    seal: createSecretSeal(config.jwtSecret),
    policy: config.webhooks,
    ...(clock ? { clock } : {}),
    log,
    disabledNotice: async (endpoint, lastError) => {
      const module = await services.settings.getModule(endpoint.moduleId);
      const owner = await services.auth.ownerContact(module.ownerId);
      return async (executor) => {
        if (!owner) return;
        await enqueueMail(executor, {
          template: "webhook-disabled",
          to: owner.email,
          ...renderWebhookDisabled(
            { url: endpoint.url, lastError, adminUrl: `${config.publicUrl}/admin/webhooks` },
            owner.language,
          ),
        });
      };
    },
  });
}

function composeWorkers(config: AppConfig, database: Database, services: Services, log: FastifyBaseLogger) {
  const mailer = createOutboxMailer({
    db: database.db,
    transport: createMailTransport(config, log),
    sms: createSmsSender(config.sms),
    // A reminder whose ride was canceled or expired since it was queued is dropped, not sent.
    stillWanted: (row) => services.reminders.scheduler.stillWanted(row.bookingId ?? 0),
    log: log.child({ worker: "outbox-mailer" }),
  });
  const reminders = createReminderWorker({
    scheduler: services.reminders.scheduler,
    log: log.child({ worker: "reminders" }),
  });
  const expiry = createBookingExpiryWorker({
    db: database.db,
    log: log.child({ worker: "booking-expiry" }),
    bookingsChanged: services.booking.bookingsChanged,
  });
  const calendarSync = createGoogleCalendarSync({
    service: services.googleCalendar.service,
    queue: services.googleCalendar.repository,
    log: log.child({ worker: "google-calendar" }),
  });
  const webhooks = createWebhookDeliverer({
    delivery: composeWebhookDelivery(config, database, services, log.child({ worker: "webhook-deliverer" })),
    log: log.child({ worker: "webhook-deliverer" }),
  });
  const stalePayments = createStalePaymentsWorker({
    payments: services.booking.onlinePayments,
    log: log.child({ worker: "stale-payments" }),
  });
  // PGlite has no autovacuum: this does its job (PostgreSQL's own autovacuum needs no help).
  const vacuum =
    database.kind === "pglite"
      ? createEmbeddedVacuumWorker({ db: database.db, log: log.child({ worker: "embedded-vacuum" }) })
      : undefined;
  return {
    start() {
      mailer.start();
      webhooks.start();
      expiry.start();
      reminders.start();
      vacuum?.start();
      // At start: a database restored, seeded or imported has never been vacuumed.
      void vacuum?.runOnce();
      if (config.payments) stalePayments.start();
      if (config.googleCalendar) calendarSync.start();
      // At start too: bookings may have passed their pick-up time while the server was down.
      void expiry.runOnce();
    },
    async stop() {
      await Promise.all([
        mailer.stop(),
        webhooks.stop(),
        expiry.stop(),
        reminders.stop(),
        stalePayments.stop(),
        vacuum?.stop(),
        calendarSync.stop(),
      ]);
    },
  } satisfies Workers;
}

/** One application: its services, and its workers, built on demand (tests never run them). */
export interface Application {
  services: Services;
  createWorkers(): Workers;
}

/**
 * The composition root: builds the application from its configuration and its database (opened
 * and migrated by the caller), with the server's logger.
 */
export function composeApplication(
  config: AppConfig,
  database: Database,
  log: FastifyBaseLogger,
): Application {
  const services = composeServices(config, database, log);
  return { services, createWorkers: () => composeWorkers(config, database, services, log) };
}
