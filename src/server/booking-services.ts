import type { AppConfig } from "./config.js";
import type { Database } from "./db/database.js";
import type { AuthService } from "./modules/auth/service.js";
import { createAvailabilityRepository } from "./modules/availability/repository.js";
import { createAvailabilityService } from "./modules/availability/service.js";
import { createAdminBookingsRepository } from "./modules/bookings/admin-repository.js";
import { createAdminBookingsService } from "./modules/bookings/admin-service.js";
import { createBookingLifecycle } from "./modules/bookings/lifecycle.js";
import { createBookingLinkService } from "./modules/bookings/link-service.js";
import { createBookingLinks } from "./modules/bookings/links.js";
import { createBookingsRepository } from "./modules/bookings/repository.js";
import type { CatalogueServices } from "./modules/catalogue/services.js";
import { createCheckoutService } from "./modules/checkout/service.js";
import type { CustomersService } from "./modules/customers/service.js";
import type { ModuleCardFields } from "./modules/payments/card-account-service.js";
import { createOnlinePayments } from "./modules/payments/online-payments.js";
import type { PaymentsRepository } from "./modules/payments/repository.js";
import { createDiscountCheck } from "./modules/quotes/discount-check.js";
import { createQuoteService, type RouteMeasurer } from "./modules/quotes/service.js";
import type { SettingsService } from "./modules/settings/service.js";
import type { PaymentsProvider } from "./providers/payments/types.js";

/**
 * The booking side of the app: quotes (estimate), checkout, the owner's decisions and their
 * e-mailed links. Wired apart from app.ts so the composition of the booking flow reads in one place.
 */
export function createBookingServices(deps: {
  config: AppConfig;
  database: Database;
  settings: SettingsService;
  catalogue: CatalogueServices;
  auth: AuthService;
  customers: CustomersService;
  measureRoute?: RouteMeasurer;
  /** Card payments and the subscription gate (payments and subscriptions modules). */
  payments: {
    provider: PaymentsProvider | null;
    repository: PaymentsRepository;
    ready(module: ModuleCardFields): boolean;
    bookingsAllowed(ownerId: string): Promise<boolean>;
    log?: { warn(object: unknown, message: string): void };
  };
}) {
  const { db } = deps.database;
  const availability = createAvailabilityService(db, createAvailabilityRepository());
  const quotes = createQuoteService({
    settings: deps.settings,
    catalogue: deps.catalogue,
    hasRoom: availability.hasRoom,
    measureRoute: deps.measureRoute,
    routingProvider: deps.config.geo.provider,
    log: deps.payments.log,
    cardPayments: deps.payments.ready,
    subscriptionActive: deps.payments.bookingsAllowed,
  });
  const links = createBookingLinks(db);
  const onlinePayments = createOnlinePayments({
    db,
    repository: deps.payments.repository,
    provider: deps.payments.provider,
    publicUrl: deps.config.publicUrl,
    availability,
    links,
    settings: deps.settings,
    ownerContact: deps.auth.ownerContact,
    ...(deps.payments.log ? { log: deps.payments.log } : {}),
  });
  const lifecycle = createBookingLifecycle({ db, settings: deps.settings, availability });
  const bookings = createBookingsRepository();
  const adminRepository = createAdminBookingsRepository(db);
  const ownerLanguage = async (ownerId: string) => (await deps.auth.ownerContact(ownerId))?.language ?? "fr";
  return {
    availability,
    quotes,
    onlinePayments,
    lifecycle,
    adminRepository,
    admin: createAdminBookingsService({
      db,
      repository: adminRepository,
      bookings,
      availability,
      lifecycle,
      settings: deps.settings,
      vehicles: deps.catalogue.vehicles,
      customers: deps.customers,
      ownerLanguage,
    }),
    checkDiscount: createDiscountCheck({
      settings: deps.settings,
      discountCodes: deps.catalogue.discountCodes,
    }),
    checkout: createCheckoutService({
      db,
      publicUrl: deps.config.publicUrl,
      quotes,
      availability,
      bookings,
      links,
      customers: deps.customers,
      bookingFields: deps.catalogue.bookingFields,
      settings: deps.settings,
      ownerContact: deps.auth.ownerContact,
      onlinePayments: { ready: deps.payments.ready, startCheckout: onlinePayments.startCheckout },
    }),
    bookingLinks: createBookingLinkService({
      links,
      lifecycle,
      settings: deps.settings,
      ownerLanguage,
    }),
  };
}

export type BookingServices = ReturnType<typeof createBookingServices>;
