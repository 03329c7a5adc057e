import type { ComponentType } from "react";
import type { GeoZone } from "../../src/contract/geo-zone.js";
import type { MapTiles } from "../../src/contract/map-tiles.js";

/**
 * The map dialog that draws one zone (a polygon or a circle), as the pages that need one receive
 * it: the map-zone feature implements it, and the app shell (admin/app/router.tsx) hands it to the
 * settings and packages pages, because features do not import each other.
 */
export interface ZoneDialogProps {
  open: boolean;
  /** Defaults to "Draw the zone". */
  title?: string | undefined;
  /** The zone to show and edit; null: the map is centred on France. */
  initialZone: GeoZone | null;
  /** The drawn zone (GeoJSON Polygon, or Point + radius for a circle), when the owner validates. */
  onValidate(zone: GeoZone): void;
  onClose(): void;
  /**
   * The Google Maps key to draw on (the settings page gives the one being typed, saved or not);
   * when left out, the module's saved key is read. Empty: OpenStreetMap.
   */
  googleMapsApiKey?: string | undefined;
  /**
   * The operator's tile server for the map drawn without Google (the settings page gives the one
   * its settings answer carries); when left out, it is read with the saved settings.
   */
  mapTiles?: MapTiles | undefined;
}

export type ZoneDialogComponent = ComponentType<ZoneDialogProps>;
