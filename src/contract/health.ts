import * as z from "zod/mini";

export const healthResponse = z.object({
  status: z.literal("ok"),
  database: z.object({ kind: z.enum(["pglite", "postgres"]), version: z.string() }),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
