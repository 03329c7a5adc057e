import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { cardAccountInfo, cardAccountLink } from "../../../contract/card-account.js";
import { okEnvelope } from "../../../contract/envelope.js";
import { ownerOf } from "../auth/index.js";
import type { CardAccountService } from "./card-account-service.js";

const security = [{ bearerAuth: [] }];
const notConfigured =
  "CARD_PAYMENTS_NOT_CONFIGURED (409) in self-hosted mode; STRIPE_ACCOUNT_INVALID (409, 'Wrong Stripe Account ID') " +
  "when Stripe no longer knows the account; PAYMENT_PROVIDER_UNAVAILABLE (502).";

/** The owner's card-payment account (the stripe-* calls; mounted under /api/admin). */
export const cardAccountAdminRoutes: FastifyPluginAsyncZod<{ service: CardAccountService }> = async (
  app,
  { service },
) => {
  app.get(
    "/stripe-url",
    {
      schema: {
        tags: ["admin"],
        summary: "Onboarding link of the card account (created on first use), or its dashboard once active",
        description: notConfigured,
        security,
        response: { 200: okEnvelope(cardAccountLink) },
      },
    },
    async (request) => ({ success: true as const, data: await service.link(ownerOf(request)) }),
  );

  app.get(
    "/stripe-infos",
    {
      schema: {
        tags: ["admin"],
        summary: "The card account's status (active, pending, inactive) and card-payment capability",
        description: notConfigured,
        security,
        response: { 200: okEnvelope(cardAccountInfo) },
      },
    },
    async (request) => ({ success: true as const, data: await service.info(ownerOf(request).moduleId) }),
  );

  app.get(
    "/stripe-disconnect",
    {
      schema: {
        tags: ["admin"],
        summary: "Disconnect the card account from the module (online payment stops being offered)",
        description: notConfigured,
        security,
        response: { 200: okEnvelope(cardAccountInfo) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.disconnect(ownerOf(request).moduleId),
    }),
  );
};
