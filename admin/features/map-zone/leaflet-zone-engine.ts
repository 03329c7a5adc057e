import L from "leaflet";
import leafletCss from "leaflet/dist/leaflet.css";
import { TerraDrawLeafletAdapter } from "terra-draw-leaflet-adapter";
import { startZoneDrawing } from "./terra-draw-zone.js";
import type { ZoneEngine, ZoneEngineOptions } from "./zone-engine-types.js";
import { DEFAULT_CENTER, DEFAULT_ZOOM, zoneBounds } from "./zone-geometry.js";

const FRAME: L.FitBoundsOptions = { padding: [24, 24], maxZoom: 15 };

let leafletStyled = false;
function addLeafletStyles(): void {
  if (leafletStyled) return;
  leafletStyled = true;
  const style = document.createElement("style");
  style.dataset.styles = "leaflet";
  style.textContent = leafletCss;
  document.head.append(style);
}

/** The Leaflet map with Terra Draw's polygon, circle and select modes. */
export async function createLeafletZoneEngine(options: ZoneEngineOptions): Promise<ZoneEngine> {
  const { container, initialZone, labels } = options;
  addLeafletStyles();
  const map = L.map(container, { zoomControl: false }).setView(
    [DEFAULT_CENTER.lat, DEFAULT_CENTER.lng],
    DEFAULT_ZOOM,
  );
  if (initialZone) map.fitBounds(zoneBounds(initialZone), FRAME);
  L.control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(map);
  // The operator's tile server (MAP_TILE_URL), OpenStreetMap's by default: no key, no billing.
  // Without network to it the tiles fail and the map stays grey: the dialog is told
  // (onBackgroundChange) and says so.
  const tiles = L.tileLayer(options.mapTiles.urlTemplate, {
    maxZoom: 19,
    attribution: options.mapTiles.attribution,
  });
  let tileShown = false;
  tiles.on("tileload", () => {
    if (tileShown) return;
    tileShown = true;
    options.onBackgroundChange?.("shown");
  });
  // One failed tile among shown ones is a hole; failures before any tile are no map at all.
  tiles.on("tileerror", () => {
    if (!tileShown) options.onBackgroundChange?.("unavailable");
  });
  tiles.addTo(map);

  const drawing = await startZoneDrawing(
    {
      adapter: new TerraDrawLeafletAdapter({ lib: L, map, coordinatePrecision: 7 }),
      frame: (zone) => map.fitBounds(zoneBounds(zone), FRAME),
    },
    options,
  );
  // The dialog has just been laid out: Leaflet measures its container again.
  requestAnimationFrame(() => map.invalidateSize());

  return {
    provider: "openstreetmap",
    ...drawing,
    destroy() {
      drawing.stop();
      map.remove();
    },
  };
}
