import type { Language } from "../../../../contract/common.js";
import { escapeHtml } from "../../../../contract/escape-html.js";
import { serverI18n } from "../../../kernel/server-i18n.js";
import { renderLayout } from "../layout/html.js";
import type { RenderedMail } from "./rendered-mail.js";

/** Tells the owner that Google refused their calendar grant, once, with the way back. */
export function renderGoogleCalendarReconnect(data: { adminUrl: string }, language: Language): RenderedMail {
  const i18n = serverI18n(language);
  const subject = i18n._("Reconnect your Google calendar");
  const intro = i18n._(
    "Google no longer accepts the access you gave to your calendar (it was revoked or it expired), so your bookings are not copied to it any more.",
  );
  const action = i18n._("Open the bookings page and choose Google Calendar, then Reconnect:");
  const footer = i18n._("You receive this e-mail because of your Chauffeur Booking account.");
  const text = [intro, "", action, data.adminUrl, "", "--", footer].join("\n");
  const link = escapeHtml(data.adminUrl);
  const bodyHtml = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(action)} <a href="${link}">${link}</a></p>`,
  ].join("\n");
  return { subject, text, html: renderLayout({ language, title: subject, bodyHtml, footer }) };
}
