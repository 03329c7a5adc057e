import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { paymentResultQuery, paymentReturnQuery } from "../../../contract/payments.js";
import type { OnlinePayments } from "./online-payments.js";

/**
 * Where Stripe's payment page sends the customer back (the two payment-session return
 * routes). Success first applies the session like its webhook would — the customer sees their
 * booking paid even if the webhook is late — then both go on to the result pages.
 */
export const paymentReturnRoutes: FastifyPluginAsyncZod<{ payments: OnlinePayments }> = async (
  app,
  { payments },
) => {
  app.get(
    "/payments/checkout/success",
    {
      schema: {
        tags: ["payments"],
        summary: "Return from a paid booking: records the payment, then redirects to /booking/success",
        querystring: paymentReturnQuery,
      },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const booking = await payments.applyReturn(request.query.session_id);
      if (!booking) return reply.redirect("/error/404", 303);
      return reply.redirect(`/booking/success?id=${booking.moduleId}&lang=${booking.language}`, 303);
    },
  );

  app.get(
    "/payments/checkout/cancel",
    {
      schema: {
        tags: ["payments"],
        summary: "Return from an abandoned payment page: redirects to /booking/cancel",
        querystring: paymentResultQuery,
      },
    },
    async (request, reply) => {
      const { id, lang } = request.query;
      return reply.redirect(`/booking/cancel?id=${id}${lang ? `&lang=${lang}` : ""}`, 303);
    },
  );
};
