import type { GeoZone } from "../../../src/contract/geo-zone.js";
import type { MapTiles } from "../../../src/contract/map-tiles.js";

// What the map dialog and the map engines share: the engine's interface and its options. A file
// of its own so the engines (loaded on demand by zone-engine.ts) can import it without importing
// the chooser back, which would be an import cycle.

/** One polygon or one circle; "select" moves and reshapes the drawn zone. */
export type DrawTool = "polygon" | "circle" | "select";

/** Google Maps when the module has a key and Google takes it, OpenStreetMap otherwise. */
export type MapProvider = "google" | "openstreetmap";

export interface ZoneEngineState {
  /** The zone as it stands; null while nothing complete is drawn. */
  zone: GeoZone | null;
  tool: DrawTool;
}

export interface ZoneEngineOptions {
  container: HTMLElement;
  initialZone: GeoZone | null;
  labels: { zoomIn: string; zoomOut: string };
  /** The module's Google Maps browser key; empty: OpenStreetMap without trying Google. */
  googleMapsApiKey: string;
  /** The operator's tile server, for the Leaflet map (Google's map has its own images). */
  mapTiles: MapTiles;
  /** The admin's language, for Google's own controls. */
  language: string;
  onChange(state: ZoneEngineState): void;
  /** Google refused the key after showing the map (gm_authFailure): the dialog switches maps. */
  onMapUnavailable(): void;
  /**
   * The map's images: "shown" once one is drawn, "unavailable" when they fail before any is (no
   * network to the tile server, a proxy that blocks it). Without them the owner draws on a grey
   * box, at a place nobody can see.
   */
  onBackgroundChange?(background: MapBackground): void;
}

export type MapBackground = "shown" | "unavailable";

/** The map and its drawing tools, behind what the dialog needs (a test gives a fake one). */
export interface ZoneEngine {
  readonly provider: MapProvider;
  setTool(tool: DrawTool): void;
  /** Replaces the drawn zone (the circle typed in by keyboard), framed on the map. */
  setZone(zone: GeoZone): void;
  deleteZone(): void;
  /** A shape is half drawn: Escape cancels it rather than closing the dialog. */
  isDrawing(): boolean;
  destroy(): void;
}

export type CreateZoneEngine = (options: ZoneEngineOptions) => Promise<ZoneEngine>;
