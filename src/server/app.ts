import { readFileSync } from "node:fs";
import { join } from "node:path";
import { constants as zlib } from "node:zlib";
import compress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { createBookingServices } from "./booking-services.js";
import type { AppConfig } from "./config.js";
import type { Database } from "./db/database.js";
import { AppError, registerErrorHandler } from "./errors.js";
import { projectRoot } from "./lib/project-root.js";
import { registerPublicCors } from "./lib/public-cors.js";
import { authenticate } from "./modules/auth/authenticate.js";
import { createOneTimeTokens } from "./modules/auth/one-time-tokens.js";
import { profileRoutes } from "./modules/auth/profile-routes.js";
import { createAuthRepository } from "./modules/auth/repository.js";
import { authRoutes } from "./modules/auth/routes.js";
import { createAuthService } from "./modules/auth/service.js";
import { createSignInThrottle } from "./modules/auth/sign-in-throttle.js";
import { bookingsAdminRoutes } from "./modules/bookings/admin-routes.js";
import { bookingLinkRoutes } from "./modules/bookings/link-routes.js";
import { catalogueAdminRoutes } from "./modules/catalogue/routes.js";
import { createCatalogueServices } from "./modules/catalogue/services.js";
import { contactAdminRoutes } from "./modules/contact/routes.js";
import { createContactService } from "./modules/contact/service.js";
import { createCustomersRepository } from "./modules/customers/repository.js";
import { customersAdminRoutes } from "./modules/customers/routes.js";
import { createCustomersService } from "./modules/customers/service.js";
import { geoAdminRoutes, geoPublicRoutes } from "./modules/geo/routes.js";
import { createGeoService } from "./modules/geo/service.js";
import { healthRoutes } from "./modules/health/routes.js";
import { createPasswordResetMailer } from "./modules/mail/password-reset-mailer.js";
import { createMiscRepository } from "./modules/misc/repository.js";
import { miscAdminRoutes } from "./modules/misc/routes.js";
import { createMiscService } from "./modules/misc/service.js";
import { cardAccountAdminRoutes } from "./modules/payments/admin-routes.js";
import { registerPaymentResultPages } from "./modules/payments/result-pages.js";
import { paymentReturnRoutes } from "./modules/payments/return-routes.js";
import { createPaymentServices } from "./modules/payments/services.js";
import { stripeWebhookRoutes } from "./modules/payments/webhook-routes.js";
import { publicBookingRoutes } from "./modules/public-booking/routes.js";
import { createPublicBookingService } from "./modules/public-booking/service.js";
import { settingsImageRoutes } from "./modules/settings/image-routes.js";
import { moduleImagePublicRoutes } from "./modules/settings/public-image-routes.js";
import { createSettingsRepository } from "./modules/settings/repository.js";
import { settingsAdminRoutes } from "./modules/settings/routes.js";
import { createSettingsService } from "./modules/settings/service.js";
import { subscriptionAdminRoutes, subscriptionPublicRoutes } from "./modules/subscriptions/routes.js";
import { createGeoProvider } from "./providers/geo/index.js";
import { registerWebPages } from "./web/register-web-pages.js";

/** Below this, an answer is sent as it is (see the compress plugin below). */
const COMPRESS_MIN_BYTES = 1024;

/** JSON bodies are small forms; uploads (multipart) have their own limit. */
const JSON_BODY_LIMIT = 256 * 1024;

const packageVersion: string = JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")).version;

/** The services of one app instance, wired once; routes receive what they need. */
export function createServices(
  config: AppConfig,
  database: Database,
  log?: { warn(object: unknown, message: string): void },
) {
  const { db } = database;
  // Stripe: card account and subscriptions (null provider in self-hosted mode).
  const payments = createPaymentServices(config, db, {
    ownerEmail: async (ownerId) => (await auth.ownerContact(ownerId))?.email,
  });
  // Catalogue amounts are decimals of the module's currency at the API; settings owns the module.
  const catalogue = createCatalogueServices({ db, moduleFacts: (moduleId) => settings.getModule(moduleId) });
  const { vehicles } = catalogue;
  const settings = createSettingsService(createSettingsRepository(db), {
    publicUrl: config.publicUrl,
    countActiveVehicles: async (moduleId) => (await vehicles.listActive(moduleId)).length,
    cardPaymentsAvailable: payments.cardAccount.cardPaymentsAvailable,
  });
  const auth = createAuthService({
    db,
    repository: createAuthRepository(db),
    tokens: createOneTimeTokens(db),
    throttle: createSignInThrottle(db),
    jwtSecret: config.jwtSecret,
    publicUrl: config.publicUrl,
    sendPasswordReset: createPasswordResetMailer(),
    setModuleCompanyName: settings.setCompanyName,
  });
  const customers = createCustomersService(createCustomersRepository(db));
  const geo = createGeoService({ provider: createGeoProvider(config), settings });
  const publicBooking = createPublicBookingService({
    settings,
    vehicles,
    catalogue,
    publicUrl: config.publicUrl,
    cardPayments: payments.cardAccount.ready,
  });
  return {
    payments,
    auth,
    settings,
    vehicles,
    catalogue,
    publicBooking,
    booking: createBookingServices({
      config,
      database,
      settings,
      catalogue,
      auth,
      customers,
      measureRoute: geo.route,
      payments: {
        provider: payments.provider,
        repository: payments.repository,
        ready: payments.cardAccount.ready,
        bookingsAllowed: payments.subscriptions.bookingsAllowed,
        ...(log ? { log } : {}),
      },
    }),
    misc: createMiscService(createMiscRepository(db)),
    customers,
    geo,
    contact: createContactService({
      db,
      settings,
      operatorEmail: config.mail.operatorEmail,
      mailFrom: config.mail.from,
    }),
  };
}

