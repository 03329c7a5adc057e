import { readFileSync } from "node:fs";
import { join } from "node:path";
import { constants as zlib } from "node:zlib";
import compress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { type Application, composeApplication, type Services } from "./composition-root.js";
import type { Database } from "./db/database.js";
import { migrationVersions } from "./db/migrate.js";
import type { AppConfig } from "./kernel/config.js";
import { AppError, frameworkError, registerErrorHandler } from "./kernel/errors.js";
import { compiledValidatorCompiler } from "./lib/compiled-validator.js";
import { developmentLogStream, OneLinePerRequest } from "./lib/development-log.js";
import { projectRoot } from "./lib/project-root.js";
import { registerPublicCors } from "./lib/public-cors.js";
import { createReadiness, type Readiness } from "./lib/readiness.js";
import {
  logLineModule,
  logTheModule,
  moduleIdOf,
  OneRecordPerRequest,
  redactUrl,
  requestIdGenerator,
} from "./lib/request-log.js";
import { nameRequestSpan } from "./lib/tracing.js";
import { registerHttpMetrics, registerMetricsRoute } from "./metrics/http-metrics.js";
import { createMetrics, type Metrics } from "./metrics/metrics.js";
import { apiKeyGuard, apiKeysAdminRoutes } from "./modules/api-keys/index.js";
import { authenticate, authRoutes, profileRoutes, sessionRoutes } from "./modules/auth/index.js";
import { bookingFieldsAdminRoutes } from "./modules/booking-fields/index.js";
import { bookingLinkRoutes, bookingsAdminRoutes, changeAdminRoutes } from "./modules/bookings/index.js";
import { calendarFeedAdminRoutes, calendarFeedRoutes } from "./modules/calendar-feed/index.js";
import { contactAdminRoutes } from "./modules/contact/index.js";
import { customersAdminRoutes } from "./modules/customers/index.js";
import { discountCodesAdminRoutes } from "./modules/discount-codes/index.js";
import { documentsAdminRoutes } from "./modules/documents/index.js";
import { driverPageRoutes, driversAdminRoutes } from "./modules/drivers/index.js";
import { geoAdminRoutes, geoPublicRoutes } from "./modules/geo/index.js";
import { googleCalendarAdminRoutes, googleCalendarPublicRoutes } from "./modules/google-calendar/index.js";
import { healthRoutes } from "./modules/health/index.js";
import { manageLinkAdminRoutes, managePageRoutes, ownerChangeRoutes } from "./modules/manage/index.js";
import { miscAdminRoutes } from "./modules/misc/index.js";
import { optionsAdminRoutes } from "./modules/options/index.js";
import { packagesAdminRoutes } from "./modules/packages/index.js";
import {
  cardAccountAdminRoutes,
  paymentReturnRoutes,
  registerPaymentResultPages,
  stripeWebhookRoutes,
} from "./modules/payments/index.js";
import {
  bookingPreviewRoutes,
  previewLinkAdminRoutes,
  publicBookingRoutes,
} from "./modules/public-booking/index.js";
import { ownerEstimateRoutes } from "./modules/quotes/index.js";
import { remindersAdminRoutes } from "./modules/reminders/index.js";
import {
  bookingPolicyRoutes,
  businessDetailsRoutes,
  CATALOGUE_CHANNEL,
  moduleImagePublicRoutes,
  settingsAdminRoutes,
  settingsImageRoutes,
} from "./modules/settings/index.js";
import { subscriptionAdminRoutes, subscriptionPublicRoutes } from "./modules/subscriptions/index.js";
import { surchargesAdminRoutes } from "./modules/surcharges/index.js";
import { vehiclesAdminRoutes } from "./modules/vehicles/index.js";
import { webhooksAdminRoutes } from "./modules/webhooks/index.js";
import { openapiOptions } from "./openapi-document.js";
import { registerDocumentPages } from "./web/document-pages.js";
import { registerWebPages } from "./web/register-web-pages.js";
import { registerSecurityHeaders } from "./web/security-headers.js";

/** Below this, an answer is sent as it is (see the compress plugin below). */
const COMPRESS_MIN_BYTES = 1024;

