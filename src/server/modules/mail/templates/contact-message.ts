import type { Language } from "../../../../contract/common.js";
import { escapeHtml } from "../../../../contract/escape-html.js";
import { serverI18n } from "../../../kernel/server-i18n.js";
import { renderLayout, textToHtml } from "../layout/html.js";
import { oneLine, type RenderedMail } from "./rendered-mail.js";

export interface ContactMessageData {
  companyName: string;
  ownerEmail: string;
  moduleId: string;
  /** The owner's words, as typed: plain text. */
  message: string;
}

/** "Contact us" from the admin, to the operator's inbox (the owner is the Reply-To). */
export function renderContactMessage(data: ContactMessageData, language: Language): RenderedMail {
  const i18n = serverI18n(language);
  const company = oneLine(data.companyName) || data.ownerEmail;
  const subject = i18n._("Contact request from {company}", { company });
  const footer = i18n._("Sent with the Contact us form of the Chauffeur Booking admin.");
  const intro = (values: { company: string; email: string; moduleId: string }) =>
    i18n._("{company} ({email}, module {moduleId}) wrote:", values);
  const replyHint = i18n._("Reply to this e-mail to answer them.");

  const text = [
    intro({ company, email: data.ownerEmail, moduleId: data.moduleId }),
    "",
    data.message,
    "",
    "--",
    replyHint,
    footer,
  ].join("\n");

  const bodyHtml = [
    `<p>${escapeHtml(intro({ company, email: data.ownerEmail, moduleId: data.moduleId }))}</p>`,
    `<blockquote style="margin:16px 0;padding:12px 16px;background:#f4f5f7;border-left:4px solid #cbd2d9;">${textToHtml(data.message)}</blockquote>`,
    `<p>${escapeHtml(replyHint)}</p>`,
  ].join("\n");

  return { subject, text, html: renderLayout({ language, title: subject, bodyHtml, footer }) };
}
