// Which language the widget speaks, without the catalogs: the loader (index.ts) reads it to send
// the module request with the right Accept-Language before the app's chunks arrive
// (early-module-request.ts), so this file must stay free of Lingui and React.
export const WIDGET_LANGUAGES = ["fr", "en", "es"] as const;
export type WidgetLanguage = (typeof WIDGET_LANGUAGES)[number];

/** The customer's stored choice of language, kept in the browser's storage. */
export const LANGUAGE_STORAGE_KEY = "chauffeur-booking:lang";

/**
 * The writing direction of each language. The widget sets it on its own root: a host page
 * written right to left (`<html dir="rtl">`) would otherwise pass its direction into the
 * shadow root by inheritance and reorder our left-to-right text.
 */
export const WIDGET_DIRECTION: Record<WidgetLanguage, "ltr" | "rtl"> = { fr: "ltr", en: "ltr", es: "ltr" };

export function isWidgetLanguage(value: unknown): value is WidgetLanguage {
  return typeof value === "string" && (WIDGET_LANGUAGES as readonly string[]).includes(value);
}

/** "es-MX" → "es"; anything we do not speak → undefined. */
function fromTag(tag: string | null | undefined): WidgetLanguage | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isWidgetLanguage(base) ? base : undefined;
}

function storedLanguage(): WidgetLanguage | undefined {
  try {
    return fromTag(globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    // Storage can throw (sandboxed iframes, blocked third-party storage): no stored choice then.
    return undefined;
  }
}

/** Remembers the customer's choice for their next visit to this site (storage is per site). */
export function rememberLanguage(language: WidgetLanguage): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Blocked storage: the choice holds for this page view only.
  }
}

function browserLanguage(): WidgetLanguage | undefined {
  const nav = globalThis.navigator;
  if (!nav) return undefined;
  for (const tag of nav.languages?.length ? nav.languages : [nav.language]) {
    const language = fromTag(tag);
    if (language) return language;
  }
  return undefined;
}

/**
 * The widget's language (docs/decisions/0014-lingui-catalogs-per-consumer.md): the element's lang attribute,
 * else the customer's stored choice, else the browser's languages, else the module's default
 * language (once known), else French.
 */
export function resolveLanguage(attribute: string | undefined, moduleDefault?: string): WidgetLanguage {
  return fromTag(attribute) ?? storedLanguage() ?? browserLanguage() ?? fromTag(moduleDefault) ?? "fr";
}
