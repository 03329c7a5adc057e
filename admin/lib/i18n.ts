import { setupI18n } from "@lingui/core";
import { messages as en } from "../../locales/en/admin.js";
import { messages as es } from "../../locales/es/admin.js";
import { messages as fr } from "../../locales/fr/admin.js";

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

export const i18n = setupI18n({ locale: initialLanguage(), messages: { fr, en, es } });

export function changeLanguage(language: AdminLanguage): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this page only.
  }
  document.documentElement.lang = language;
  i18n.activate(language);
}
