import type { Language } from "../../contract/common.js";
import { escapeHtml } from "../../contract/escape-html.js";
import { serverPage } from "../kernel/server-page.js";

const TEXT: Record<Language, { title: string; body: string }> = {
  fr: {
    title: "Aperçu indisponible",
    body: "Ce lien d’aperçu est invalide ou a expiré. Ouvrez l’aperçu depuis votre espace d’administration, écran «\u202FIntégration HTML\u202F»\u202F: chaque lien y est valable 15 minutes.",
  },
  en: {
    title: "Preview unavailable",
    body: "This preview link is invalid or has expired. Open the preview from your admin, on the “HTML integration” screen: each link there is valid for 15 minutes.",
  },
  es: {
    title: "Vista previa no disponible",
    body: "Este enlace de vista previa no es válido o ha caducado. Abra la vista previa desde su administración, en la pantalla «Integración HTML»: cada enlace es válido durante 15 minutos.",
  },
};

/**
 * /booking?id=preview without a valid preview token (none, forged, expired): says where preview
 * links come from, never shows another module. No script, like the other server pages.
 */
export function previewUnavailablePage(language: Language): string {
  const text = TEXT[language];
  return serverPage({
    language,
    title: text.title,
    body: `<h1>${escapeHtml(text.title)}</h1>\n<p>${escapeHtml(text.body)}</p>`,
  });
}
