/// <reference types="google.maps" />
import { TerraDrawGoogleMapsAdapter } from "terra-draw-google-maps-adapter";
import { watchGoogleKeyRefusal } from "../../../src/client/google-maps-key.js";
import type { GeoZone } from "../../../src/contract/geo-zone.js";
import { GOOGLE_LOAD_TIMEOUT_MS, loadGoogleMaps, withTimeout } from "./google-maps-loader.js";
import { startZoneDrawing } from "./terra-draw-zone.js";
import type { ZoneEngine, ZoneEngineOptions } from "./zone-engine.js";
import { DEFAULT_CENTER, DEFAULT_ZOOM, zoneBounds } from "./zone-geometry.js";

const FRAME_PADDING = 24;
/** As on the Leaflet map: a small zone is framed at street level, not at house level. */
const FRAME_MAX_ZOOM = 15;

/**
 * The module's own Google map under Terra Draw's tools, for owners who set a Maps key (spec
 * section 2). Rejects, and leaves nothing behind, when Google cannot show a map: the caller
 * then opens the OpenStreetMap one.
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
    const maps = await loadGoogleMaps(googleMapsApiKey, language);
    const shown = new maps.Map(container, {
      center: DEFAULT_CENTER,
      zoom: DEFAULT_ZOOM,
      mapTypeControl: false,
      streetViewControl: false,
      fullscreenControl: false,
      clickableIcons: false,
    });
    map = shown;
    const frame = (zone: GeoZone) => {
      const [[south, west], [north, east]] = zoneBounds(zone);
      shown.fitBounds({ south, west, north, east }, FRAME_PADDING);
      maps.event.addListenerOnce(shown, "idle", () => {
        if ((shown.getZoom() ?? 0) > FRAME_MAX_ZOOM) shown.setZoom(FRAME_MAX_ZOOM);
      });
    };
    if (initialZone) frame(initialZone);
    const drawing = await withTimeout(
      startZoneDrawing(
        { adapter: new TerraDrawGoogleMapsAdapter({ lib: maps, map: shown, coordinatePrecision: 7 }), frame },
        options,
      ),
      GOOGLE_LOAD_TIMEOUT_MS,
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
