import type { FastifyReply, FastifyRequest } from "fastify";
import { API_KEY_PREFIX } from "../../../contract/api-keys.js";
import { AppError } from "../../kernel/errors.js";
import { logTheModule } from "../../lib/request-log.js";
import type { AuthService, Session } from "./service.js";

declare module "fastify" {
  interface FastifyRequest {
    /** Set on every /api/admin request by the authentication hook. */
    owner?: Session;
  }
}

/**
 * Checks a bearer credential that is an owner API key (the api-keys module: live, rate limit,
 * scope of the route) and answers the id of the owner it acts as; it throws its refusal.
 */
export type ApiKeyCheck = (
  request: FastifyRequest,
  reply: FastifyReply,
  credential: string,
) => Promise<string>;

/**
 * onRequest hook for the admin scope: a valid Bearer credential or 401. A credential starting
 * with `cbk_live_` is an API key and is checked only as one; anything else is a session's token.
 */
export function authenticate(service: AuthService, checkApiKey: ApiKeyCheck) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const header = request.headers.authorization ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const credential = match?.[1];
    if (!credential) throw new AppError("UNAUTHORIZED", "Sign in to continue");
    request.owner = credential.startsWith(API_KEY_PREFIX)
      ? await service.sessionOfKeyOwner(await checkApiKey(request, reply, credential))
      : await service.sessionFromToken(credential);
    logTheModule(request, request.owner.moduleId);
  };
}

/** The signed-in owner of an admin request (the hook guarantees it). */
export function ownerOf(request: FastifyRequest): Session {
  if (!request.owner) throw new AppError("UNAUTHORIZED", "Sign in to continue");
  return request.owner;
}
