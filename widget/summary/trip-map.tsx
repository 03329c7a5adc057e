import { Suspense, useEffect, useRef, useState } from "react";
import type { PublicModule } from "../../src/contract/module.js";
import { GoogleRouteMap, OpenStreetRouteMap } from "../lazy-parts.js";
import type { ChosenPlace } from "../model/trip-validation.js";

interface TripMapProps {
  module: PublicModule;
  from: ChosenPlace | null;
  to: ChosenPlace | null;
  /**
   * Whether the map's place is where it stays: the form's later steps, shown after the first
   * paint, push it down. Measured before, a place that only passes near the top of the page
   * would fetch the map's code and tiles for a customer who never scrolls to it.
   */
  placeSettled: boolean;
}

/**
 * How near the viewport the map's place must come before its code and tiles are fetched: a
 * screen's worth of scrolling ahead, so it is drawn by the time the customer gets there.
 */
const NEAR_VIEWPORT = "600px 0px";

/**
 * The trip's map in the summary, when the module shows one: Google's with the owner's key, else
 * OpenStreetMap's tiles (no key needed, as in the admin's zone map). Either one's code is a chunk
 * fetched only once the map's place nears the viewport: below the form on a phone, or lower down
 * the owner's page, a customer who never scrolls there downloads neither the map's code (Leaflet
 * is 39 KB) nor its tiles. Until then, and while the chunk arrives, an empty box of the map's size
 * holds its place, so nothing below it moves when it appears.
 */
export function TripMap({ module, from, to, placeSettled }: TripMapProps) {
  const { showMap, googleMapsApiKey } = module.appearance;
  const [near, setNear] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = place.current;
    if (!showMap || near || !target || !placeSettled) return;
    if (typeof IntersectionObserver === "undefined") return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [showMap, near, placeSettled]);
  if (!showMap) return null;
  const placeholder = <div ref={place} className="cb-map" aria-hidden="true" />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      {googleMapsApiKey ? (
        <GoogleRouteMap module={module} from={from} to={to} />
      ) : (
        <OpenStreetRouteMap module={module} from={from} to={to} />
      )}
    </Suspense>
  );
}
