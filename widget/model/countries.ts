import { fallbackCountry } from "../../src/contract/customer-country.js";
import type { WidgetLanguage } from "../i18n.js";

/** ISO 3166-1 alpha-2 codes; their names come from the browser (Intl.DisplayNames), in the customer's language. */
const CODES =
  "AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ " +
  "CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM " +
  "FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE " +
  "JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN " +
  "MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS " +
  "PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL " +
  "TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW";

/** "en-GB" → "GB"; a tag without a region, or a region not in the list → undefined. */
function regionOf(tag: string): string | undefined {
  const region = tag.split(/[-_]/).find((part, index) => index > 0 && /^[A-Za-z]{2}$/.test(part));
  const code = region?.toUpperCase();
  return code && CODES.includes(code) ? code : undefined;
}

function browserTags(): readonly string[] {
  const nav = globalThis.navigator;
  if (!nav) return [];
  return nav.languages?.length ? nav.languages : [nav.language];
}

/**
 * The customer's country before they choose (decision 0082): the region of the browser's first
 * language that names one (en-GB → GB), else the module's country (its address-search country),
 * else the language's country (fr → FR, es → ES), else France, the product's home market. Never
 * the United States unless the browser says so.
 */
export function defaultCountry(
  language: WidgetLanguage,
  moduleCountry: string | null,
  tags: readonly string[] = browserTags(),
): string {
  for (const tag of tags) {
    const region = regionOf(tag);
    if (region) return region;
  }
  return fallbackCountry(moduleCountry, language);
}

/** [code, name] pairs sorted by name in the customer's language. */
export function countryChoices(language: WidgetLanguage): [string, string][] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([language], { type: "region" });
  } catch {
    // Very old browsers: the codes themselves.
  }
  return CODES.split(" ")
    .map((code): [string, string] => [code, names?.of(code) ?? code])
    .sort((a, b) => a[1].localeCompare(b[1], language));
}
