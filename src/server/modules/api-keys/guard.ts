import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../kernel/errors.js";
import { accessOf } from "./route-scopes.js";
import type { ApiKeysService, PresentedKey } from "./service.js";

declare module "fastify" {
  interface FastifyRequest {
    /** Set on an /api/admin request made with an owner API key (never with a session). */
    apiKey?: PresentedKey;
  }
}

const WINDOW_MS = 60_000;

/**
 * Checks an admin request made with an API key, in this order: the key is live (401), under its
 * rate limit (429 with Retry-After), and its scopes cover the route (403 INSUFFICIENT_SCOPE);
 * then its last use is recorded. Answers the owner the key acts as.
 */
export function apiKeyGuard(app: FastifyInstance, service: ApiKeysService, requestsPerMinute: number) {
  const limit =
    requestsPerMinute > 0
      ? app.createRateLimit({
          max: requestsPerMinute,
          timeWindow: WINDOW_MS,
          keyGenerator: (request) => `api-key:${request.apiKey?.id}`,
        })
      : undefined;
  return async (request: FastifyRequest, reply: FastifyReply, credential: string): Promise<string> => {
    const key = await service.find(credential);
    request.apiKey = key;
    const counted = await limit?.(request);
    if (counted && !counted.isAllowed && counted.isExceeded) {
      reply.header("retry-after", String(counted.ttlInSeconds));
      throw new AppError("TOO_MANY_REQUESTS", "Too many requests with this API key, try again later");
    }
    const access = accessOf(request.method, request.routeOptions.url ?? "");
    if (access === "session") {
      throw new AppError("INSUFFICIENT_SCOPE", "This route needs a signed-in owner; API keys cannot call it");
    }
    if (!key.scopes.includes(access)) {
      throw new AppError("INSUFFICIENT_SCOPE", `This API key lacks the scope ${access}`);
    }
    await service.recordUse(key);
    return key.ownerId;
  };
}
