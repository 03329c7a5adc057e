import * as z from "zod/mini";

/**
 * The tile server of the keyless (Leaflet) maps, chosen by the server's operator for every module
 * (MAP_TILE_URL, MAP_TILE_ATTRIBUTION): a Leaflet URL template with {z}, {x} and {y}, and the HTML
 * credit its data asks for. One shape for the widget (the module's public answer) and the admin
 * (the settings answer, read by the zone map): docs/decisions/0068-configurable-map-tiles.md.
 */
export const mapTiles = z.object({ urlTemplate: z.string(), attribution: z.string() });
export type MapTiles = z.infer<typeof mapTiles>;

/**
 * OpenStreetMap's own tiles and the credit its licence asks for: the server's default when the
 * operator names none. Its usage policy asks heavy or commercial users for a server of their own.
 */
export const OPENSTREETMAP_TILES: MapTiles = {
  urlTemplate: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
};
