import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okEnvelope } from "../../../contract/envelope.js";
import {
  paymentReturnQuery,
  redirectLink,
  SUBSCRIPTION_PLANS,
  subscriptionStatus,
} from "../../../contract/payments.js";
import { isAppError } from "../../kernel/errors.js";
import { ownerOf } from "../auth/index.js";
import type { SubscriptionService } from "./service.js";

const security = [{ bearerAuth: [] }];

/**
 * Public subscription routes: the checkout of each plan, and the
 * return from a paid checkout that creates the account and hands the browser on.
 */
export const subscriptionPublicRoutes: FastifyPluginAsyncZod<{ service: SubscriptionService }> = async (
  app,
  { service },
) => {
  for (const plan of SUBSCRIPTION_PLANS) {
    app.get(
      `/subscription/checkout-${plan}`,
      {
        schema: {
          tags: ["subscription"],
          summary: `The payment page of a ${plan} subscription${plan === "lifetime" ? " (one payment)" : " (7-day trial)"}`,
          description: "SUBSCRIPTIONS_NOT_CONFIGURED (409) without Stripe keys and the plan's price id.",
          response: { 200: okEnvelope(redirectLink) },
        },
        // Each call creates a Checkout Session at Stripe.
        config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      },
      async () => ({ success: true as const, data: await service.checkoutUrl(plan) }),
    );
  }

  app.get(
    "/subscription/success",
    {
      schema: {
        tags: ["subscription"],
        summary: "Return from a paid subscription checkout: creates the account, then redirects",
        description:
          "Redirects to /subscription/success?token= (or -lifetime) with a single-use sign-up token the " +
          "admin exchanges at GET /auth/signup/{token}; to /admin/dashboard after a renewal.",
        querystring: paymentReturnQuery,
      },
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      try {
        return reply.redirect(await service.completeCheckout(request.query.session_id), 303);
      } catch (error) {
        if (!isAppError(error)) request.log.error({ err: error }, "subscription return failed");
        return reply.redirect("/error/404", 303);
      }
    },
  );
};

/** The owner's subscription (mounted under /api/admin, authenticated). */
export const subscriptionAdminRoutes: FastifyPluginAsyncZod<{ service: SubscriptionService }> = async (
  app,
  { service },
) => {
  app.get(
    "/check-subscription",
    {
      schema: {
        tags: ["admin"],
        summary: "The subscription's plan, status and end date (the expiry banner's source)",
        security,
        response: { 200: okEnvelope(subscriptionStatus) },
      },
    },
    async (request) => ({ success: true as const, data: await service.status(ownerOf(request).ownerId) }),
  );

  app.get(
    "/stripe-portal",
    {
      schema: {
        tags: ["admin"],
        summary: "A billing portal session (billing details, invoices, plan)",
        description: "SUBSCRIPTIONS_NOT_CONFIGURED (409) in self-hosted mode; NO_SUBSCRIPTION (409).",
        security,
        response: { 200: okEnvelope(redirectLink) },
      },
    },
    async (request) => ({ success: true as const, data: await service.portalUrl(ownerOf(request).ownerId) }),
  );

  app.get(
    "/renew-subscription",
    {
      schema: {
        tags: ["admin"],
        summary: "Where to renew: the portal while the subscription runs, a new checkout once it ended",
        description: "SUBSCRIPTIONS_NOT_CONFIGURED (409) in self-hosted mode.",
        security,
        response: { 200: okEnvelope(redirectLink) },
      },
    },
    async (request) => ({ success: true as const, data: await service.renewUrl(ownerOf(request).ownerId) }),
  );
};
