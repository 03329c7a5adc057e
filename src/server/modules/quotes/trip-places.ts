import type { Language } from "../../../contract/common.js";
import { AppError } from "../../kernel/errors.js";
import { serverI18n } from "../../kernel/server-i18n.js";

/** A place the server signed: what the booking prices from and keeps. */
export interface TripPlace {
  provider: string;
  label: string;
  lat: number;
  lng: number;
}

/**
 * Checks a place reference (geo module: a signature, an expiry, a known provider; no database).
 * Declared here, narrow, so quotes need not import geo; the composition root passes the real one.
 */
export type PlaceVerifier = (
  moduleId: string,
  reference: string,
) => { ok: true; place: TripPlace } | { ok: false; reason: string };

/** The two places of a trip, by the request field that carried each. */
export type PlaceField = "startingPlace" | "arrivalPlace";

/**
 * The trip's places from their references, or 400 PLACE_INVALID naming every refused field
 * (its issue code says why: missing, expired, forged, malformed, provider). The customer's remedy is the
 * same whatever the reason: choose the address again.
 */
export function verifyTripPlaces(
  verify: PlaceVerifier,
  moduleId: string,
  references: Partial<Record<PlaceField, string>>,
  language: Language,
): Record<PlaceField, TripPlace> {
  const places: Partial<Record<PlaceField, TripPlace>> = {};
  const refused: { path: string; code: string }[] = [];
  for (const field of ["startingPlace", "arrivalPlace"] as const) {
    const reference = references[field];
    const check = reference ? verify(moduleId, reference) : ({ ok: false, reason: "missing" } as const);
    if (check.ok) places[field] = check.place;
    else refused.push({ path: field, code: check.reason });
  }
  if (refused.length > 0 || !places.startingPlace || !places.arrivalPlace) {
    // Translated only when refused: the estimate's common case needs no message. Called on a
    // variable named i18n: Lingui's extractor finds `i18n._("…")`, not `serverI18n(…)._("…")`.
    const i18n = serverI18n(language);
    const message = i18n._("This address needs to be chosen again from the suggestions.");
    throw new AppError(
      "PLACE_INVALID",
      message,
      refused.map((issue) => ({ ...issue, message })),
    );
  }
  return { startingPlace: places.startingPlace, arrivalPlace: places.arrivalPlace };
}
