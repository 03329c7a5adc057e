import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

/**
 * Path segments that are credentials: calendar feed addresses, e-mailed links, sign-up and reset
 * links, the customers' document links.
 */
const SECRET_PATHS: readonly [RegExp, string][] = [
  [/^(\/documents\/)[^/?]+/, "$1[redacted]"],
  [/^(\/api\/calendar\/)[^/?]+(\.ics)/, "$1[redacted]$2"],
  [/(\/(?:confirm|cancel)\/)[^/?]+/, "$1[redacted]"],
  [/^(\/(?:api\/)?auth\/(?:reset-password|signup)\/)[^/?]+/, "$1[redacted]"],
];
/** Query parameters that carry a credential or a one-time code. */
const SECRET_PARAMS = /([?&](?:token|code|state|session_id|key)=)[^&#]*/gi;

/** The request's URL as the log may keep it: no token of a link, a feed or a sign-up. */
export function redactUrl(url: string): string {
  let redacted = url.replace(SECRET_PARAMS, "$1[redacted]");
  for (const [pattern, replacement] of SECRET_PATHS) redacted = redacted.replace(pattern, replacement);
  return redacted;
}

/** A proxy's request id is kept when it looks like one (a UUID, a hex string, a few separators). */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * The id every log line of a request carries: the proxy's X-Request-Id behind a trusted proxy
 * (TRUST_PROXY), so its logs and ours join; a random UUID otherwise.
 */
export function requestIdGenerator(trustProxy: boolean): (raw: IncomingMessage) => string {
  return (raw) => {
    const given = raw.headers["x-request-id"];
    return trustProxy && typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
  };
}

/** The module a public route is about (its :id or :moduleId), for the request's log lines. */
export function moduleIdOf(route: string | undefined, params: unknown): string | undefined {
  if (!route || !/^\/api\/(module|booking|geo|module-by-name)\//.test(route)) return undefined;
  // A booking link's :id is the booking's number, not a module.
  if (/\/(confirm|cancel)\//.test(route)) return undefined;
  const values = params as { id?: unknown; moduleId?: unknown } | undefined;
  const id = values?.moduleId ?? values?.id;
  return typeof id === "string" && id.length <= 64 ? id : undefined;
}
