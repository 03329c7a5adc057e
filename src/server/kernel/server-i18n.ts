import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { messages as en } from "../../../locales/en/server.js";
import { messages as es } from "../../../locales/es/server.js";
import { messages as fr } from "../../../locales/fr/server.js";
import type { Language } from "../../contract/common.js";

const CATALOGS: Record<Language, Messages> = { fr, en, es };
const instances = new Map<Language, I18n>();

/**
 * A Lingui instance for one language, from the compiled server catalog (npm run i18n:compile).
 * Templates call `i18n._("English source {x}", { x })` without macros so the extractor finds
 * them; one instance per language is kept, as they never change while the server runs.
 */
export function serverI18n(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n({ locale: language, messages: { [language]: CATALOGS[language] } });
    instances.set(language, i18n);
  }
  return i18n;
}
