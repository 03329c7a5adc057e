import type { Language } from "../../../contract/common.js";
import { AppError } from "../../errors.js";
import { mailI18n } from "../mail/index.js";

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
  const i18n = mailI18n(language);
  const message = i18n._("This address needs to be chosen again from the suggestions.");
  const places: Partial<Record<PlaceField, TripPlace>> = {};
  const issues: { path: string; code: string; message: string }[] = [];
  for (const field of ["startingPlace", "arrivalPlace"] as const) {
    const reference = references[field];
    const check = reference ? verify(moduleId, reference) : ({ ok: false, reason: "missing" } as const);
    if (check.ok) places[field] = check.place;
    else issues.push({ path: field, code: check.reason, message });
  }
  if (issues.length > 0 || !places.startingPlace || !places.arrivalPlace) {
    throw new AppError("PLACE_INVALID", message, issues);
  }
  return { startingPlace: places.startingPlace, arrivalPlace: places.arrivalPlace };
}
