import type { Language } from "../../../contract/common.js";
import { escapeHtml } from "../../../contract/escape-html.js";
import { serverI18n } from "../../kernel/server-i18n.js";
import { type DocumentRow, documentBlockHtml, documentContents } from "../documents/index.js";

/**
 * The proof of booking the driver shows at a roadside check: the whole page for it, large print,
 * every language block of the issued proof as frozen (decision 0099), a way back to the rides.
 * No script; the driver's stylesheet.
 */
export function renderDriverProof(page: { token: string; proof: DocumentRow; language: Language }): string {
  const i18n = serverI18n(page.language);
  const blocks = documentContents(page.proof);
  const title = blocks[0]?.title ?? i18n._("Proof of prior booking");
  const back = `/driver/${encodeURIComponent(page.token)}`;
  return `<!doctype html>
<html lang="${blocks[0]?.language ?? page.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/driver/driver.css">
</head>
<body class="proof">
<header><p><a class="button" href="${escapeHtml(back)}">${escapeHtml(i18n._("Back to my rides"))}</a></p></header>
<main>
${blocks.map(documentBlockHtml).join("\n")}
</main>
</body>
</html>
`;
}
