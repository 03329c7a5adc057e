import type { Messages } from "@lingui/core";
import type { WidgetLanguage } from "./language.js";

// Each language's compiled catalog is a chunk of its own: a page downloads the catalog of the
// language its widget speaks, not all three (docs/decisions/0127). The loader (index.ts) starts
// that download beside the app's chunks; the app waits for it before the first render (app.ts)
// and loads another language when the customer picks it or the module's default language applies.

const importers: Record<WidgetLanguage, () => Promise<{ messages: Messages }>> = {
  fr: () => import("../locales/fr/widget.js"),
  en: () => import("../locales/en/widget.js"),
  es: () => import("../locales/es/widget.js"),
};

const loaded: Partial<Record<WidgetLanguage, Messages>> = {};
const pending = new Map<WidgetLanguage, Promise<void>>();

/** The language's catalog once loaded, else undefined (then `loadCatalog` it). */
export function loadedCatalog(language: WidgetLanguage): Messages | undefined {
  return loaded[language];
}

/**
 * Resolves once the language's catalog is loaded or failed to load; the same promise for every
 * call while it is pending (React's `use` needs that to suspend on it: use-catalog.ts).
 */
export function catalogSettled(language: WidgetLanguage): Promise<void> {
  let settled = settling.get(language);
  if (!settled) {
    // Kept after a failure too: the first render then goes on with the ids (English).
    settled = loadCatalog(language).catch(() => {});
    settling.set(language, settled);
  }
  return settled;
}

const settling = new Map<WidgetLanguage, Promise<void>>();

/** Loads the language's catalog once; a failed download may be tried again. */
export function loadCatalog(language: WidgetLanguage): Promise<void> {
  if (loaded[language]) return Promise.resolve();
  let load = pending.get(language);
  if (!load) {
    load = importers[language]().then(
      (chunk) => {
        loaded[language] = chunk.messages;
      },
      (error: unknown) => {
        pending.delete(language);
        throw error;
      },
    );
    pending.set(language, load);
  }
  return load;
}
