import { useEffect, useRef, useState } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import type { RouteResponse } from "../../../../src/contract/geo.js";
import { type BookingFormValues, type BookingModule, round1 } from "../booking-form-values.js";

/** The route lookup waits 1 second after the input stops. */
export const ROUTE_LOOKUP_DEBOUNCE_MS = 1000;

export type RouteState = "idle" | "routing" | "found" | "failed";

type LatLng = { lat: number; lng: number };

/**
 * Once both addresses have coordinates, asks for the driving route and fills the distance (in
 * the module's unit) and the duration; the owner may still change both. A booking being edited
 * keeps its stored figures until one of its addresses changes.
 */
export function useRouteLookup(
  form: UseFormReturn<BookingFormValues>,
  module: BookingModule,
  route: (from: LatLng, to: LatLng, signal: AbortSignal) => Promise<RouteResponse>,
): RouteState {
  const [state, setState] = useState<RouteState>("idle");
  const [startingLat, startingLng, arrivalLat, arrivalLng] = useWatch({
    control: form.control,
    name: ["startingLat", "startingLng", "arrivalLat", "arrivalLng"],
  });
  const key = [startingLat, startingLng, arrivalLat, arrivalLng].join(",");
  const initialKey = useRef(key);

  useEffect(() => {
    const points = [startingLat, startingLng, arrivalLat, arrivalLng];
    if (!points.every((value) => typeof value === "number" && Number.isFinite(value))) {
      setState("idle");
      return;
    }
    if (key === initialKey.current && form.getValues("distance") !== undefined) return;
    initialKey.current = "";
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState("routing");
      try {
        const found = await route(
          { lat: startingLat as number, lng: startingLng as number },
          { lat: arrivalLat as number, lng: arrivalLng as number },
          controller.signal,
        );
        const distance = module.lengthUnit === "MILE" ? found.distanceMiles : found.distanceKm;
        const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
        form.setValue("distance", round1(distance), options);
        form.setValue("duration", Math.round(found.durationMinutes), options);
        setState("found");
      } catch {
        if (!controller.signal.aborted) setState("failed");
      }
    }, ROUTE_LOOKUP_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, startingLat, startingLng, arrivalLat, arrivalLng, form, module.lengthUnit, route]);

  return state;
}
