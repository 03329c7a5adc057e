import { type Messages, setupI18n } from "@lingui/core";
import { type AdminLanguage, rememberLanguage } from "./language-choice.js";

export { ADMIN_LANGUAGES, type AdminLanguage, initialLanguage, LANGUAGE_KEY } from "./language-choice.js";

// One chunk per language (messages-fr…): a page fetches only the catalog of its language.
const CATALOGS: Record<AdminLanguage, () => Promise<{ messages: Messages }>> = {
  fr: () => import("../../locales/fr/admin.js"),
  en: () => import("../../locales/en/admin.js"),
  es: () => import("../../locales/es/admin.js"),
};

/** Has no language until activateLanguage resolves (main.tsx waits for it before rendering). */
export const i18n = setupI18n();

/** Fetches the language's catalog (once: the import is cached), then makes it the active one. */
export async function activateLanguage(language: AdminLanguage): Promise<void> {
  const { messages } = await CATALOGS[language]();
  i18n.loadAndActivate({ locale: language, messages });
  document.documentElement.lang = language;
}

/** The owner's choice: kept for the next visits (./language-choice.ts), applied once its catalog is there. */
export async function changeLanguage(language: AdminLanguage): Promise<void> {
  rememberLanguage(language);
  await activateLanguage(language);
}