export interface BuildAppOptions {
  /** Sees every route as it is registered (the tenant-isolation test walks them all). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Builds the whole HTTP application without listening (tests use app.inject()).
 * The caller owns the database: it is opened and migrated before, and closed after.
 */
export async function buildApp(
  config: AppConfig,
  database: Database,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : { level: config.logLevel },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  // Before any route: a hook added later would miss the routes registered before it.
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const services = createServices(config, database, app.log);

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "Chauffeur Booking API", version: packageVersion },
      components: {
        securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
  // Answers over about 1 KB (a module, a bookings page, HTML pages) go compressed to clients that
  // accept it; smaller ones cost more to compress than they save. Brotli at a low quality: it is
  // per request, where speed matters more than the last percent (built assets are compressed at
  // build time instead, src/build/precompress.mjs).
  await app.register(compress, {
    threshold: COMPRESS_MIN_BYTES,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(rateLimit, { global: false });
  registerPublicCors(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, version: packageVersion });
      await api.register(authRoutes, { service: services.auth });
      await api.register(publicBookingRoutes, {
        service: services.publicBooking,
        quotes: services.booking.quotes,
        checkout: services.booking.checkout,
        checkDiscount: services.booking.checkDiscount,
        rateLimitPerMinute: config.publicRateLimitPerMinute,
      });
      await api.register(bookingLinkRoutes, { service: services.booking.bookingLinks });
      await api.register(geoPublicRoutes, {
        service: services.geo,
        rateLimitPerMinute: config.publicRateLimitPerMinute,
      });
      await api.register(moduleImagePublicRoutes, { service: services.settings });
      await api.register(paymentReturnRoutes, { payments: services.booking.onlinePayments });
      await api.register(subscriptionPublicRoutes, { service: services.payments.subscriptions });
      await api.register(stripeWebhookRoutes, {
        provider: services.payments.provider,
        handlers: {
          booking: (event) =>
            "session" in event ? services.booking.onlinePayments.applyEvent(event) : Promise.resolve(),
          account: services.payments.cardAccount.applyAccountEvent,
          subscription: services.payments.subscriptions.applyEvent,
        },
      });
      await api.register(
        async (admin) => {
          admin.addHook("onRequest", authenticate(services.auth));
          await admin.register(catalogueAdminRoutes, { services: services.catalogue });
          await admin.register(settingsAdminRoutes, { service: services.settings, misc: services.misc });
          await admin.register(settingsImageRoutes, { service: services.settings });
          await admin.register(miscAdminRoutes, { service: services.misc });
          await admin.register(customersAdminRoutes, { service: services.customers });
          await admin.register(contactAdminRoutes, { service: services.contact });
          await admin.register(geoAdminRoutes, { service: services.geo });
          await admin.register(profileRoutes, { service: services.auth });
          await admin.register(cardAccountAdminRoutes, { service: services.payments.cardAccount });
          await admin.register(subscriptionAdminRoutes, { service: services.payments.subscriptions });
          await admin.register(bookingsAdminRoutes, {
            service: services.booking.admin,
            repository: services.booking.adminRepository,
            settings: services.settings,
            publicBooking: services.publicBooking,
          });
        },
        { prefix: "/admin" },
      );
    },
    { prefix: "/api" },
  );

  await registerWebPages(app, {
    config,
    publicBooking: services.publicBooking,
    bookingLinks: services.booking.bookingLinks,
  });
  registerPaymentResultPages(app, {
    returnUrl: services.publicBooking.returnUrl,
    async sendHtml(reply, html) {
      await reply.helmet();
      return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(html);
    },
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || request.method !== "GET") {
      throw new AppError("NOT_FOUND", `No route ${request.method} ${request.url.split("?")[0]}`);
    }
    return reply.redirect("/error/404");
  });

  return app;
}
