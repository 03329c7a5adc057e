import type { ApiError } from "../src/client/index.js";
import type { WidgetStore } from "./store.js";
import { IDLE_QUOTE } from "./store.js";

/** The request field of each place and the trip's inputs that hold it. */
const PLACE_FIELDS = {
  startingPlace: { place: "pickupPlace", address: "pickupAddress" },
  arrivalPlace: { place: "dropoffPlace", address: "dropoffAddress" },
} as const;

/**
 * The server refused a place reference (PLACE_INVALID: expired after a day, or not one it
 * signed): the place is forgotten and its address asks to be chosen again from the
 * suggestions, the text staying as typed so a new search starts from it. True when handled.
 */
export function forgetRefusedPlaces(store: WidgetStore, error: ApiError): boolean {
  if (error.code !== "PLACE_INVALID") return false;
  const named = error.issues
    .map((issue) => PLACE_FIELDS[issue.path as keyof typeof PLACE_FIELDS])
    .filter((field) => field !== undefined);
  // Without a field named, both places are asked again: the server refused the trip's places.
  const fields = named.length > 0 ? named : Object.values(PLACE_FIELDS);
  store.setState((state) => {
    const trip = { ...state.trip };
    const errors = { ...state.errors };
    for (const field of fields) {
      trip[field.place] = null;
      errors[field.address] = "chooseAgain";
    }
    return { trip, errors, quote: IDLE_QUOTE };
  });
  return true;
}
