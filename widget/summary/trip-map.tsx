import { Suspense } from "react";
import type { PublicModule } from "../../src/contract/module.js";
import { GoogleRouteMap, OpenStreetRouteMap } from "../lazy-parts.js";
import type { ChosenPlace } from "../steps/trip-validation.js";

interface TripMapProps {
  module: PublicModule;
  from: ChosenPlace | null;
  to: ChosenPlace | null;
}

/**
 * The trip's map in the summary, when the module shows one: Google's with the owner's key, else
 * OpenStreetMap's tiles (no key needed, as in the admin's zone map). Either one's code is a chunk
 * fetched only here, after the form is on screen; until it arrives the summary has no map.
 */
export function TripMap({ module, from, to }: TripMapProps) {
  const { showMap, googleMapsApiKey } = module.appearance;
  if (!showMap) return null;
  return (
    <Suspense fallback={null}>
      {googleMapsApiKey ? (
        <GoogleRouteMap module={module} from={from} to={to} />
      ) : (
        <OpenStreetRouteMap module={module} from={from} to={to} />
      )}
    </Suspense>
  );
}
