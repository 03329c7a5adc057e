import { escapeHtml } from "../../../../contract/escape-html.js";

/** Escaped text with its line breaks kept (messages typed in a textarea). */
export function textToHtml(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, "<br>\n");
}

/** A link target for an href: only http(s), escaped for the attribute. */
export function safeHref(url: string): string {
  return /^https?:\/\//i.test(url) ? escapeHtml(url) : "#";
}

const BRAND_COLOR = "#007BFF";

/**
 * The shared frame of every e-mail: one centred column with inline styles (mail clients ignore
 * style sheets), the product name on top and a small footer. `bodyHtml` must already be escaped.
 */
export function renderLayout(options: {
  language: string;
  title: string;
  bodyHtml: string;
  footer: string;
}): string {
  return `<!doctype html>
<html lang="${escapeHtml(options.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;">
<tr><td style="padding:20px 28px;border-bottom:3px solid ${BRAND_COLOR};font-size:18px;font-weight:bold;">Chauffeur Booking</td></tr>
<tr><td style="padding:24px 28px;font-size:15px;line-height:1.5;">
<h1 style="margin:0 0 16px;font-size:20px;">${escapeHtml(options.title)}</h1>
${options.bodyHtml}
</td></tr>
<tr><td style="padding:16px 28px;font-size:12px;color:#616e7c;border-top:1px solid #e4e7eb;">${escapeHtml(options.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** A call-to-action button (a plain link styled as a button, readable in every client). */
export function renderButton(url: string, label: string): string {
  return `<p style="margin:24px 0;"><a href="${safeHref(url)}" style="display:inline-block;padding:12px 20px;background:${BRAND_COLOR};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${escapeHtml(label)}</a></p>`;
}
