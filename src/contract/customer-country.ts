/** The country a language's customers most likely live in, when nothing else says (en says nothing). */
const LANGUAGE_COUNTRY: Partial<Record<string, string>> = { fr: "FR", es: "ES" };

/**
 * The customer's country when nobody chose one (decisions 0082 and 0090): the module's country
 * (its address-search country), else the language's (fr → FR, es → ES), else France, the
 * product's home market. Never the United States by default. The widget puts the browser's region
 * before all of these; the admin's manual booking and the server's fallbacks use this as it is.
 */
export function fallbackCountry(moduleCountry: string | null | undefined, language: string): string {
  return moduleCountry?.toUpperCase() || LANGUAGE_COUNTRY[language.slice(0, 2).toLowerCase()] || "FR";
}

/** A module's country as the booking form knows it: its address-search country when it restricts to one. */
export const moduleCountryOf = (module: { checkboxCountry: boolean; restrictedCountry: string | null }) =>
  module.checkboxCountry ? module.restrictedCountry : null;
