import { type I18n, setupI18n } from "@lingui/core";
import { loadedCatalog } from "./catalogs.js";
import type { WidgetLanguage } from "./language.js";

// The language choice lives in language.ts (the loader needs it without the catalogs).
export {
  isWidgetLanguage,
  LANGUAGE_STORAGE_KEY,
  rememberLanguage,
  resolveLanguage,
  WIDGET_DIRECTION,
  WIDGET_LANGUAGES,
  type WidgetLanguage,
} from "./language.js";

/**
 * One I18n instance per widget (and per language): two widgets with different `lang` attributes
 * on one page each keep their own; the compiled catalogs themselves are shared. The language's
 * catalog must be loaded first (catalogs.ts); without it every message reads as its id.
 */
export function createWidgetI18n(language: WidgetLanguage): I18n {
  // English is the source language: the bundle leaves out English entries that are their own id
  // (widget/build-plugins.mjs), so a missing id is the English text itself.
  return setupI18n({
    locale: language,
    messages: { [language]: loadedCatalog(language) ?? {} },
    missing: (_locale, id) => id,
  });
}
