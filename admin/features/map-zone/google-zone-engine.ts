/// <reference types="google.maps" />
import { TerraDrawGoogleMapsAdapter } from "terra-draw-google-maps-adapter";
import { loadGoogleMaps, watchGoogleKeyRefusal } from "../../../src/client/google-maps.js";
import type { GeoZone } from "../../../src/contract/geo-zone.js";
import { startZoneDrawing } from "./terra-draw-zone.js";
import { withTimeout } from "./with-timeout.js";
import type { ZoneEngine, ZoneEngineOptions } from "./zone-engine-types.js";
import { DEFAULT_CENTER, DEFAULT_ZOOM, zoneBounds } from "./zone-geometry.js";

/** A script or a map that neither comes nor fails (a filtering proxy) must not keep the owner waiting. */
const GOOGLE_TIMEOUT_MS = 10_000;
const FRAME_PADDING = 24;
/**
 * Google's fitBounds has no zoom limit: a zone is framed at least this wide (degrees, about a
 * kilometre), as the Leaflet map stops at zoom 15, so a tiny zone is not shown at house level.
 */
const FRAME_MIN_SPAN = 0.01;

function frameOf(zone: GeoZone): google.maps.LatLngBoundsLiteral {
  const [[south, west], [north, east]] = zoneBounds(zone);
  const widen = (low: number, high: number) => {
    const missing = Math.max(0, FRAME_MIN_SPAN - (high - low)) / 2;
    return [low - missing, high + missing] as const;
  };
  const [southFramed, northFramed] = widen(south, north);
  const [westFramed, eastFramed] = widen(west, east);
  return { south: southFramed, west: westFramed, north: northFramed, east: eastFramed };
}

/**
 * Google's map is usable by Terra Draw once it has a projection: its panes (where the adapter
 * listens) exist from then on. Terra Draw's Google guide starts drawing on this event.
 */
function projectionReady(map: google.maps.Map): Promise<void> {
  if (map.getProjection()) return Promise.resolve();
  return new Promise((resolve) =>
    google.maps.event.addListenerOnce(map, "projection_changed", () => resolve()),
  );
}

/**
 * The module's own Google map under Terra Draw's tools, for owners who set a Maps key.
 * Rejects, and leaves nothing in its container, when Google cannot show a map: the
 * caller then opens the OpenStreetMap one.
 */
export async function createGoogleZoneEngine(options: ZoneEngineOptions): Promise<ZoneEngine> {
  const { container, initialZone, googleMapsApiKey, language, onMapUnavailable } = options;
  // Watched before loading: Google may refuse the key as soon as its script runs.
  const stopWatching = watchGoogleKeyRefusal(onMapUnavailable);
  let map: google.maps.Map | undefined;
  const dispose = () => {
    stopWatching();
    if (map) google.maps.event.clearInstanceListeners(map);
    container.replaceChildren();
  };
  try {
    const { Map: GoogleMap } = await withTimeout(
      loadGoogleMaps(googleMapsApiKey, language),
      GOOGLE_TIMEOUT_MS,
      "Loading Google Maps",
    );
    const shown = new GoogleMap(container, {
      center: DEFAULT_CENTER,
      zoom: DEFAULT_ZOOM,
      mapTypeControl: false,
      streetViewControl: false,
      fullscreenControl: false,
      clickableIcons: false,
    });
    map = shown;
    const frame = (zone: GeoZone) => shown.fitBounds(frameOf(zone), FRAME_PADDING);
    if (initialZone) frame(initialZone);
    const drawing = await withTimeout(
      projectionReady(shown).then(() =>
        startZoneDrawing(
          {
            // The whole namespace: the adapter also uses LatLng, Point, OverlayView and Data.
            adapter: new TerraDrawGoogleMapsAdapter({ lib: google.maps, map: shown, coordinatePrecision: 7 }),
            frame,
          },
          options,
        ),
      ),
      GOOGLE_TIMEOUT_MS,
      "Showing the Google map",
    );
    return {
      provider: "google",
      ...drawing,
      destroy() {
        drawing.stop();
        dispose();
      },
    };
  } catch (error) {
    dispose();
    throw error;
  }
}
