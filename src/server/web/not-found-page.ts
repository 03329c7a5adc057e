import type { Language } from "../../contract/common.js";
import { escapeHtml } from "../../contract/escape-html.js";
import { serverPage } from "../kernel/server-page.js";

const TEXT: Record<Language, { title: string; body: string }> = {
  fr: { title: "Page introuvable", body: "Cette adresse ne mène à aucune page." },
  en: { title: "Page not found", body: "There is no page at this address." },
  es: { title: "Página no encontrada", body: "No hay ninguna página en esta dirección." },
};

/**
 * The page of an unknown address, answered with a real 404 (a redirect to a page answering 200
 * would tell search engines and link checkers the address exists). No script: it must render
 * under our CSP even when the front-end is not built.
 */
export function notFoundPage(language: Language): string {
  const text = TEXT[language];
  return serverPage({
    language,
    title: text.title,
    body: `<h1>${escapeHtml(text.title)}</h1>\n<p>${escapeHtml(text.body)}</p>`,
  });
}
