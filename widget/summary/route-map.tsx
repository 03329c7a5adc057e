/// <reference types="google.maps" />
import { importLibrary } from "@googlemaps/js-api-loader";
import { useLingui } from "@lingui/react";
import { useEffect, useRef, useState } from "react";
import { loadGoogleMaps, watchGoogleKeyRefusal } from "../../src/client/google-maps.js";
import type { PublicModule } from "../../src/contract/module.js";
import type { ChosenPlace } from "../model/trip-validation.js";
import { useWidgetServices } from "../widget-services.js";

/** The booking page's map is at zoom 7. */
const ZOOM = 7;

interface RouteMapProps {
  module: PublicModule;
  from: ChosenPlace | null;
  to: ChosenPlace | null;
}

/**
 * The route on a Google map, only when the module has a key and shows the map.
 * Loaded lazily after the form is on screen; without a key, or when Google fails or refuses the
 * key, there is no map and nothing else changes.
 */
export function RouteMap({ module, from, to }: RouteMapProps) {
  const { i18n } = useLingui();
  const { language } = useWidgetServices();
  const { showMap, googleMapsApiKey: key, centerLat, centerLng } = module.appearance;
  const enabled = showMap && Boolean(key);
  const element = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<google.maps.Map>();
  const [failed, setFailed] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once per key.
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    // A refused key leaves Google's error box in the map: the form goes on without a map.
    const stopWatching = watchGoogleKeyRefusal(() => setFailed(true));
    // Google loads once per page: a second module's key on the same page gets no map.
    loadGoogleMaps(key, language).then(
      (library) => {
        if (live && element.current) {
          setMap(
            new library.Map(element.current, { center: { lat: centerLat, lng: centerLng }, zoom: ZOOM }),
          );
        }
      },
      () => setFailed(true),
    );
    return () => {
      live = false;
      stopWatching();
    };
  }, [enabled, key]);

  useEffect(() => {
    if (!map || !from || !to) return;
    let live = true;
    const drawn: { setMap: (map: google.maps.Map | null) => void }[] = [];
    const origin = { lat: from.lat, lng: from.lng };
    const destination = { lat: to.lat, lng: to.lng };
    importLibrary("routes")
      .then(({ DirectionsService, DirectionsRenderer }) =>
        new DirectionsService()
          .route({ origin, destination, travelMode: "DRIVING" as google.maps.TravelMode })
          .then((directions) => {
            if (live) drawn.push(new DirectionsRenderer({ map, directions }));
          }),
      )
      .catch(() => {
        // No directions (API not enabled on the key): a straight line still shows the trip.
        if (!live) return;
        drawn.push(new google.maps.Polyline({ map, path: [origin, destination], strokeColor: "#1d4ed8" }));
        const bounds = new google.maps.LatLngBounds();
        bounds.extend(origin);
        bounds.extend(destination);
        map.fitBounds(bounds);
      });
    return () => {
      live = false;
      for (const item of drawn) item.setMap(null);
    };
  }, [map, from, to]);

  if (!enabled || failed) return null;
  return <div ref={element} className="cb-map" role="img" aria-label={i18n._("Map of the route")} />;
}
