import type { Language } from "../../../../contract/common.js";
import { escapeHtml } from "../../../../contract/escape-html.js";
import { serverI18n } from "../../../kernel/server-i18n.js";
import { renderButton, renderLayout } from "../layout/html.js";
import type { RenderedMail } from "./rendered-mail.js";

export interface PasswordResetData {
  /** The single-use link to the reset page. */
  resetUrl: string;
  expiresInMinutes: number;
}

/** The password reset link, to the owner who asked for it. */
export function renderPasswordReset(data: PasswordResetData, language: Language): RenderedMail {
  const i18n = serverI18n(language);
  const subject = i18n._("Reset your Chauffeur Booking password");
  const intro = i18n._("Someone asked to reset the password of your Chauffeur Booking account.");
  const action = i18n._("Open this link within {minutes} minutes to choose a new password:", {
    minutes: data.expiresInMinutes,
  });
  const button = i18n._("Choose a new password");
  const ignore = i18n._(
    "If you did not ask for it, ignore this e-mail: your password stays the same. The link works only once.",
  );
  const footer = i18n._("You receive this e-mail because of your Chauffeur Booking account.");

  const text = [intro, "", action, data.resetUrl, "", ignore, "", "--", footer].join("\n");
  const bodyHtml = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(action)}</p>`,
    renderButton(data.resetUrl, button),
    `<p style="font-size:13px;color:#616e7c;word-break:break-all;">${escapeHtml(data.resetUrl)}</p>`,
    `<p>${escapeHtml(ignore)}</p>`,
  ].join("\n");

  return { subject, text, html: renderLayout({ language, title: subject, bodyHtml, footer }) };
}
