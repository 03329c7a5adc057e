import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { okEnvelope } from "../../../contract/envelope.js";
import { healthResponse } from "../../../contract/health.js";
import type { Database } from "../../db/database.js";

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; version: string }> = async (
  app,
  { database, version },
) => {
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
      const result = await sql<{ version: string }>`select version() as version`.execute(database.db);
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
