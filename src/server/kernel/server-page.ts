import type { Language } from "../../contract/common.js";
import { escapeHtml } from "../../contract/escape-html.js";

/**
 * The frame of our small server-rendered pages (e-mailed links, payment results): no script,
 * one stylesheet, kept out of search engines. `body` and `head` must already be escaped.
 */
export function serverPage(options: {
  language: Language;
  title: string;
  body: string;
  head?: string;
}): string {
  return `<!doctype html>
<html lang="${options.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${options.head ? `${options.head}\n` : ""}<title>${escapeHtml(options.title)}</title>
<link rel="stylesheet" href="/booking/decision.css">
</head>
<body><main>${options.body}</main></body>
</html>
`;
}
