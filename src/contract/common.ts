import * as z from "zod/mini";
import { isCalendarDate, isWallClock } from "./wall-clock.js";

export const LANGUAGES = ["fr", "en", "es"] as const;
export const language = z.enum(LANGUAGES);
export type Language = z.infer<typeof language>;
export const DEFAULT_LANGUAGE: Language = "fr";

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text the database can store: PostgreSQL text cannot hold U+0000, and a lone UTF-16 surrogate
 * (possible in JSON, "\ud800") has no UTF-8 form. Refusing them in the contract keeps such
 * input a 400 on every route, never a database error in the middle of an answer.
 */
export const storableText = z.refine<string>(
  (value) => !value.includes("\u0000") && !LONE_SURROGATE.test(value),
  "Text cannot contain the NUL character or a lone surrogate",
);

/**
 * Every text filter of a list, an export or a search (`?q=`): trimmed, at most `max`
 * characters, storable text. The one place such filters are defined, so none is forgotten.
 */
export const filterText = (max: number, min = 0) =>
  z.string().check(z.trim(), ...(min > 0 ? [z.minLength(min)] : []), z.maxLength(max), storableText);

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

/** The largest value of an SQL integer column: a larger id names no row, and must not reach SQL. */
export const INTEGER_ID_MAX = 2_147_483_647;

/** Database ids of catalogue items are positive integers. */
export const entityId = z.int().check(z.positive(), z.lte(INTEGER_ID_MAX));

/**
 * A numeric id taken from a path (booking links, booking and catalogue routes): a positive SQL
 * integer written in decimal digits. Coercion alone would also read `0x10` as 16 or `1e1` as 10.
 */
export const pathId = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,9}$/)),
  z.pipe(z.coerce.number<string>(), z.int().check(z.positive(), z.lte(INTEGER_ID_MAX))),
);

/** Module identifiers are short lowercase alphanumeric strings. */
export const moduleId = z.string().check(z.regex(/^[a-z0-9]{6,32}$/, "Unknown module identifier"));

/** A real calendar day "YYYY-MM-DD": 2027-02-30 is refused, never read as 2 March. */
export const calendarDate = z.string().check(z.refine(isCalendarDate, "Expected a real date YYYY-MM-DD"));

/**
 * A real day and time "YYYY-MM-DDTHH:mm" (00:00 to 23:59): 2027-02-30T10:00, 25:61 and 24:00 are
 * refused, never rolled over into the next month or day.
 */
export const wallClockTime = z
  .string()
  .check(z.refine(isWallClock, "Expected a real date and time YYYY-MM-DDTHH:mm"));
