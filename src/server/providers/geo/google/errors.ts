import * as z from "zod/mini";
import { geoUnavailable, type HttpAnswer, unexpectedAnswer } from "../common/http.js";

const googleError = z.object({ error: z.object({ status: z.optional(z.string()) }) });

/**
 * Google's refusals (a key not valid, an API not enabled for the key, a quota spent) all come
 * down to the owner's key: say so, with Google's status, but not Google's text (it names the
 * owner's Cloud project, and public routes show this message to customers).
 */
export function googleFailure(api: string, answer: HttpAnswer): Error {
  const parsed = googleError.safeParse(answer.body);
  if (!parsed.success) return unexpectedAnswer(api, answer.status);
  const status = parsed.data.error.status ?? `HTTP ${answer.status}`;
  return geoUnavailable(`${api} refused the request (${status}): check the module's Google Maps key`);
}
