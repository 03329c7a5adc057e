import type { GeoZone } from "../../../src/contract/geo-zone.js";

/** Spec section 2: one polygon or one circle; "select" moves and reshapes the drawn zone. */
export type DrawTool = "polygon" | "circle" | "select";

export interface ZoneEngineState {
  /** The zone as it stands; null while nothing complete is drawn. */
  zone: GeoZone | null;
  tool: DrawTool;
}

export interface ZoneEngineOptions {
  container: HTMLElement;
  initialZone: GeoZone | null;
  labels: { zoomIn: string; zoomOut: string };
  onChange(state: ZoneEngineState): void;
}

/** The map and its drawing tools, behind what the dialog needs (a test gives a fake one). */
export interface ZoneEngine {
  setTool(tool: DrawTool): void;
  /** Replaces the drawn zone (the circle typed in by keyboard), framed on the map. */
  setZone(zone: GeoZone): void;
  deleteZone(): void;
  /** A shape is half drawn: Escape cancels it rather than closing the dialog. */
  isDrawing(): boolean;
  destroy(): void;
}

export type CreateZoneEngine = (options: ZoneEngineOptions) => ZoneEngine;

/**
 * Leaflet and Terra Draw load only when a map dialog opens (a separate chunk), so the admin's
 * first load does not carry them.
 */
export const loadMapEngine = (): Promise<CreateZoneEngine> =>
  import("./map-engine.js").then((module) => module.createMapEngine);
