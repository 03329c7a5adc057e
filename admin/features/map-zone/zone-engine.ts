import type { CreateZoneEngine } from "./zone-engine-types.js";

/**
 * Terra Draw with Google Maps when the module has a key, with Leaflet and OpenStreetMap tiles
 * otherwise, or when Google cannot be loaded (no network, key refused, script blocked): drawing
 * must never depend on Google. Each map loads only when a dialog opens (its own chunk), so the
 * admin's first load carries neither.
 */
export const createMapEngine: CreateZoneEngine = async (options) => {
  if (options.googleMapsApiKey) {
    try {
      const { createGoogleZoneEngine } = await import("./google-zone-engine.js");
      return await createGoogleZoneEngine(options);
    } catch {
      // Google is optional: the OpenStreetMap map below draws the same zones. A failed Google
      // engine has already emptied the container.
    }
  }
  const { createLeafletZoneEngine } = await import("./leaflet-zone-engine.js");
  return createLeafletZoneEngine(options);
};
