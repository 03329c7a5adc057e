import { type I18n, setupI18n } from "@lingui/core";
import { messages as en } from "../locales/en/widget.js";
import { messages as es } from "../locales/es/widget.js";
import { messages as fr } from "../locales/fr/widget.js";
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

const catalogs = { fr, en, es };

/**
 * One I18n instance per widget (and per language): two widgets with different `lang` attributes
 * on one page each keep their own; the compiled catalogs themselves are shared.
 */
export function createWidgetI18n(language: WidgetLanguage): I18n {
  // English is the source language: the bundle leaves out English entries that are their own id
  // (widget/build-plugins.mjs), so a missing id is the English text itself.
  return setupI18n({ locale: language, messages: catalogs, missing: (_locale, id) => id });
}
