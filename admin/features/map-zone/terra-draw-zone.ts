import {
  type GeoJSONStoreFeatures,
  TerraDraw,
  TerraDrawCircleMode,
  TerraDrawPolygonMode,
  TerraDrawSelectMode,
  ValidateNotSelfIntersecting,
} from "terra-draw";
import type { GeoZone } from "../../../src/contract/geo-zone.js";
import type { DrawTool, ZoneEngine, ZoneEngineOptions } from "./zone-engine-types.js";
import { circleRing, circleToZone, type Position, polygonToZone } from "./zone-geometry.js";

type TerraDrawAdapter = ConstructorParameters<typeof TerraDraw>[0]["adapter"];

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

function createDraw(adapter: TerraDrawAdapter): TerraDraw {
  return new TerraDraw({
    adapter,
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
}

export interface ZoneDrawingMap {
  /** Terra Draw's adapter for this map library. */
  adapter: TerraDrawAdapter;
  /** Frames the map on a zone (the zone typed in by keyboard). */
  frame(zone: GeoZone): void;
}

/**
 * Exactly one polygon or one circle drawn with Terra Draw, whichever map is under it: the zones
 * are the same GeoJSON on Leaflet and on Google Maps. Resolves once the map can take drawing (the
 * Google adapter is ready only after its overlay is added); the caller adds its own `destroy`.
 */
export function startZoneDrawing(
  { adapter, frame }: ZoneDrawingMap,
  { initialZone, onChange }: Pick<ZoneEngineOptions, "initialZone" | "onChange">,
): Promise<Omit<ZoneEngine, "provider" | "destroy"> & { stop(): void }> {
  const draw = createDraw(adapter);
  const ready = new Promise<void>((resolve) => draw.on("ready", resolve));
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

  return ready.then(() => {
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

    return {
      setTool,
      setZone(zone) {
        edited = true;
        draw.clear();
        draw.addFeatures([toFeature(zone, draw.getFeatureId())]);
        frame(zone);
        setTool("select");
      },
      deleteZone() {
        edited = true;
        draw.clear();
        setTool(tool === "select" ? "polygon" : tool);
      },
      isDrawing: () => draw.getModeState() === "drawing",
      stop: () => draw.stop(),
    };
  });
}
