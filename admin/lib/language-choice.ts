/**
 * The admin's language, without any library: the React admin (./i18n.ts) and the sign-in page's
 * script (../sign-in/enhance.ts) pick it the same way.
 */
export const ADMIN_LANGUAGES = ["fr", "en", "es"] as const;
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];

/** The browser storage key of the language. */
export const LANGUAGE_KEY = "cb.language";

/**
 * The cookie that tells the server the stored choice, so the sign-in page, written by the server
 * in each language ahead of time, comes in the owner's language (src/server/web/sign-in-page.ts
 * reads it; docs/decisions/0064-sign-in-without-react.md). Same name as the storage key.
 */
export const LANGUAGE_COOKIE = LANGUAGE_KEY;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function fromTag(tag: string | null | undefined): AdminLanguage | undefined {
  const base = tag?.toLowerCase().split(/[-_]/)[0];
  return (ADMIN_LANGUAGES as readonly string[]).includes(base ?? "") ? (base as AdminLanguage) : undefined;
}

/** The language the owner chose on this browser, if any. */
export function storedLanguage(): AdminLanguage | undefined {
  try {
    return fromTag(localStorage.getItem(LANGUAGE_KEY));
  } catch {
    return undefined;
  }
}

/** Stored choice, else the browser's languages, else French (docs/product.md#who-uses-it). */
export function initialLanguage(): AdminLanguage {
  const browser = (navigator.languages?.length ? navigator.languages : [navigator.language]).map(fromTag);
  return storedLanguage() ?? browser.find((language) => language !== undefined) ?? "fr";
}

/** Tells the server the choice (a first-party cookie, a year long; not a credential). */
export function writeLanguageCookie(language: AdminLanguage): void {
  const secure = location.protocol === "https:" ? "; secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari before 18.4 and from Firefox; the value is one of three fixed codes.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${YEAR_SECONDS}; samesite=lax${secure}`;
}

/** The owner's choice, kept for the next visits: in storage, and in the cookie for the server. */
export function rememberLanguage(language: AdminLanguage): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this page only.
  }
  writeLanguageCookie(language);
}
