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
import { createAuthRepository } from "./modules/auth/repository.js";
import { authRoutes } from "./modules/auth/routes.js";
import { createAuthService } from "./modules/auth/service.js";
import { healthRoutes } from "./modules/health/routes.js";
import { publicBookingRoutes } from "./modules/public-booking/routes.js";
import { createPublicBookingService } from "./modules/public-booking/service.js";
import { createSettingsRepository } from "./modules/settings/repository.js";
import { settingsAdminRoutes } from "./modules/settings/routes.js";
import { createSettingsService } from "./modules/settings/service.js";
import { createVehiclesRepository } from "./modules/vehicles/repository.js";
import { createVehiclesService } from "./modules/vehicles/service.js";
import { registerWebPages } from "./web/register-web-pages.js";

/** JSON bodies are small forms; uploads (multipart) have their own limit. */
const JSON_BODY_LIMIT = 256 * 1024;

const packageVersion: string = JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")).version;

/** The services of one app instance, wired once; routes receive what they need. */
export function createServices(config: AppConfig, database: Database) {
  const settings = createSettingsService(createSettingsRepository(database.db));
  const vehicles = createVehiclesService(createVehiclesRepository(database.db));
  return {
    auth: createAuthService(createAuthRepository(database.db), config.jwtSecret),
    settings,
    vehicles,
    publicBooking: createPublicBookingService({ settings, vehicles }),
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
    trustProxy: true,
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
      await api.register(
        async (admin) => {
          admin.addHook("onRequest", authenticate(services.auth));
          await admin.register(settingsAdminRoutes);
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
