import * as z from "zod/mini";

export const healthResponse = z.object({
  status: z.literal("ok"),
  database: z.object({ kind: z.enum(["pglite", "postgres"]), version: z.string() }),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** `/api/health/live`: the process answers; nothing else is checked. */
export const livenessResponse = z.object({
  status: z.literal("ok"),
  version: z.string(),
});
export type LivenessResponse = z.infer<typeof livenessResponse>;

/** `/api/health/ready`: the database answers, every migration this release knows is applied, not stopping. */
export const readinessResponse = z.object({
  status: z.literal("ok"),
  database: z.object({ kind: z.enum(["pglite", "postgres"]) }),
  /** How many migrations this release knows, all of them applied. */
  migrations: z.number(),
  version: z.string(),
});
export type ReadinessResponse = z.infer<typeof readinessResponse>;
