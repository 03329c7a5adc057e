import L from "leaflet";
import leafletCss from "leaflet/dist/leaflet.css";
import {
  type GeoJSONStoreFeatures,
  TerraDraw,
  TerraDrawCircleMode,
  TerraDrawPolygonMode,
  TerraDrawSelectMode,
  ValidateNotSelfIntersecting,
} from "terra-draw";
import { TerraDrawLeafletAdapter } from "terra-draw-leaflet-adapter";
import type { GeoZone } from "../../../src/contract/geo-zone.js";
import type { CreateZoneEngine, DrawTool } from "./zone-engine.js";
import {
  circleRing,
  circleToZone,
  DEFAULT_CENTER,
  DEFAULT_ZOOM,
  type Position,
  polygonToZone,
  zoneBounds,
} from "./zone-geometry.js";

/**
 * OpenStreetMap's standard tiles. The Google adapter of Terra Draw is not used: the zones are
 * the same GeoJSON whichever map is under them, and this map needs no key and no billing.
 * Without network the tiles fail and the map stays grey; drawing still works.
 */
const TILES = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

let leafletStyled = false;
function addLeafletStyles(): void {
  if (leafletStyled) return;
  leafletStyled = true;
  const style = document.createElement("style");
  style.dataset.styles = "leaflet";
  style.textContent = leafletCss;
  document.head.append(style);
}

function toFeature(zone: GeoZone, id: string | number): GeoJSONStoreFeatures {
  if (zone.type === "Polygon") {
    return {
      id,
      type: "Feature",
      geometry: { type: "Polygon", coordinates: zone.coordinates },
      properties: { mode: "polygon" },
    };
  }
  return {
    id,
    type: "Feature",
    geometry: { type: "Polygon", coordinates: [circleRing(zone.coordinates, zone.radius)] },
    properties: { mode: "circle", radiusKilometers: zone.radius / 1000 },
  };
}

function toZone(feature: GeoJSONStoreFeatures): GeoZone | null {
  if (feature.geometry.type !== "Polygon") return null;
  const ring = feature.geometry.coordinates[0] as Position[] | undefined;
  if (!ring) return null;
  return feature.properties.mode === "circle" ? circleToZone(ring) : polygonToZone(ring);
}

/** The Leaflet map with Terra Draw's polygon, circle and select modes. */
export const createMapEngine: CreateZoneEngine = ({ container, initialZone, labels, onChange }) => {
  addLeafletStyles();
  const map = L.map(container, { zoomControl: false }).setView(
    [DEFAULT_CENTER.lat, DEFAULT_CENTER.lng],
    DEFAULT_ZOOM,
  );
  if (initialZone) map.fitBounds(zoneBounds(initialZone), { padding: [24, 24], maxZoom: 15 });
  L.control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(map);
  L.tileLayer(TILES, { maxZoom: 19, attribution: ATTRIBUTION }).addTo(map);

  const draw = new TerraDraw({
    adapter: new TerraDrawLeafletAdapter({ lib: L, map, coordinatePrecision: 7 }),
    modes: [
      new TerraDrawPolygonMode({
        // A bow-tie is no zone: a crossing polygon is refused when it is closed or reshaped.
        validation: (feature, { updateType }) =>
          updateType === "provisional" ? { valid: true } : ValidateNotSelfIntersecting(feature),
      }),
      new TerraDrawCircleMode(),
      new TerraDrawSelectMode({
        flags: {
          polygon: {
            feature: {
              draggable: true,
              coordinates: { draggable: true, midpoints: true, deletable: true },
            },
          },
          // A circle moves whole: its 64 corners as handles would bury the map. A new radius is
          // drawn again, or typed in (circle by numbers).
          circle: { feature: { draggable: true } },
        },
      }),
    ],
  });
  draw.start();

  let tool: DrawTool = initialZone ? "select" : "polygon";
  // Until the owner changes something, the zone is the one given (no rounding drift).
  let edited = false;

  const shapes = () =>
    draw
      .getSnapshot()
      .filter(
        (feature) =>
          (feature.properties.mode === "polygon" || feature.properties.mode === "circle") &&
          !feature.properties.currentlyDrawing,
      );
  const current = (): GeoZone | null => {
    if (!edited) return initialZone;
    const last = shapes().at(-1);
    return last ? toZone(last) : null;
  };
  const emit = () => onChange({ zone: current(), tool });
  const select = () => {
    const id = shapes().at(-1)?.id;
    if (id !== undefined) draw.selectFeature(id);
  };
  const setTool = (next: DrawTool) => {
    tool = next;
    draw.setMode(next);
    if (next === "select") select();
    emit();
  };

  if (initialZone) draw.addFeatures([toFeature(initialZone, draw.getFeatureId())]);
  setTool(tool);

  draw.on("finish", (id, context) => {
    edited = true;
    if (context.action === "draw") {
      // Exactly one zone: a new shape replaces the previous one, then can be reshaped at once.
      const others = draw
        .getSnapshot()
        .map((feature) => feature.id)
        .filter((other): other is string | number => other !== undefined && other !== id);
      if (others.length > 0) draw.removeFeatures(others);
      setTool("select");
      return;
    }
    emit();
  });
  draw.on("change", (_ids, type) => {
    if (type === "delete") {
      edited = true;
      emit();
    }
  });
  // The dialog has just been laid out: Leaflet measures its container again.
  requestAnimationFrame(() => map.invalidateSize());

  return {
    setTool,
    setZone(zone) {
      edited = true;
      draw.clear();
      draw.addFeatures([toFeature(zone, draw.getFeatureId())]);
      map.fitBounds(zoneBounds(zone), { padding: [24, 24], maxZoom: 15 });
      setTool("select");
    },
    deleteZone() {
      edited = true;
      draw.clear();
      setTool(tool === "select" ? "polygon" : tool);
    },
    isDrawing: () => draw.getModeState() === "drawing",
    destroy() {
      draw.stop();
      map.remove();
    },
  };
};
