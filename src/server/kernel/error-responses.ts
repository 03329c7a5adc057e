import * as z from "zod/mini";
import { errorEnvelope } from "../../contract/envelope.js";
import { codesByStatus, type ErrorCode } from "../../contract/errors.js";

/**
 * A route's error answers for its schema's `response`, from the codes it may refuse with: one
 * entry per HTTP status of ERROR_HTTP_STATUS, its description naming the codes. `data` stays a
 * plain string, so an answer with a code the list forgot is still sent as it is (never a 500).
 *
 *   response: { 200: okEnvelope(checkoutResponse), ...errorResponses(["VEHICLE_FULL", "PRICE_CHANGED"]) }
 */
export function errorResponses(codes: readonly ErrorCode[]): Record<number, typeof errorEnvelope> {
  const responses: Record<number, typeof errorEnvelope> = {};
  for (const [status, group] of codesByStatus(codes)) {
    const schema = z.object({ ...errorEnvelope.shape });
    z.globalRegistry.add(schema, { description: group.join(", ") });
    responses[status] = schema;
  }
  return responses;
}
