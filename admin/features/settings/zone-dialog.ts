import type { ComponentType } from "react";
import type { GeoZone } from "../../../src/contract/geo-zone.js";

/**
 * The map dialog that draws the allowed region (one polygon or one circle). It belongs to the
 * map-zone feature; features do not import each other, so the router hands it to this page.
 */
export interface ZoneDialogProps {
  open: boolean;
  title?: string | undefined;
  initialZone: GeoZone | null;
  onValidate(zone: GeoZone): void;
  onClose(): void;
  /** The key typed on the settings page, saved or not: the map follows what the owner sees. */
  googleMapsApiKey?: string | undefined;
}

export type ZoneDialogComponent = ComponentType<ZoneDialogProps>;
