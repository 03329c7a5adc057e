import { useContext, useEffect, useRef, useState } from "react";
import { isApiError } from "../src/client/index.js";
import type { RouteResponse } from "../src/contract/geo.js";
import type { PublicModule } from "../src/contract/module.js";
import type { EstimateRequest, EstimateResponse } from "../src/contract/public-booking.js";
import { type EstimateInputs, estimateInputs } from "./booking-request.js";
import { DEBOUNCE_MS } from "./debounce.js";
import { activeStops, effectiveService } from "./model/trip-validation.js";
import { forgetRefusedPlaces } from "./place-refusal.js";
import { IDLE_QUOTE } from "./store.js";
import { useWidgetStore, WidgetStoreContext } from "./store-context.js";
import { useWidgetServices } from "./widget-services.js";

/** A priced trip: the request that was priced and its answer (what a checkout sends again). */
export interface Priced {
  request: EstimateRequest;
  estimate: EstimateResponse;
}

export interface LiveQuote {
  /** The estimate for the current inputs now, without waiting for the debounce; null when it cannot be had. */
  flush: () => Promise<Priced | null>;
  /** Asks again for the current inputs (after a failure, or when the price moved). */
  retry: () => void;
}

type LatLng = { lat: number; lng: number };
/** The points the route goes through, in order: start, stops, end (a hire without drop-off: its start). */
type TripPoints = LatLng[];

const routeKeyOf = (points: TripPoints) => points.map((point) => `${point.lat},${point.lng}`).join(">");

/** The stretches' routes added up: the route through every stop (docs/decisions/0097). */
function throughRoute(stretches: RouteResponse[]): RouteResponse {
  const total = (pick: (route: RouteResponse) => number) =>
    stretches.reduce((sum, route) => sum + pick(route), 0);
  return {
    distanceMeters: total((route) => route.distanceMeters),
    durationSeconds: total((route) => route.durationSeconds),
    distanceKm: Math.round(total((route) => route.distanceKm) * 10) / 10,
    distanceMiles: Math.round(total((route) => route.distanceMiles) * 10) / 10,
    durationMinutes: Math.round(total((route) => route.durationMinutes)),
    source: stretches[0]?.source ?? "offline",
    authoritative: stretches.every((route) => route.authoritative),
  };
}

/**
 * The live route and price: each asked 1000 ms after the last change of its
 * inputs, and only once they are complete. A change cancels the request in flight
 * (AbortController) and every answer is checked against a sequence number, so an older answer
 * arriving late never replaces a newer one.
 */
export function useLiveQuote(module: PublicModule): LiveQuote {
  const store = useContext(WidgetStoreContext)!;
  const { client, moduleId, language, emit } = useWidgetServices();
  const state = useWidgetStore((s) => s);
  const inputs = estimateInputs(module, state, language);
  const key = inputs ? JSON.stringify(inputs) : "";
  const { pickupPlace: from, dropoffPlace: to } = state.trip;
  const stops = activeStops(state.trip, module);
  const hire = effectiveService(state.trip, module) === "HOURLY";
  const chosen = [from, ...stops.map((stop) => stop.place), ...(to || !hire ? [to] : [])];
  const places: TripPoints | null =
    from && chosen.every(Boolean)
      ? chosen.map((place) => ({ lat: place?.lat ?? 0, lng: place?.lng ?? 0 }))
      : null;
  const placesKey = places ? routeKeyOf(places) : "";
  const [attempt, setAttempt] = useState(0);
  // A retry asks at once: the customer is waiting for that answer, not still typing.
  const now = useRef(false);
  const routes = useRef(new Map<string, Promise<RouteResponse>>());
  const sequence = useRef(0);
  const flushRef = useRef<() => Promise<Priced | null>>(async () => null);

  // One route request per list of places, shared by the summary and every estimate; a route
  // through stops is its stretches', each asked as a route of its own.
  function measure(key: string, points: TripPoints): Promise<RouteResponse> {
    let route = routes.current.get(key);
    if (!route) {
      const stretches = points
        .slice(1)
        .map((to, index) => client.route(moduleId, points[index] as LatLng, to));
      route = Promise.all(stretches).then(throughRoute);
      routes.current.set(key, route);
      // A failure is not remembered: the next change asks again.
      route.catch(() => routes.current.delete(key));
    }
    return route;
  }

  // The summary's distance and duration, as soon as both places are known.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the places only.
  useEffect(() => {
    if (!places) {
      store.setState({ route: null });
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      measure(placesKey, places).then(
        (route) => {
          if (current) store.setState({ route: { key: placesKey, ...route } });
        },
        () => undefined,
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [placesKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the inputs' JSON (and retries).
  useEffect(() => {
    if (!key) {
      sequence.current += 1;
      store.setState({ quote: IDLE_QUOTE });
      flushRef.current = async () => null;
      return;
    }
    const request = JSON.parse(key) as EstimateInputs;
    // The points of the places the inputs name (the key holds their references).
    const points = places;
    const controller = new AbortController();
    const number = ++sequence.current;
    const stale = () => controller.signal.aborted || number !== sequence.current;
    store.setState((s) => ({ quote: { ...s.quote, phase: "waiting", refusal: null } }));

    async function run(): Promise<Priced | null> {
      try {
        if (!points) return null;
        const route = await measure(routeKeyOf(points), points);
        const priced = { ...request, distanceKm: route.distanceKm, durationMinutes: route.durationMinutes };
        const estimate = await client.estimatePrice(moduleId, priced, { signal: controller.signal });
        if (stale()) return null;
        store.setState({ quote: { phase: "ready", estimate, key, refusal: null } });
        emit("chauffeur-booking:estimate", { price: estimate.price, currency: estimate.currency });
        return { request: priced, estimate };
      } catch (error) {
        if (stale()) return null;
        // A place the server no longer takes (expired): the customer chooses it again.
        if (isApiError(error) && forgetRefusedPlaces(store, error)) return null;
        // A refusal (4xx with the owner's or our message) is shown as is; anything else is a failure.
        const refused =
          isApiError(error) && error.status >= 400 && error.status < 500 && error.code !== "VALIDATION_ERROR";
        store.setState({
          quote: refused
            ? {
                phase: "refused",
                estimate: null,
                key,
                refusal: {
                  code: error.code,
                  message: error.message,
                  ...(error.issues[0] ? { field: error.issues[0].path.replace(/^body\./, "") } : {}),
                },
              }
            : { ...IDLE_QUOTE, phase: "failed", key },
        });
        if (!refused)
          emit("chauffeur-booking:error", { code: isApiError(error) ? error.code : "NETWORK_ERROR" });
        return null;
      }
    }

    let started: Promise<Priced | null> | undefined;
    const start = () => {
      started ??= run();
      return started;
    };
    const timer = setTimeout(start, now.current ? 0 : DEBOUNCE_MS);
    now.current = false;
    flushRef.current = () => {
      clearTimeout(timer);
      return start();
    };
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, attempt]);

  return {
    flush: () => flushRef.current(),
    retry: () => {
      now.current = true;
      setAttempt((count) => count + 1);
    },
  };
}
