import { LANGUAGES, type Language } from "../../contract/common.js";
import { escapeHtml } from "../lib/escape-html.js";

export { escapeHtml };

/** The first language of an Accept-Language header that we speak, else `fallback`. */
export function readerLanguage(header: string | undefined, fallback: Language = "fr"): Language {
  const wanted = (header ?? "").split(",").map((part) => part.trim().slice(0, 2).toLowerCase());
  return wanted.find((code): code is Language => (LANGUAGES as readonly string[]).includes(code)) ?? fallback;
}

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
