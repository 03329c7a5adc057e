import * as z from "zod/mini";

/** A success: `{ success: true, data }` (docs/decisions/0003-error-envelope-and-status-codes.md). */
export function okEnvelope<T extends z.ZodMiniType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export const validationIssue = z.object({
  path: z.string(),
  code: z.string(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssue>;

/** A failed answer: the code in `data`, a human message, and zod issues for invalid input. */
export const errorEnvelope = z.object({
  success: z.literal(false),
  data: z.string(),
  message: z.string(),
  issues: z.optional(z.array(validationIssue)),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
