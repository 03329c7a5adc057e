import type { Language } from "../../../contract/common.js";
import type { ServiceTypeName } from "../../../contract/service-types.js";
import type { LatLng } from "../../../pricing/index.js";
import { AppError } from "../../kernel/errors.js";
import { serverI18n } from "../../kernel/server-i18n.js";
import type { VehicleRow } from "../catalogue/index.js";
import type { ModuleRow } from "../settings/index.js";
import { refusal } from "./refusals.js";
import { type PlaceField, type PlaceVerifier, type TripPlace, verifyTripPlaces } from "./trip-places.js";

/** A stop on the way as the server resolved it: the signed place and the minutes waited there. */
export interface StopPlace extends TripPlace {
  waitingMinutes: number;
}

/**
 * Every place of a trip: the start, the end (a transfer's arrival, a hire's drop-off, or the
 * start again with no label for a hire without one) and a transfer's stops, in order.
 */
export interface TripPlaces {
  startingPlace: TripPlace;
  arrivalPlace: TripPlace;
  stops: StopPlace[];
  /** False for a hire without a drop-off: its end is its start and it drives no measured route. */
  dropOff: boolean;
}

/** What a request says of its service type (docs/decisions/0096, 0097). */
export interface ServiceRequest {
  service: ServiceTypeName;
  hireMinutes?: number | undefined;
  route: "ONE_WAY" | "ROUND_TRIP";
}

type CustomerRequest = ServiceRequest &
  Partial<Record<PlaceField, string>> & { stops: { place?: string | undefined; waitingMinutes: number }[] };

/**
 * The customer's places from their signed references: 400 PLACE_INVALID naming every refused
 * field, a stop as `stops.N.place` (N from 0). A hire's drop-off may be left out.
 */
export function customerPlaces(
  verify: PlaceVerifier,
  moduleId: string,
  request: CustomerRequest,
  language: Language,
): TripPlaces {
  const withoutDropOff = request.service === "HOURLY" && !request.arrivalPlace;
  const references = withoutDropOff
    ? { startingPlace: request.startingPlace, arrivalPlace: request.startingPlace }
    : request;
  const main = verifyTripPlaces(verify, moduleId, references, language);
  const stops: StopPlace[] = [];
  const refused: { path: string; code: string }[] = [];
  request.stops.forEach((stop, index) => {
    const check = stop.place ? verify(moduleId, stop.place) : ({ ok: false, reason: "missing" } as const);
    if (check.ok) stops.push({ ...check.place, waitingMinutes: stop.waitingMinutes });
    else refused.push({ path: `stops.${index}.place`, code: check.reason });
  });
  if (refused.length > 0) {
    const i18n = serverI18n(language);
    const message = i18n._("This stop needs to be chosen again from the suggestions.");
    throw new AppError(
      "PLACE_INVALID",
      message,
      refused.map((issue) => ({ ...issue, message })),
    );
  }
  return {
    startingPlace: main.startingPlace,
    arrivalPlace: withoutDropOff ? { ...main.startingPlace, label: "" } : main.arrivalPlace,
    stops,
    dropOff: !withoutDropOff,
  };
}

/** The points the route goes through, in order: start, stops, end; a hire without drop-off has its start only. */
export function routePoints(places: TripPlaces): LatLng[] {
  const point = (place: TripPlace) => ({ lat: place.lat, lng: place.lng });
  if (!places.dropOff) return [point(places.startingPlace)];
  return [point(places.startingPlace), ...places.stops.map(point), point(places.arrivalPlace)];
}

/**
 * Refuses what the module or the vehicle does not offer (422 SERVICE_NOT_OFFERED naming the
 * field): hourly hire while it is off, by a vehicle without an hourly rate, as a round trip or
 * with stops; more stops than the module's limit; stops on a round trip. A hire's duration is
 * required and a multiple of the module's step (400).
 */
export function checkService(
  module: ModuleRow,
  vehicle: VehicleRow,
  request: ServiceRequest,
  stopCount: number,
  language: Language,
) {
  const notOffered = (field: string) =>
    refusal(
      "SERVICE_NOT_OFFERED",
      language,
      "",
      (i18n) => i18n._("This kind of ride is not offered. Please change your choice."),
      field,
    );
  if (request.service === "HOURLY") {
    if (!module.checkboxHourlyHire) throw notOffered("service");
    if (request.route === "ROUND_TRIP") throw notOffered("route");
    if (stopCount > 0) throw notOffered("stops");
    if (vehicle.hourlyRate <= 0) throw notOffered("vehicleId");
    const minutes = request.hireMinutes;
    if (minutes === undefined || minutes % module.hourlyStepMinutes !== 0) {
      const message = `The hire's duration is required, in steps of ${module.hourlyStepMinutes} minutes`;
      throw new AppError("VALIDATION_ERROR", message, [
        { path: "hireMinutes", code: minutes === undefined ? "required" : "step", message },
      ]);
    }
    return;
  }
  if (stopCount > module.maxStops || (stopCount > 0 && request.route === "ROUND_TRIP")) {
    throw notOffered("stops");
  }
}

/** The minutes a trip holds its vehicle for each leg: a hire's duration, or the drive plus the stops' waits. */
export function heldMinutes(request: ServiceRequest, durationMinutes: number, stops: StopPlace[]): number {
  if (request.service === "HOURLY") return request.hireMinutes ?? 0;
  return durationMinutes + stops.reduce((total, stop) => total + stop.waitingMinutes, 0);
}
