import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { okEnvelope } from "../../../contract/envelope.js";
import { healthResponse, livenessResponse, readinessResponse } from "../../../contract/health.js";
import type { Database } from "../../db/database.js";
import { isDatabaseUnavailable } from "../../kernel/database-unavailable.js";
import { errorResponses } from "../../kernel/error-responses.js";
import { AppError } from "../../kernel/errors.js";
import type { Readiness } from "../../lib/readiness.js";

/** An outage answers 503 DATABASE_UNAVAILABLE with the driver's reason; anything else is a bug (500). */
function asUnavailable(error: unknown): never {
  if (!isDatabaseUnavailable(error)) throw error;
  const reason = error instanceof Error ? error.message : String(error);
  throw new AppError("DATABASE_UNAVAILABLE", `The database cannot be reached: ${reason}`);
}

/**
 * Three probes (docs/decisions/0074-liveness-and-readiness.md):
 * - `/health/live`: the process answers (never touches the database: an outage must not get
 *   every instance restarted, they recover by themselves, decision 0036);
 * - `/health/ready`: take traffic? 503 SHUTTING_DOWN, DATABASE_UNAVAILABLE or MIGRATIONS_PENDING;
 * - `/health`: the original check (database reachable, not stopping), kept for existing monitors.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
  version: string;
  readiness: Readiness;
  /** The migrations this release knows (src/server/db/migrate.ts). */
  migrations: readonly string[];
}> = async (app, { database, version, readiness, migrations }) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["system"],
        summary: "Liveness and database check",
        response: {
          200: okEnvelope(healthResponse),
          ...errorResponses(["SHUTTING_DOWN", "DATABASE_UNAVAILABLE"]),
        },
      },
    },
    async () => {
      if (readiness.shuttingDown) throw new AppError("SHUTTING_DOWN", "The server is shutting down");
      const result = await sql<{ version: string }>`select version() as version`
        .execute(database.db)
        .catch(asUnavailable);
      const full = result.rows[0]?.version ?? "unknown";
      return {
        success: true as const,
        data: {
          status: "ok" as const,
          database: { kind: database.kind, version: /PostgreSQL [\d.]+/.exec(full)?.[0] ?? full },
          version,
        },
      };
    },
  );

  app.get(
    "/health/live",
    {
      schema: {
        tags: ["system"],
        summary: "Liveness: the process answers (no database query)",
        response: { 200: okEnvelope(livenessResponse) },
      },
    },
    async () => ({ success: true as const, data: { status: "ok" as const, version } }),
  );

  app.get(
    "/health/ready",
    {
      schema: {
        tags: ["system"],
        summary: "Readiness: database reachable, migrations current, not shutting down",
        response: {
          200: okEnvelope(readinessResponse),
          ...errorResponses(["SHUTTING_DOWN", "DATABASE_UNAVAILABLE", "MIGRATIONS_PENDING"]),
        },
      },
    },
    async () => {
      if (readiness.shuttingDown) throw new AppError("SHUTTING_DOWN", "The server is shutting down");
      const result = await sql<{ applied: number | string }>`select count(*) as applied from schema_migrations
        where version in (${sql.join(migrations)})`
        .execute(database.db)
        .catch(asUnavailable);
      const applied = Number(result.rows[0]?.applied ?? 0);
      if (applied < migrations.length) {
        throw new AppError(
          "MIGRATIONS_PENDING",
          `The database lacks ${migrations.length - applied} of this release's migrations: restart to apply them`,
        );
      }
      return {
        success: true as const,
        data: {
          status: "ok" as const,
          database: { kind: database.kind },
          migrations: migrations.length,
          version,
        },
      };
    },
  );
};
