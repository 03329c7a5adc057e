import { widgetApiBase } from "./api-base.js";
import { ELEMENT_NAME } from "./early-module-request.js";
import { resolveLanguage, type WidgetLanguage } from "./language.js";
import { prefetchedModule } from "./module-prefetch.js";

/**
 * The languages the <chauffeur-booking> elements on the page will speak: each one's lang
 * attribute, stored or browser language, or its module's default language when that module has
 * already arrived (module-prefetch.ts), as the widget resolves it (booking-widget.tsx).
 */
export function pageLanguages(defaultApiBase: string, doc: Document = document): WidgetLanguage[] {
  const languages = new Set<WidgetLanguage>();
  for (const element of doc.querySelectorAll(ELEMENT_NAME)) {
    const lang = element.getAttribute("lang") ?? undefined;
    const apiBase = widgetApiBase(element.getAttribute("api") ?? undefined, defaultApiBase);
    const module = prefetchedModule(apiBase, element.getAttribute("module") ?? "", lang);
    languages.add(resolveLanguage(lang, module?.defaultLanguage));
  }
  return [...languages];
}
