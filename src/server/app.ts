import { readFileSync } from "node:fs";
import { join } from "node:path";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
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
import { catalogueAdminRoutes } from "./modules/catalogue/routes.js";
import { createCatalogueServices } from "./modules/catalogue/services.js";
import { contactAdminRoutes } from "./modules/contact/routes.js";
import { createContactService } from "./modules/contact/service.js";
import { createCustomersRepository } from "./modules/customers/repository.js";
import { customersAdminRoutes } from "./modules/customers/routes.js";
import { createCustomersService } from "./modules/customers/service.js";
import { healthRoutes } from "./modules/health/routes.js";
import { createPasswordResetMailer } from "./modules/mail/password-reset-mailer.js";
import { createMiscRepository } from "./modules/misc/repository.js";
import { miscAdminRoutes } from "./modules/misc/routes.js";
import { createMiscService } from "./modules/misc/service.js";
import { publicBookingRoutes } from "./modules/public-booking/routes.js";
import { createPublicBookingService } from "./modules/public-booking/service.js";
import { settingsImageRoutes } from "./modules/settings/image-routes.js";
import { moduleImagePublicRoutes } from "./modules/settings/public-image-routes.js";
import { createSettingsRepository } from "./modules/settings/repository.js";
import { settingsAdminRoutes } from "./modules/settings/routes.js";
import { createSettingsService } from "./modules/settings/service.js";
import { registerWebPages } from "./web/register-web-pages.js";

/** JSON bodies are small forms; uploads (multipart) have their own limit. */
const JSON_BODY_LIMIT = 256 * 1024;

const packageVersion: string = JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")).version;

/** The services of one app instance, wired once; routes receive what they need. */
export function createServices(config: AppConfig, database: Database) {
  const { db } = database;
  // Catalogue amounts are decimals of the module's currency at the API; settings owns the module.
  const catalogue = createCatalogueServices({ db, moduleFacts: (moduleId) => settings.getModule(moduleId) });
  const { vehicles } = catalogue;
  const settings = createSettingsService(createSettingsRepository(db), {
    publicUrl: config.publicUrl,
    countActiveVehicles: async (moduleId) => (await vehicles.listActive(moduleId)).length,
  });
  return {
    auth: createAuthService({
      db,
      repository: createAuthRepository(db),
      tokens: createOneTimeTokens(db),
      throttle: createSignInThrottle(db),
      jwtSecret: config.jwtSecret,
      publicUrl: config.publicUrl,
      sendPasswordReset: createPasswordResetMailer(),
    }),
    settings,
    vehicles,
    catalogue,
    publicBooking: createPublicBookingService({ settings, vehicles }),
    misc: createMiscService(createMiscRepository(db)),
    customers: createCustomersService(createCustomersRepository(db)),
    contact: createContactService({
      db,
      settings,
      operatorEmail: config.mail.operatorEmail,
      mailFrom: config.mail.from,
    }),
  };
}

/**
 * Builds the whole HTTP application without listening (tests use app.inject()).
 * The caller owns the database: it is opened and migrated before, and closed after.
 */
export async function buildApp(config: AppConfig, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : { level: config.logLevel },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const services = createServices(config, database);

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
  await app.register(rateLimit, { global: false });
  registerPublicCors(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, version: packageVersion });
      await api.register(authRoutes, { service: services.auth });
      await api.register(publicBookingRoutes, { service: services.publicBooking });
      await api.register(moduleImagePublicRoutes, { service: services.settings });
      await api.register(
        async (admin) => {
          admin.addHook("onRequest", authenticate(services.auth));
          await admin.register(catalogueAdminRoutes, { services: services.catalogue });
          await admin.register(settingsAdminRoutes, { service: services.settings, misc: services.misc });
          await admin.register(settingsImageRoutes, { service: services.settings });
          await admin.register(miscAdminRoutes, { service: services.misc });
          await admin.register(customersAdminRoutes, { service: services.customers });
          await admin.register(contactAdminRoutes, { service: services.contact });
          await admin.register(profileRoutes, { service: services.auth });
        },
        { prefix: "/admin" },
      );
    },
    { prefix: "/api" },
  );

  await registerWebPages(app, { config, publicBooking: services.publicBooking });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || request.method !== "GET") {
      throw new AppError("NOT_FOUND", 404, `No route ${request.method} ${request.url.split("?")[0]}`);
    }
    return reply.redirect("/error/404");
  });

  return app;
}
