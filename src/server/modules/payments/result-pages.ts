import type { FastifyInstance, FastifyReply } from "fastify";
import type { Language } from "../../../contract/common.js";
import { escapeHtml } from "../../../contract/escape-html.js";
import { paymentResultQuery } from "../../../contract/payments.js";
import { isAppError } from "../../kernel/errors.js";
import { readerLanguage } from "../../kernel/reader-language.js";
import { serverI18n } from "../../kernel/server-i18n.js";
import { serverPage } from "../../kernel/server-page.js";

/** The payment result pages go on by themselves after 6 seconds. */
export const RESULT_REDIRECT_SECONDS = 6;

/** A booking's payment, or a change's (its link e-mailed to the customer, decision 0133). */
type Result = "success" | "cancel" | "change-paid" | "change-unpaid";

const RESULTS: readonly Result[] = ["success", "cancel", "change-paid", "change-unpaid"];

function resultText(result: Result, i18n: ReturnType<typeof serverI18n>): { title: string; text: string } {
  switch (result) {
    case "success":
      return {
        title: i18n._("Payment received"),
        text: i18n._(
          "Thank you: your payment was received. The company will confirm your booking by e-mail.",
        ),
      };
    case "cancel":
      return {
        title: i18n._("Payment canceled"),
        text: i18n._("The payment was not completed and you were not charged: your booking is not made."),
      };
    case "change-paid":
      return {
        title: i18n._("Payment received"),
        text: i18n._("Thank you: your payment for the change of your booking was received."),
      };
    default:
      return {
        title: i18n._("Payment canceled"),
        text: i18n._(
          "The payment was not completed and you were not charged. The link in your e-mail stays valid for 24 hours.",
        ),
      };
  }
}

function resultPage(result: Result, language: Language, target: string): string {
  const i18n = serverI18n(language);
  const { title, text } = resultText(result, i18n);
  const href = escapeHtml(target);
  return serverPage({
    language,
    title,
    head: `<meta http-equiv="refresh" content="${RESULT_REDIRECT_SECONDS};url=${href}">`,
    body: `
<h1>${escapeHtml(title)}</h1>
<p class="${result === "success" || result === "change-paid" ? "notice" : "warning"}" role="status">${escapeHtml(text)}</p>
<p>${escapeHtml(i18n._("You will be taken back in {seconds} seconds.", { seconds: RESULT_REDIRECT_SECONDS }))}</p>
<p><a href="${href}">${escapeHtml(i18n._("Back"))}</a></p>
`,
  });
}

/**
 * The payment result pages (/booking/success and /booking/cancel, and a change's
 * /booking/change-paid and /booking/change-unpaid; query id = the module): server-rendered without script, they go to the module's return address
 * (GET /api/booking/{id}/url) after 6 seconds or at once through Back.
 */
export function registerPaymentResultPages(
  app: FastifyInstance,
  deps: {
    returnUrl(moduleId: string): Promise<{ url: string }>;
    sendHtml(reply: FastifyReply, html: string): Promise<unknown>;
  },
): void {
  for (const result of RESULTS) {
    app.get(`/booking/${result}`, { schema: { hide: true } }, async (request, reply) => {
      const query = paymentResultQuery.safeParse(request.query);
      if (!query.success) return reply.redirect("/error/404");
      const language = query.data.lang ?? readerLanguage(request.headers["accept-language"]);
      try {
        const { url } = await deps.returnUrl(query.data.id);
        // The owner typed the return address: only a web address may become a redirect.
        const target = /^https?:\/\//i.test(url) ? url : "/";
        return deps.sendHtml(reply, resultPage(result, language, target));
      } catch (error) {
        if (isAppError(error, "MODULE_NOT_FOUND")) return reply.redirect("/error/404");
        throw error;
      }
    });
  }
}
