import type { ComponentType } from "react";
import type { GeoZone } from "../../../../src/contract/geo-zone.js";

/**
 * The map dialog this page draws zones with. It is handed in by the app (admin/app/router.tsx
 * gives the map-zone feature's MapZoneDialog) because features do not import each other.
 */
export interface ZoneDialogProps {
  open: boolean;
  title?: string;
  initialZone: GeoZone | null;
  onValidate(zone: GeoZone): void;
  onClose(): void;
}

export type ZoneDialogComponent = ComponentType<ZoneDialogProps>;
