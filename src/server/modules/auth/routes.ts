import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import {
  changePasswordRequest,
  forgotPasswordRequest,
  resetPasswordCheck,
  signInRequest,
  signInResponse,
  signupResponse,
  tokenParams,
} from "../../../contract/auth.js";
import { okEnvelope } from "../../../contract/envelope.js";
import { deviceCookieHeader, deviceCookieOf } from "./device-cookies.js";
import type { AuthService } from "./service.js";
import { summarizeUserAgent } from "./sessions.js";

const done = okEnvelope(z.object({ done: z.literal(true) }));

export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (app, { service }) => {
  // Reset work still running finishes before the database closes.
  app.addHook("onClose", async () => {
    await service.settle();
  });
  // Sign-in answers carry a token: no cache keeps them.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.post(
    "/auth/signin",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign in as an owner",
        body: signInRequest,
        response: { 200: okEnvelope(signInResponse) },
      },
      // A coarse per-address ceiling; the service throttles failures per account and address.
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const data = await service.signIn(
        { ...request.body, rememberMe: request.body.rememberMe ?? false },
        request.ip,
        summarizeUserAgent(request.headers["user-agent"]),
        deviceCookieOf(request.headers.cookie),
      );
      // This browser is now a device the owner has used: no lock set off elsewhere applies to it.
      const cookie = service.deviceCookie(request.body.email);
      reply.header("set-cookie", deviceCookieHeader(cookie, request.protocol === "https"));
      return { success: true as const, data };
    },
  );

  app.post(
    "/auth/forgot-password",
    {
      schema: {
        tags: ["auth"],
        summary: "E-mail a password reset link (answers success whether the account exists or not)",
        body: forgotPasswordRequest,
        response: { 200: done },
      },
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      // The work starts once the answer is sent: its time is never part of the answer's, so the
      // answer says nothing of whether the account exists.
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 200) return;
        service.requestPasswordReset(request.body.email).catch((error: unknown) => {
          request.log.error({ err: error }, "password reset not queued");
        });
      },
    },
    async () => ({ success: true as const, data: { done: true as const } }),
  );

  app.get(
    "/auth/reset-password/:token",
    {
      schema: {
        tags: ["auth"],
        summary: "Check a password reset link (TOKEN_EXPIRED when expired or used)",
        params: tokenParams,
        response: { 200: okEnvelope(resetPasswordCheck) },
      },
    },
    async (request) => {
      await service.checkResetToken(request.params.token);
      return { success: true as const, data: { valid: true as const } };
    },
  );

  app.post(
    "/auth/change-password",
    {
      schema: {
        tags: ["auth"],
        summary: "Set a new password with a reset token (single use; SAME_PASSWORD when unchanged)",
        body: changePasswordRequest,
        response: { 200: done },
      },
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const owner = await service.changePassword(request.body);
      // The e-mailed link's browser becomes a known device too: the owner can sign in from it
      // even if attackers lock the account again.
      if (owner) {
        const cookie = service.deviceCookie(owner.email);
        reply.header("set-cookie", deviceCookieHeader(cookie, request.protocol === "https"));
      }
      return { success: true as const, data: { done: true as const } };
    },
  );

  app.get(
    "/auth/signup/:token",
    {
      schema: {
        tags: ["auth"],
        summary: "Exchange a single-use sign-up token for a session (new accounts)",
        params: tokenParams,
        response: { 200: okEnvelope(signupResponse) },
      },
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request) => ({
      success: true as const,
      data: await service.signUp(request.params.token, summarizeUserAgent(request.headers["user-agent"])),
    }),
  );
};