/** JSON bodies are small forms; uploads (multipart) have their own limit. */
const JSON_BODY_LIMIT = 256 * 1024;

const packageVersion: string = JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")).version;

export interface BuildAppOptions {
  /** Sees every route as it is registered (the tenant-isolation test walks them all). */
  onRoute?: (route: RouteOptions) => void;
  /** Where the JSON log lines go instead of standard output (a test reads them). */
  logStream?: { write(line: string): void };
}

/** Request lines carry the request id and the URL without the tokens some URLs hold. */
function loggerOptions(config: AppConfig, logStream: BuildAppOptions["logStream"]) {
  if (config.logLevel === "silent") return false;
  const stream = logStream ?? (config.env === "development" ? developmentLogStream() : undefined);
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    mixin: logLineModule,
    // The request serializer below keeps no header; should a line ever carry one, its
    // credentials (a session token, an API key) are replaced.
    redact: ["req.headers.authorization", "req.headers.cookie", "headers.authorization"],
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}

/** The Fastify server itself, with its logger, limits and closing behaviour; no route yet. */
function createServer(config: AppConfig, logStream: BuildAppOptions["logStream"]) {
  const development = config.env === "development";
  return Fastify({
    logger: loggerOptions(config, logStream),
    // Development logs one readable line per request instead of two JSON records.
    // Both log a request once it is answered, when an admin request's module is known too.
    logController: development ? new OneLinePerRequest() : new OneRecordPerRequest(),
    genReqId: requestIdGenerator(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Routing failures (a malformed percent-encoded path) answer our envelope too.
    frameworkErrors: frameworkError,
    // On close: a request arriving on a kept-alive connection answers 503 (not a reset), idle
    // kept-alive connections are closed at once, and busy ones once their request completes.
    return503OnClosing: true,
    forceCloseConnections: "idle",
  }).withTypeProvider<ZodTypeProvider>();
}

/** The server every route is registered on (and each plugin scope of it). */
type Server = ReturnType<typeof createServer>;

/** The hooks every request goes through, the compilers and the error handler: before any route. */
function addRequestHooks(app: Server, readiness: Readiness, options: BuildAppOptions) {
  // Once shutting down, every answer closes its connection: a kept-alive connection (Fastify
  // keeps them 72 s) would otherwise hold the closing server open after its last request.
  // (A callback: it runs on every answer, where a promise each time is waste.)
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (readiness.shuttingDown) reply.header("connection", "close");
    done(null, payload);
  });
  // Before any route: a hook added later would miss the routes registered before it.
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  // The request id goes back to the client, and a public route's log lines name its module.
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    nameRequestSpan(request.method, request.routeOptions.url, request.id);
    const moduleId = moduleIdOf(request.routeOptions.url, request.params);
    if (moduleId) logTheModule(request, moduleId);
    done();
  });
  app.setValidatorCompiler(compiledValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
}

/** The metrics, when the operator asks for them (docs/operations.md#metrics): counted on every route after. */
function registerMetrics(app: Server, config: AppConfig, database: Database, services: Services) {
  const metrics = config.metrics ? createMetrics({ database, snapshots: services.snapshots }) : undefined;
  if (metrics) registerHttpMetrics(app, metrics);
  if (metrics && config.metrics?.token) registerMetricsRoute(app, metrics, config.metrics.token);
  return metrics;
}

/**
 * Another server's catalogue write (or this one's own, committed) drops the module's snapshot;
 * when notifications may have been missed, every snapshot goes. Stops listening on close.
 */
async function listenForCatalogueChanges(app: Server, database: Database, services: Services) {
  const stopListening = await database.listen(
    CATALOGUE_CHANNEL,
    (moduleId) => services.snapshots.invalidate(moduleId),
    () => services.snapshots.clear(),
  );
  app.addHook("onClose", async () => {
    await stopListening();
  });
}

/** The plugins the routes rely on: documentation, compression, limits, CORS. */
async function registerPlugins(app: Server, config: AppConfig) {
  await app.register(swagger, openapiOptions(config, packageVersion));
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
}

