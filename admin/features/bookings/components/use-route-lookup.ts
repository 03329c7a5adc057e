import { useEffect, useRef, useState } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import type { RouteResponse } from "../../../../src/contract/geo.js";
import { type BookingFormValues, type BookingModule, round1 } from "../booking-form-values.js";

/** The route lookup waits 1 second after the input stops. */
export const ROUTE_LOOKUP_DEBOUNCE_MS = 1000;

export type RouteState = "idle" | "routing" | "found" | "failed";

type LatLng = { lat: number; lng: number };

const finite = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/**
 * Once both addresses (and every stop on the way) have coordinates, asks for the driving route,
 * stretch by stretch through the stops, and fills the distance (in the module's unit) and the
 * duration with their sums; the owner may still change both. A booking being edited keeps its
 * stored figures until one of its places changes.
 */
export function useRouteLookup(
  form: UseFormReturn<BookingFormValues>,
  module: BookingModule,
  route: (from: LatLng, to: LatLng, signal: AbortSignal) => Promise<RouteResponse>,
): RouteState {
  const [state, setState] = useState<RouteState>("idle");
  const [startingLat, startingLng, arrivalLat, arrivalLng, stops, service, trip] = useWatch({
    control: form.control,
    name: ["startingLat", "startingLng", "arrivalLat", "arrivalLng", "stops", "service", "route"],
  });
  // Stops are a one-way transfer's (the form drops them otherwise): other routes are A to B.
  const via = service === "HOURLY" || trip === "ROUND_TRIP" ? [] : (stops ?? []);
  const points = [
    [startingLat, startingLng],
    ...via.map((stop) => [stop?.lat, stop?.lng]),
    [arrivalLat, arrivalLng],
  ];
  const key = points.map((point) => point.join(",")).join(";");
  const initialKey = useRef(key);

  useEffect(() => {
    const places = key
      .split(";")
      .map((point) => point.split(",").map((part) => (part === "" ? Number.NaN : Number(part))));
    if (!places.every((place) => place.every(finite))) {
      setState("idle");
      return;
    }
    if (key === initialKey.current && form.getValues("distance") !== undefined) return;
    initialKey.current = "";
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState("routing");
      try {
        const stretches = await Promise.all(
          places.slice(1).map((to, index) => {
            const from = places[index] as number[];
            return route(
              { lat: from[0] as number, lng: from[1] as number },
              { lat: to[0] as number, lng: to[1] as number },
              controller.signal,
            );
          }),
        );
        const sum = (pick: (found: RouteResponse) => number) =>
          stretches.reduce((total, found) => total + pick(found), 0);
        const distance = sum((found) =>
          module.lengthUnit === "MILE" ? found.distanceMiles : found.distanceKm,
        );
        const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
        form.setValue("distance", round1(distance), options);
        form.setValue("duration", Math.round(sum((found) => found.durationMinutes)), options);
        setState("found");
      } catch {
        if (!controller.signal.aborted) setState("failed");
      }
    }, ROUTE_LOOKUP_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, form, module.lengthUnit, route]);

  return state;
}
