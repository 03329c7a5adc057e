import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../kernel/errors.js";
import { logTheModule } from "../../lib/request-log.js";
import type { AuthService, Session } from "./service.js";

declare module "fastify" {
  interface FastifyRequest {
    /** Set on every /api/admin request by the authentication hook. */
    owner?: Session;
  }
}

/** onRequest hook for the admin scope: a valid Bearer token or 401. */
export function authenticate(service: AuthService) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const header = request.headers.authorization ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new AppError("UNAUTHORIZED", "Sign in to continue");
    request.owner = await service.sessionFromToken(match[1]);
    logTheModule(request, reply, request.owner.moduleId);
  };
}

/** The signed-in owner of an admin request (the hook guarantees it). */
export function ownerOf(request: FastifyRequest): Session {
  if (!request.owner) throw new AppError("UNAUTHORIZED", "Sign in to continue");
  return request.owner;
}
