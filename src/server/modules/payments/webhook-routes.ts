import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { okEnvelope } from "../../../contract/envelope.js";
import { errorResponses } from "../../kernel/error-responses.js";
import { AppError } from "../../kernel/errors.js";
import {
  InvalidSignatureError,
  type PaymentEvent,
  type PaymentsProvider,
} from "../../providers/payments/types.js";
import { cardPaymentsNotConfigured } from "./card-account-service.js";

/** Stripe's events are a few kilobytes; a generous ceiling still refuses junk early. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

export interface WebhookHandlers {
  /**
   * checkout.session.* of a booking, refund.* of its refund and payment_intent.* of a change's
   * charge (on a connected account).
   */
  booking(event: PaymentEvent): Promise<unknown>;
  /** account.updated, account.application.deauthorized. */
  account(event: PaymentEvent): Promise<unknown>;
  /** A subscription's checkout, its changes and its invoices (on the platform account). */
  subscription(event: PaymentEvent): Promise<unknown>;
}

/** Which service an event is for. */
export function dispatch(event: PaymentEvent, handlers: WebhookHandlers): Promise<unknown> {
  switch (event.kind) {
    case "checkout-completed":
    case "checkout-expired":
    case "checkout-async-succeeded":
    case "checkout-async-failed":
      return event.session.metadata.kind === "subscription" || event.session.mode === "subscription"
        ? handlers.subscription(event)
        : handlers.booking(event);
    case "refund-changed":
    case "intent-succeeded":
    case "intent-failed":
      return handlers.booking(event);
    case "account-updated":
    case "account-deauthorized":
      return handlers.account(event);
    case "subscription-changed":
      return handlers.subscription(event);
    default:
      return Promise.resolve();
  }
}

/**
 * POST /api/stripe/webhook, for the platform's events and its Connect events alike. The
 * signature is checked on the raw body (this scope reads every body as bytes); an unsigned,
 * wrongly signed or stale request answers 400 and changes nothing. A failure while applying a
 * verified event answers 500, so Stripe delivers it again.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{
  provider: PaymentsProvider | null;
  handlers: WebhookHandlers;
}> = async (app, deps) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "*",
    { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    "/stripe/webhook",
    {
      schema: {
        tags: ["payments"],
        summary: "Stripe webhook endpoint (signed events; platform and Connect)",
        description: "WEBHOOK_SIGNATURE_INVALID (400) for an unsigned, wrongly signed or stale request.",
        response: {
          200: okEnvelope(z.object({ received: z.literal(true) })),
          ...errorResponses(["WEBHOOK_SIGNATURE_INVALID", "CARD_PAYMENTS_NOT_CONFIGURED"]),
        },
      },
    },
    async (request) => {
      if (!deps.provider) throw cardPaymentsNotConfigured();
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event: PaymentEvent;
      try {
        event = deps.provider.verifyEvent(body, request.headers["stripe-signature"] as string | undefined);
      } catch (error) {
        if (!(error instanceof InvalidSignatureError)) throw error;
        throw new AppError("WEBHOOK_SIGNATURE_INVALID", error.message);
      }
      await dispatch(event, deps.handlers);
      return { success: true as const, data: { received: true as const } };
    },
  );
};
