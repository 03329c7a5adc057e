import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { activeSessions, revokeSessionRequest } from "../../../contract/auth.js";
import { okEnvelope } from "../../../contract/envelope.js";
import { ownerOf } from "./authenticate.js";
import type { AuthService } from "./service.js";

const done = okEnvelope(z.object({ done: z.literal(true) }));

/** The owner's sessions (mounted under /api/admin, authenticated). */
export const sessionRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (app, { service }) => {
  app.post(
    "/sign-out",
    {
      schema: {
        tags: ["admin"],
        summary: "Sign out: the token of this request stops working",
        security: [{ bearerAuth: [] }],
        response: { 200: done },
      },
    },
    async (request) => {
      await service.signOut(ownerOf(request));
      return { success: true as const, data: { done: true as const } };
    },
  );

  app.post(
    "/sign-out-everywhere",
    {
      schema: {
        tags: ["admin"],
        summary: "Sign out every session of the account, this one included",
        security: [{ bearerAuth: [] }],
        response: { 200: done },
      },
    },
    async (request) => {
      await service.signOutEverywhere(ownerOf(request));
      return { success: true as const, data: { done: true as const } };
    },
  );

  app.get(
    "/sessions",
    {
      schema: {
        tags: ["admin"],
        summary: "The account's active sessions (device, last seen), the current one marked",
        security: [{ bearerAuth: [] }],
        response: { 200: okEnvelope(activeSessions) },
      },
    },
    async (request) => ({ success: true as const, data: await service.listSessions(ownerOf(request)) }),
  );

  app.post(
    "/sessions/revoke",
    {
      schema: {
        tags: ["admin"],
        summary: "Revoke one session of the account (NOT_FOUND when not an active one of it)",
        security: [{ bearerAuth: [] }],
        body: revokeSessionRequest,
        response: { 200: done },
      },
    },
    async (request) => {
      await service.revokeSession(ownerOf(request), request.body.id);
      return { success: true as const, data: { done: true as const } };
    },
  );
};
