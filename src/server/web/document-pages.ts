import type { FastifyInstance, FastifyReply } from "fastify";
import type { Language } from "../../contract/common.js";
import { documentLinkFileParams, documentLinkParams } from "../../contract/documents.js";
import { escapeHtml } from "../../contract/escape-html.js";
import { AppError } from "../kernel/errors.js";
import { readerLanguage } from "../kernel/reader-language.js";
import { serverI18n } from "../kernel/server-i18n.js";
import { serverPage } from "../kernel/server-page.js";
import {
  type DocumentRow,
  type DocumentsService,
  documentBlockHtml,
  documentContents,
} from "../modules/documents/index.js";

/** A guesser gets few tries; a customer opens the page a handful of times. */
const DOCUMENT_REQUESTS_PER_MINUTE = 30;

/** The proof is shown to a roadside check: large print, printable, no script. */
const DOCUMENT_PAGE_STYLE = `<style>
main{max-width:760px}
section.block{border-top:2px solid #1f2933;margin-top:24px;padding-top:8px}
section.block:first-of-type{border-top:0;margin-top:0}
.subtitle{color:#52606d;margin:4px 0}
h2{font-size:1.1rem;margin:18px 0 4px}
table{border-collapse:collapse;width:100%;font-size:.9rem}
th,td{border-bottom:1px solid #cbd2d9;padding:4px 6px;text-align:right}
th:first-child,td:first-child{text-align:left}
ul.files{padding-left:20px}
@media print{body{background:#fff}main{box-shadow:none;margin:0;max-width:none}nav{display:none}}
</style>`;

function fileName(row: DocumentRow): string {
  return `${row.kind.toLowerCase()}-${row.number ?? `v${row.version}`}.pdf`;
}

/** The page of a booking's documents: its latest proof in full, every document as a PDF. */
function documentsPage(rows: DocumentRow[], token: string): { html: string; language: Language } {
  const proof = rows.filter((row) => row.kind === "PROOF").at(-1);
  const main = proof ?? rows.at(-1);
  const contents = main ? documentContents(main) : [];
  const language = contents[0]?.language ?? "fr";
  const i18n = serverI18n(language);
  const links = rows.map((row) => {
    const label = documentContents(row)[0];
    const text = `${label?.title ?? row.kind} — ${label?.subtitle[0] ?? ""}`;
    return `<li><a href="/documents/${encodeURIComponent(token)}/${row.id}.pdf" download="${fileName(row)}">${escapeHtml(text)} (PDF)</a></li>`;
  });
  const body = [
    ...contents.map(documentBlockHtml),
    `<nav aria-label="${escapeHtml(i18n._("Documents"))}"><h2>${escapeHtml(i18n._("Documents"))}</h2><ul class="files">${links.join("")}</ul></nav>`,
  ].join("\n");
  return {
    language,
    html: serverPage({ language, title: contents[0]?.title ?? "Documents", body, head: DOCUMENT_PAGE_STYLE }),
  };
}

function notFoundPage(language: Language): string {
  const i18n = serverI18n(language);
  const title = i18n._("This link opens no document");
  return serverPage({
    language,
    title,
    body: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(i18n._("Check the link in your e-mail, or ask the company that drives you."))}</p>`,
  });
}

/**
 * GET /documents/{token}: the customer's (and the driver's) page of a booking's documents, and
 * GET /documents/{token}/{id}.pdf each document's PDF. The token is the link's secret (hashed at
 * rest, redacted from logs); an unknown one answers the same 404 page as a malformed one.
 */
export async function registerDocumentPages(
  app: FastifyInstance,
  deps: {
    service: DocumentsService;
    sendHtml: (reply: FastifyReply, html: string, status?: number) => Promise<unknown>;
  },
): Promise<void> {
  const limit = { rateLimit: { max: DOCUMENT_REQUESTS_PER_MINUTE, timeWindow: "1 minute" } };
  app.get("/documents/:token", { schema: { hide: true }, config: limit }, async (request, reply) => {
    const params = documentLinkParams.safeParse(request.params);
    const fallback = readerLanguage(request.headers["accept-language"]);
    if (!params.success) return deps.sendHtml(reply, notFoundPage(fallback), 404);
    try {
      const rows = await deps.service.byToken(params.data.token);
      const page = documentsPage(rows, params.data.token);
      return deps.sendHtml(reply, page.html);
    } catch (error) {
      if (error instanceof AppError && error.code === "NOT_FOUND") {
        return deps.sendHtml(reply, notFoundPage(fallback), 404);
      }
      throw error;
    }
  });

  app.get("/documents/:token/:id.pdf", { schema: { hide: true }, config: limit }, async (request, reply) => {
    const params = documentLinkFileParams.safeParse(request.params);
    const fallback = readerLanguage(request.headers["accept-language"]);
    if (!params.success) return deps.sendHtml(reply, notFoundPage(fallback), 404);
    try {
      const rows = await deps.service.byToken(params.data.token);
      const row = rows.find((candidate) => candidate.id === params.data.id);
      if (!row) return deps.sendHtml(reply, notFoundPage(fallback), 404);
      const pdf = await deps.service.renderPdf(row);
      return reply
        .type("application/pdf")
        .header("cache-control", "private, no-store")
        .header("content-disposition", `inline; filename="${fileName(row)}"`)
        .send(pdf);
    } catch (error) {
      if (error instanceof AppError && error.code === "NOT_FOUND") {
        return deps.sendHtml(reply, notFoundPage(fallback), 404);
      }
      throw error;
    }
  });
}
