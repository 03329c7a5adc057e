import type { MapTiles } from "../../../src/contract/map-tiles.js";
import { api } from "../../lib/api.js";

/** What the map dialog reads from the module's saved settings when its page did not give it. */
export interface SavedMapSetup {
  googleMapsApiKey: string;
  mapTiles: MapTiles;
}

/** The saved Google Maps key and the operator's tile server, for the dialogs opened outside the settings page. */
export async function savedMapSetup(): Promise<SavedMapSetup> {
  const settings = await api.getSettings();
  return { googleMapsApiKey: settings.googleMapsApi, mapTiles: settings.mapTiles };
}
