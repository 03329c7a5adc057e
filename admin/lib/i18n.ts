import { type Messages, setupI18n } from "@lingui/core";

export const ADMIN_LANGUAGES = ["fr", "en", "es"] as const;
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];

/** The browser storage key of the language. */
export const LANGUAGE_KEY = "cb.language";

function fromTag(tag: string | null | undefined): AdminLanguage | undefined {
  const base = tag?.toLowerCase().split(/[-_]/)[0];
  return (ADMIN_LANGUAGES as readonly string[]).includes(base ?? "") ? (base as AdminLanguage) : undefined;
}

/** Stored choice, else the browser's languages, else French (docs/product.md#who-uses-it). */
export function initialLanguage(): AdminLanguage {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_KEY);
  } catch {
    stored = null;
  }
  const browser = (navigator.languages?.length ? navigator.languages : [navigator.language]).map(fromTag);
  return fromTag(stored) ?? browser.find((language) => language !== undefined) ?? "fr";
}

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

/** The owner's choice: kept for the next visits, applied once its catalog is there. */
export async function changeLanguage(language: AdminLanguage): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this page only.
  }
  await activateLanguage(language);
}
