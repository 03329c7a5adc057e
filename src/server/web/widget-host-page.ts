import { DEFAULT_LANGUAGE, type Language } from "../../contract/common.js";
import { escapeHtml } from "../../contract/escape-html.js";

const DESCRIPTION: Record<Language, (company: string) => string> = {
  fr: (company) => `Réservez votre chauffeur en ligne\u202F: ${company}.`,
  en: (company) => `Book your chauffeur online: ${company}.`,
  es: (company) => `Reserve su chófer en línea: ${company}.`,
};

/**
 * Styles of the host page itself, in its head: a stylesheet of its own would hold the first paint
 * back by a request (the pages' CSP allows inline styles; scripts stay files).
 */
const HOST_PAGE_CSS = `html,body{margin:0;min-height:100%;background:#f4f6f9}
main{display:flex;justify-content:center;padding:16px 8px;box-sizing:border-box}
chauffeur-booking{width:100%;max-width:var(--cb-width,600px)}
.cb-page-title{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`;

/**
 * The full-page host of the widget for direct links (/booking?id=…, /{moduleName}): the same
 * element and script tag an owner pastes into their own site, under the page's one <h1> (the
 * module's title). The widget shows that title itself, so the heading is for screen readers and
 * search engines only.
 */
export function widgetHostPage(input: {
  scriptSrc: string;
  moduleId: string;
  lang?: Language;
  title: string;
  companyName: string;
  /**
   * The owner's preview (/booking?id=preview&token=…): the widget loads the module through this
   * token and takes no booking; search engines keep the page out of their index.
   */
  previewToken?: string;
  /** The prefill and source attributes, escaped (prefill-attributes.ts); "" without any. */
  attributes?: string;
}): string {
  const lang = input.lang ? ` lang="${escapeHtml(input.lang)}"` : "";
  const preview = input.previewToken ? ` preview-token="${escapeHtml(input.previewToken)}"` : "";
  const noindex = input.previewToken ? '\n<meta name="robots" content="noindex">' : "";
  const description = DESCRIPTION[input.lang ?? DEFAULT_LANGUAGE](input.companyName || input.title);
  return `<!doctype html>
<html lang="${escapeHtml(input.lang ?? DEFAULT_LANGUAGE)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.title)}</title>
<meta name="description" content="${escapeHtml(description)}">${noindex}
<style>${HOST_PAGE_CSS}</style>
<script src="${escapeHtml(input.scriptSrc)}" async></script>
</head>
<body>
<main>
<h1 class="cb-page-title">${escapeHtml(input.title)}</h1>
<chauffeur-booking module="${escapeHtml(input.moduleId)}"${lang}${preview}${input.attributes ?? ""}></chauffeur-booking>
</main>
</body>
</html>
`;
}