/** The routes anyone may call under /api: health, sign-in, the booking flow, webhooks. */
async function registerPublicRoutes(
  api: Server,
  config: AppConfig,
  database: Database,
  services: Services,
  readiness: Readiness,
) {
  await api.register(healthRoutes, {
    database,
    version: packageVersion,
    readiness,
    migrations: await migrationVersions(),
  });
  await api.register(authRoutes, { service: services.auth });
  await api.register(publicBookingRoutes, {
    service: services.publicBooking,
    quotes: services.booking.quotes,
    checkout: services.booking.checkout,
    checkDiscount: services.booking.checkDiscount,
    rateLimitPerMinute: config.publicRateLimitPerMinute,
    discountChecksPerMinute: config.discountChecksPerMinute,
  });
  await api.register(bookingPreviewRoutes, {
    service: services.publicBooking,
    tokens: services.previewTokens,
    rateLimitPerMinute: config.publicRateLimitPerMinute,
  });
  await api.register(bookingLinkRoutes, { service: services.booking.bookingLinks });
  await api.register(geoPublicRoutes, {
    service: services.geo,
    rateLimitPerMinute: config.publicRateLimitPerMinute,
  });
  await api.register(moduleImagePublicRoutes, { service: services.settings });
  await api.register(paymentReturnRoutes, { payments: services.booking.onlinePayments });
  await api.register(calendarFeedRoutes, { service: services.calendarFeed });
  await api.register(subscriptionPublicRoutes, { service: services.payments.subscriptions });
  await api.register(googleCalendarPublicRoutes, { service: services.googleCalendar.service });
  await api.register(stripeWebhookRoutes, {
    provider: services.payments.provider,
    handlers: {
      booking: services.booking.onlinePayments.applyEvent,
      account: services.payments.cardAccount.applyAccountEvent,
      subscription: services.payments.subscriptions.applyEvent,
    },
  });
}

/** The owner's routes under /api/admin: signed in, never cached. */
async function registerAdminRoutes(admin: Server, config: AppConfig, services: Services) {
  const checkApiKey = apiKeyGuard(admin, services.apiKeys, config.apiKeyRequestsPerMinute);
  admin.addHook("onRequest", authenticate(services.auth, checkApiKey));
  // Admin answers hold the owner's data: no browser or proxy cache keeps a copy.
  admin.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  await admin.register(vehiclesAdminRoutes, { service: services.catalogue.vehicles });
  await admin.register(packagesAdminRoutes, { service: services.catalogue.packages });
  await admin.register(surchargesAdminRoutes, { service: services.catalogue.surcharges });
  await admin.register(optionsAdminRoutes, { service: services.catalogue.options });
  await admin.register(discountCodesAdminRoutes, { service: services.catalogue.discountCodes });
  await admin.register(bookingFieldsAdminRoutes, { service: services.catalogue.bookingFields });
  await admin.register(settingsAdminRoutes, { service: services.settings, misc: services.misc });
  await admin.register(settingsImageRoutes, { service: services.settings });
  await admin.register(miscAdminRoutes, { service: services.misc });
  await admin.register(customersAdminRoutes, { service: services.customers });
  await admin.register(contactAdminRoutes, { service: services.contact });
  await admin.register(geoAdminRoutes, { service: services.geo });
  await admin.register(ownerEstimateRoutes, { quotes: services.booking.quotes });
  await admin.register(profileRoutes, { service: services.auth });
  await admin.register(sessionRoutes, { service: services.auth });
  await admin.register(calendarFeedAdminRoutes, { service: services.calendarFeed });
  await admin.register(driversAdminRoutes, {
    service: services.booking.drivers.service,
    assignments: services.booking.drivers.assignments,
  });
  await admin.register(manageLinkAdminRoutes, { manageLinks: services.booking.manageLinks });
  await admin.register(changeAdminRoutes, { changes: services.booking.changeRequests });
  await admin.register(businessDetailsRoutes, { service: services.booking.businessDetails });
  await admin.register(remindersAdminRoutes, { service: services.reminders.settings });
  await admin.register(bookingPolicyRoutes, { service: services.booking.bookingPolicy });
  await admin.register(documentsAdminRoutes, {
    service: services.booking.documents,
    adminBookingOf: services.booking.admin.get,
  });
  await admin.register(cardAccountAdminRoutes, { service: services.payments.cardAccount });
  await admin.register(subscriptionAdminRoutes, { service: services.payments.subscriptions });
  await admin.register(googleCalendarAdminRoutes, { service: services.googleCalendar.service });
  await admin.register(bookingsAdminRoutes, {
    service: services.booking.admin,
    repository: services.booking.adminRepository,
    settings: services.settings,
    publicBooking: services.publicBooking,
  });
  await admin.register(apiKeysAdminRoutes, { service: services.apiKeys });
  await admin.register(previewLinkAdminRoutes, {
    tokens: services.previewTokens,
    publicUrl: config.publicUrl,
  });
  await admin.register(webhooksAdminRoutes, { service: services.webhooks });
}

