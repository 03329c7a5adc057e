import * as z from "zod/mini";

export const LANGUAGES = ["fr", "en", "es"] as const;
export const language = z.enum(LANGUAGES);
export type Language = z.infer<typeof language>;
export const DEFAULT_LANGUAGE: Language = "fr";

/** Currencies offered to owners. */
export const CURRENCIES = [
  "AUD",
  "CAD",
  "EUR",
  "GBP",
  "USD",
  "BRL",
  "BGN",
  "HRK",
  "DKK",
  "AED",
  "GIP",
  "HKD",
  "HUF",
  "JPY",
  "CHF",
  "MYR",
  "MXN",
  "NOK",
  "NZD",
  "PLN",
  "CZK",
  "RON",
  "SGD",
  "SEK",
  "THB",
] as const;
export const currencyCode = z.enum(CURRENCIES);
export type CurrencyCode = z.infer<typeof currencyCode>;

export const LENGTH_UNITS = ["KM", "MILE"] as const;
export const lengthUnit = z.enum(LENGTH_UNITS);
export type LengthUnit = z.infer<typeof lengthUnit>;

/** An RGB colour as six hex digits without '#', as the API stores and sends them (e.g. 007BFF). */
export const hexColor = z.string().check(z.regex(/^[0-9A-Fa-f]{6}$/, "Expected six hexadecimal digits"));

export const latitude = z.number().check(z.gte(-90), z.lte(90));
export const longitude = z.number().check(z.gte(-180), z.lte(180));

/** Database ids of catalogue items are positive integers. */
export const entityId = z.int().check(z.positive());

/** Module identifiers are short lowercase alphanumeric strings. */
export const moduleId = z.string().check(z.regex(/^[a-z0-9]{6,32}$/, "Unknown module identifier"));
