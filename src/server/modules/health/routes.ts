import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { okEnvelope } from "../../../contract/envelope.js";
import { healthResponse } from "../../../contract/health.js";
import type { Database } from "../../db/database.js";
import { isDatabaseUnavailable } from "../../kernel/database-unavailable.js";
import { AppError } from "../../kernel/errors.js";
import type { Readiness } from "../../lib/readiness.js";

/**
 * Liveness and readiness in one: 200 while the database answers and the server is not stopping;
 * otherwise 503 with the reason (SHUTTING_DOWN or DATABASE_UNAVAILABLE), so a load balancer
 * sends the traffic elsewhere until it answers 200 again.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
  version: string;
  readiness: Readiness;
}> = async (app, { database, version, readiness }) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["system"],
        summary: "Liveness and database check",
        response: { 200: okEnvelope(healthResponse) },
      },
    },
    async () => {
      if (readiness.shuttingDown) throw new AppError("SHUTTING_DOWN", "The server is shutting down");
      const result = await sql<{ version: string }>`select version() as version`
        .execute(database.db)
        .catch((error: unknown) => {
          if (!isDatabaseUnavailable(error)) throw error;
          const reason = error instanceof Error ? error.message : String(error);
          throw new AppError("DATABASE_UNAVAILABLE", `The database cannot be reached: ${reason}`);
        });
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
};