/**
 * The HTML pages, the API documentation, the payment result pages, and the answer for an address
 * nothing serves: a page for a page address (GET, HEAD), the JSON envelope its clients parse for
 * the API and any other method. In a scope of their own with helmet, whose reply decorator they
 * use: helmet's hooks run on every request of the scope it is registered in, and the API's
 * routes (registered beside this scope) send none of its headers.
 */
async function registerPages(app: Server, config: AppConfig, services: Services) {
  await registerSecurityHeaders(app, config);
  // The documentation is a page of ours like any other, with the same headers: Swagger UI runs
  // from its own script files (no inline script, no eval), inline styles and data: images only.
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    uiHooks: {
      onRequest: async (_request, reply) => {
        await reply.helmet();
      },
    },
  });
  const { sendNotFoundPage } = await registerWebPages(app, {
    config,
    publicBooking: services.publicBooking,
    previewTokens: services.previewTokens,
    bookingLinks: services.booking.bookingLinks,
  });
  await app.register(driverPageRoutes, { day: services.booking.drivers.day, sendNotFoundPage });
  await app.register(managePageRoutes, { service: services.booking.manage, sendNotFoundPage });
  await app.register(ownerChangeRoutes, { page: services.booking.ownerChangePage, sendNotFoundPage });
  await registerDocumentPages(app, {
    service: services.booking.documents,
    async sendHtml(reply, html, status = 200) {
      await reply.helmet();
      return reply
        .code(status)
        .type("text/html; charset=utf-8")
        .header("cache-control", "private, no-store")
        .send(html);
    },
  });
  registerPaymentResultPages(app, {
    returnUrl: services.publicBooking.returnUrl,
    async sendHtml(reply, html) {
      await reply.helmet();
      return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(html);
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const page = request.method === "GET" || request.method === "HEAD";
    if (request.url.startsWith("/api/") || !page) {
      throw new AppError("NOT_FOUND", `No route ${request.method} ${request.url.split("?")[0]}`);
    }
    return sendNotFoundPage(request, reply);
  });
}

/**
 * Builds the whole HTTP application without listening (tests use app.inject()), with the
 * application it serves: main.ts starts its workers once the server listens. The caller owns the
 * database: it is opened and migrated before, and closed after. The services are composed once
 * (src/server/composition-root.ts) and each route gets its own.
 */
export async function buildApplication(
  config: AppConfig,
  database: Database,
  options: BuildAppOptions = {},
): Promise<{
  app: FastifyInstance;
  application: Application;
  readiness: Readiness;
  metrics: Metrics | undefined;
}> {
  const app = createServer(config, options.logStream);
  const readiness = createReadiness();
  addRequestHooks(app, readiness, options);

  const application = composeApplication(config, database, app.log);
  const { services } = application;
  // The metrics hooks count every route registered below.
  const metrics = registerMetrics(app, config, database, services);
  await listenForCatalogueChanges(app, database, services);

  await registerPlugins(app, config);
  await app.register(
    async (api) => {
      await registerPublicRoutes(api, config, database, services, readiness);
      await api.register(async (admin) => registerAdminRoutes(admin, config, services), {
        prefix: "/admin",
      });
    },
    { prefix: "/api" },
  );
  await app.register(async (pages) => registerPages(pages, config, services));

  return { app, application, readiness, metrics };
}
