import type { Language } from "../../../../contract/common.js";
import { escapeHtml } from "../../../../contract/escape-html.js";
import { serverI18n } from "../../../kernel/server-i18n.js";
import { renderButton, renderLayout } from "../layout/html.js";
import { oneLine, type RenderedMail } from "./rendered-mail.js";

/**
 * To the customer once the ride is done: the receipt or invoice is attached as a PDF; the link
 * opens every document of the booking (decision 0099).
 */
export function renderDocumentIssued(
  data: { kind: "RECEIPT" | "INVOICE" | "CREDIT_NOTE"; number: number; company: string; linkUrl: string },
  language: Language,
): RenderedMail {
  const i18n = serverI18n(language);
  const company = oneLine(data.company) || "Chauffeur Booking";
  const subject =
    data.kind === "RECEIPT"
      ? i18n._("Your receipt no. {number} from {company}", { number: data.number, company })
      : data.kind === "INVOICE"
        ? i18n._("Your invoice no. {number} from {company}", { number: data.number, company })
        : i18n._("Your credit note no. {number} from {company}", { number: data.number, company });
  const intro = i18n._(
    "Thank you for riding with {company}. The document is attached to this e-mail as a PDF.",
    {
      company,
    },
  );
  const action = i18n._("Your booking's documents");
  const footer = i18n._("You receive this e-mail because you booked a ride with {company}.", { company });
  const text = [intro, "", `${action}: ${data.linkUrl}`, "", "--", footer].join("\n");
  const bodyHtml = [`<p>${escapeHtml(intro)}</p>`, renderButton(data.linkUrl, action)].join("\n");
  return { subject, text, html: renderLayout({ language, title: subject, bodyHtml, footer }) };
}
