import type { Language } from "../../../../contract/common.js";
import { escapeHtml } from "../../../../contract/escape-html.js";
import { serverI18n } from "../../../kernel/server-i18n.js";
import { renderLayout } from "../layout/html.js";
import type { RenderedMail } from "./rendered-mail.js";

/** Tells the owner that sign-in to their account is paused after failed attempts from several places. */
export function renderSignInLocked(data: { minutes: number }, language: Language): RenderedMail {
  const i18n = serverI18n(language);
  const subject = i18n._("Sign-in to your Chauffeur Booking account is paused");
  const intro = i18n._(
    "There were many failed sign-in attempts on your account, so sign-in is paused for {minutes} minutes.",
    { minutes: data.minutes },
  );
  const advice = i18n._(
    "If it was not you, someone may be guessing your password: resetting it lifts the pause at once and signs out every device.",
  );
  const footer = i18n._("You receive this e-mail because of your Chauffeur Booking account.");
  const text = [intro, "", advice, "", "--", footer].join("\n");
  const bodyHtml = [`<p>${escapeHtml(intro)}</p>`, `<p>${escapeHtml(advice)}</p>`].join("\n");
  return { subject, text, html: renderLayout({ language, title: subject, bodyHtml, footer }) };
}
