import type { Language } from "../../../../contract/common.js";
import { escapeHtml } from "../../../../contract/escape-html.js";
import { serverI18n } from "../../../kernel/server-i18n.js";
import { renderLayout } from "../layout/html.js";
import type { RenderedMail } from "./rendered-mail.js";

/**
 * Tells the owner, once, that the server turned a webhook endpoint off after failing for a day
 * (decision 0118), with the last error and the way back.
 */
export function renderWebhookDisabled(
  data: { url: string; lastError: string; adminUrl: string },
  language: Language,
): RenderedMail {
  const i18n = serverI18n(language);
  const subject = i18n._("A webhook endpoint was turned off");
  const intro = i18n._(
    "Every attempt to send events to {url} has failed for more than a day, so it was turned off and receives nothing until you turn it on again.",
    { url: data.url },
  );
  const last = i18n._("Last error: {error}", { error: data.lastError });
  const action = i18n._("Fix the receiver, then turn the endpoint on again on the Webhooks page:");
  const footer = i18n._("You receive this e-mail because of your Chauffeur Booking account.");
  const text = [intro, "", last, "", action, data.adminUrl, "", "--", footer].join("\n");
  const link = escapeHtml(data.adminUrl);
  const bodyHtml = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(last)}</p>`,
    `<p>${escapeHtml(action)} <a href="${link}">${link}</a></p>`,
  ].join("\n");
  return { subject, text, html: renderLayout({ language, title: subject, bodyHtml, footer }) };
}
