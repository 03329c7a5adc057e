import { useLingui } from "@lingui/react";
import L from "leaflet";
import leafletCss from "leaflet/dist/leaflet.css";
import { useEffect, useRef, useState } from "react";
import type { PublicModule } from "../../src/contract/module.js";
import type { ChosenPlace } from "../model/trip-validation.js";
import { injectStyles } from "../style-injection.js";

/** The trip in view, with room for its markers, never closer than a district. */
const FRAME: L.FitBoundsOptions = { padding: [24, 24], maxZoom: 13 };
/** One address alone is shown at street level. */
const ONE_PLACE_ZOOM = 13;
const ROUTE_COLOUR = "#1d4ed8";

/** Shadow roots that already have Leaflet's stylesheet: the page's own styles never reach them. */
const styledRoots = new WeakSet<ShadowRoot>();

function styleLeafletIn(element: HTMLElement) {
  const root = element.getRootNode();
  if (!(root instanceof ShadowRoot) || styledRoots.has(root)) return;
  styledRoots.add(root);
  injectStyles(root, leafletCss);
}

interface OsmRouteMapProps {
  module: PublicModule;
  from: ChosenPlace | null;
  to: ChosenPlace | null;
}

/**
 * The trip on an OpenStreetMap map, tiles from the server the module names, for modules that
 * show a map but have no Google key: the module's centre until an address is chosen, then a
 * marker on each address and a straight line between them (the driving route needs a routing service; the distance is in the summary).
 * The page scrolls over the map: the mouse wheel does not zoom it, its + and − buttons do.
 */
export function OsmRouteMap({ module, from, to }: OsmRouteMapProps) {
  const { i18n } = useLingui();
  const element = useRef<HTMLElement>(null);
  const [map, setMap] = useState<L.Map>();
  const { centerLat, centerLng, centerZoom } = module.appearance;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once; the labels' language is read then.
  useEffect(() => {
    const container = element.current;
    if (!container) return;
    styleLeafletIn(container);
    const created = L.map(container, { zoomControl: false, scrollWheelZoom: false }).setView(
      [centerLat, centerLng],
      centerZoom,
    );
    L.control.zoom({ zoomInTitle: i18n._("Zoom in"), zoomOutTitle: i18n._("Zoom out") }).addTo(created);
    // The operator's tile server (OpenStreetMap's by default): no key, no billing. Without network
    // the tiles fail and the map stays grey around the trip's markers.
    const { urlTemplate, attribution } = module.mapTiles;
    L.tileLayer(urlTemplate, { maxZoom: 19, attribution }).addTo(created);
    setMap(created);
    return () => {
      created.remove();
      setMap(undefined);
    };
  }, []);

  useEffect(() => {
    const places = [from, to].filter((place): place is ChosenPlace => place !== null);
    const first = places[0];
    if (!map || !first) return;
    const points = places.map((place) => L.latLng(place.lat, place.lng));
    const layer = L.featureGroup(
      points.map((point) =>
        L.circleMarker(point, {
          radius: 8,
          color: "#ffffff",
          weight: 2,
          fillColor: ROUTE_COLOUR,
          fillOpacity: 1,
          interactive: false,
        }),
      ),
    );
    if (points.length === 2) {
      L.polyline(points, { color: ROUTE_COLOUR, weight: 4, interactive: false }).addTo(layer);
    }
    layer.addTo(map);
    if (points.length === 2) map.fitBounds(layer.getBounds(), FRAME);
    else map.setView([first.lat, first.lng], ONE_PLACE_ZOOM);
    return () => {
      layer.remove();
    };
  }, [map, from, to]);

  return (
    // A named section: a region the keyboard reaches (Leaflet makes it focusable to pan with the
    // arrow keys), announced as the map of the route.
    <section ref={element} className="cb-map cb-map-osm" aria-label={i18n._("Map of the route")} />
  );
}
