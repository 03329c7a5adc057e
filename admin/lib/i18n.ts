import { type Messages, setupI18n } from "@lingui/core";
import { type AdminFeature, CORE_CATALOG, FEATURE_CATALOGS } from "./admin-catalogs.js";
import { type AdminLanguage, rememberLanguage } from "./language-choice.js";

export type { AdminFeature } from "./admin-catalogs.js";
export { ADMIN_LANGUAGES, type AdminLanguage, initialLanguage, LANGUAGE_KEY } from "./language-choice.js";

/** Has no language until activateLanguage resolves (main.tsx waits for it before rendering). */
export const i18n = setupI18n();

/** The features whose catalog a page has asked for: a language change fetches them again. */
const loadedFeatures = new Set<AdminFeature>();

/** The given features' catalogs in `language`, merged (the imports are cached). */
async function featureMessages(
  language: AdminLanguage,
  features: readonly AdminFeature[],
): Promise<Messages> {
  const modules = await Promise.all(features.map((feature) => FEATURE_CATALOGS[feature][language]()));
  return Object.assign({}, ...modules.map((module) => module.messages));
}

/**
 * Fetches the language's core catalog and those of every feature already shown, then makes the
 * language the active one: nothing on screen ever falls back to English source text. A page that
 * starts loading meanwhile (still in the old language) gets its catalogs in the new one too.
 */
export async function activateLanguage(language: AdminLanguage): Promise<void> {
  let features = [...loadedFeatures];
  const [core, shown] = await Promise.all([CORE_CATALOG[language](), featureMessages(language, features)]);
  const messages = { ...core.messages, ...shown };
  while (loadedFeatures.size > features.length) {
    const added = [...loadedFeatures].filter((feature) => !features.includes(feature));
    features = [...loadedFeatures];
    Object.assign(messages, await featureMessages(language, added));
  }
  i18n.loadAndActivate({ locale: language, messages });
  document.documentElement.lang = language;
}

/** The owner's choice: kept for the next visits (./language-choice.ts), applied once its catalogs are there. */
export async function changeLanguage(language: AdminLanguage): Promise<void> {
  rememberLanguage(language);
  await activateLanguage(language);
}

/**
 * Adds the features' catalogs to the active language (i18n.load merges them into its messages).
 * A lazy page awaits it with its code, before it renders (admin/app/lazy-pages.tsx).
 */
export async function loadFeatureCatalogs(features: readonly AdminFeature[]): Promise<void> {
  for (const feature of features) loadedFeatures.add(feature);
  const language = i18n.locale as AdminLanguage;
  if (!language) throw new Error("loadFeatureCatalogs before activateLanguage");
  i18n.load(language, await featureMessages(language, features));
}
