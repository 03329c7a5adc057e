import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { type FastifyReply, type FastifyRequest, LogController } from "fastify";
import { tagRequestModule } from "./tracing.js";

/**
 * Path segments that are credentials: calendar feed addresses, e-mailed links, sign-up and reset
 * links, drivers' pages (every path under /driver/ but its stylesheet), the customers' document
 * links and manage pages (every path under /manage/ but its stylesheet).
 */
const SECRET_PATHS: readonly [RegExp, string][] = [
  [/^(\/documents\/)[^/?]+/, "$1[redacted]"],
  [/^(\/api\/calendar\/)[^/?]+(\.ics)/, "$1[redacted]$2"],
  [/(\/(?:confirm|cancel)\/)[^/?]+/, "$1[redacted]"],
  [/^(\/(?:api\/)?auth\/(?:reset-password|signup)\/)[^/?]+/, "$1[redacted]"],
  [/^(\/driver\/)(?!driver\.css(?:$|\?))[^/?]+/, "$1[redacted]"],
  [/^(\/booking-change\/\d+\/)[^/?]+/, "$1[redacted]"],
  [/^(\/manage\/)(?!manage\.css(?:$|\?))[^/?]+/, "$1[redacted]"],
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

/**
 * Every later log line of the request names its module: a public route's from its path, an
 * admin request's from the signed-in owner's session (the authentication hook).
 */
export function logTheModule(request: FastifyRequest, reply: FastifyReply, moduleId: string): void {
  request.log = request.log.child({ moduleId });
  reply.log = request.log;
  tagRequestModule(moduleId);
}

/**
 * Production's request log: one JSON record per answered request, with the request (method,
 * redacted URL, address), the status and the time, instead of "incoming request" written before
 * the hooks have run and so before an admin request's module is known.
 */
export class OneRecordPerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, "request errored");
    else reply.log.info(fields, "request completed");
  }
}
