import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { type FastifyReply, type FastifyRequest, LogController } from "fastify";
import { tagRequestModule } from "./tracing.js";

/**
 * Path segments that are credentials: calendar feed addresses, e-mailed links, sign-up and reset
 * links, drivers' pages (every path under /driver/ but its stylesheet), the customers' document
 * links and manage pages (every path under /manage/ but its stylesheet and place-search script).
 */
const SECRET_PATHS: readonly [RegExp, string][] = [
  [/^(\/documents\/)[^/?]+/, "$1[redacted]"],
  [/^(\/api\/calendar\/)[^/?]+(\.ics)/, "$1[redacted]$2"],
  [/(\/(?:confirm|cancel)\/)[^/?]+/, "$1[redacted]"],
  [/^(\/(?:api\/)?auth\/(?:reset-password|signup)\/)[^/?]+/, "$1[redacted]"],
  [/^(\/driver\/)(?!driver\.css(?:$|\?))[^/?]+/, "$1[redacted]"],
  [/^(\/booking-change\/\d+\/)[^/?]+/, "$1[redacted]"],
  [/^(\/manage\/)(?!(?:manage\.css|place-search\.js)(?:$|\?))[^/?]+/, "$1[redacted]"],
];
/** Query parameters that carry a credential or a one-time code. */
const SECRET_PARAMS = /([?&](?:token|code|state|session_id|key|api_key)=)[^&#]*/gi;
/** An owner API key wherever it was pasted (it belongs in the Authorization header, never a URL). */
const API_KEY = /cbk_live_[A-Za-z0-9_-]*/g;

/** The request's URL as the log may keep it: no token of a link, a feed or a sign-up, no API key. */
export function redactUrl(url: string): string {
  let redacted = url.replace(SECRET_PARAMS, "$1[redacted]").replace(API_KEY, "cbk_live_[redacted]");
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

/** The module a request's logger is about, read only when a line is actually written. */
const MODULE_ID = Symbol("moduleId");

/**
 * Every later log line of the request names its module: a public route's from its path, an
 * admin request's from the signed-in owner's session (the authentication hook). The request's
 * logger is only marked here; `logLineModule` adds the field when a line is written, so a request
 * whose lines are below the log level pays no child logger (pino's child costs more than the
 * GET module route itself).
 */
export function logTheModule(request: FastifyRequest, moduleId: string): void {
  (request.log as unknown as Record<symbol, string>)[MODULE_ID] = moduleId;
  tagRequestModule(moduleId);
}

/**
 * pino's mixin: the module of the logger writing the line, or of the request logger it derives
 * from (pino's children inherit from their parent through the prototype chain).
 */
export function logLineModule(_fields: object, _level: number, logger: object): { moduleId?: string } {
  const moduleId = (logger as Record<symbol, string | undefined>)[MODULE_ID];
  return moduleId ? { moduleId } : {};
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
