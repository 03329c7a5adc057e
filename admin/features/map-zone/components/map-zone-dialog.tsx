import { useLingui } from "@lingui/react";
import { useEffect, useId, useRef, useState } from "react";
import type { GeoZone } from "../../../../src/contract/geo-zone.js";
import { type MapTiles, OPENSTREETMAP_TILES } from "../../../../src/contract/map-tiles.js";
import { Dialog, DialogActions } from "../../../components/ui/dialog.js";
import type { ZoneDialogProps } from "../../../components/zone-dialog.js";
import { zoneSummary } from "../../../lib/zone-summary.js";
import { type SavedMapSetup, savedMapSetup } from "../api.js";
import css from "../map-zone.css";
import { createMapEngine } from "../zone-engine.js";
import type {
  CreateZoneEngine,
  DrawTool,
  MapBackground,
  MapProvider,
  ZoneEngine,
} from "../zone-engine-types.js";
import { CircleByNumbers } from "./circle-by-numbers.js";

/** The shared map dialog's props, plus what tests replace. */
export interface MapZoneDialogProps extends ZoneDialogProps {
  /** Reads the saved key and tile server; tests give their own. */
  loadSavedMap?: () => Promise<SavedMapSetup>;
  /** The map engine; tests give a fake one. */
  createEngine?: CreateZoneEngine;
}

let styled = false;
function addStyles(): void {
  if (styled || !css) return;
  styled = true;
  const style = document.createElement("style");
  style.dataset.styles = "map-zone";
  style.textContent = css;
  document.head.append(style);
}

/**
 * The map dialog (package zones, the allowed region): draw exactly one polygon
 * or one circle, move or reshape it, delete it, validate. Escape first cancels a half-drawn
 * shape, then closes. The map itself (Terra Draw on Google Maps or Leaflet) loads when the dialog
 * first opens.
 */
export function MapZoneDialog(props: MapZoneDialogProps) {
  return props.open ? <OpenMapZoneDialog {...props} /> : null;
}

function OpenMapZoneDialog({
  title,
  initialZone,
  onValidate,
  onClose,
  googleMapsApiKey,
  mapTiles,
  loadSavedMap = savedMapSetup,
  createEngine = createMapEngine,
}: MapZoneDialogProps) {
  addStyles();
  const { i18n } = useLingui();
  const mapRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<ZoneEngine>(undefined);
  // The zone as it stands, for a map that restarts (Google refused the key) with the owner's work.
  const zoneRef = useRef<GeoZone | null>(initialZone);
  const escapeCancelsDrawing = useRef(false);
  // A tool chosen while the map loads: the engine starts on its own default, then takes this one.
  const toolChosenEarly = useRef<DrawTool>(undefined);
  const helpId = useId();
  const [zone, setZone] = useState<GeoZone | null>(initialZone);
  const [tool, setTool] = useState<DrawTool>(initialZone ? "select" : "polygon");
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");
  const [missing, setMissing] = useState(false);
  const [background, setBackground] = useState<MapBackground>();
  const [refusedWithoutMap, setRefusedWithoutMap] = useState(false);
  /** The key and the tiles to draw with; undefined while the saved settings are read. */
  const [setup, setSetup] = useState<SavedMapSetup | undefined>(() =>
    googleMapsApiKey !== undefined && mapTiles
      ? { googleMapsApiKey: googleMapsApiKey.trim(), mapTiles }
      : undefined,
  );
  const [googleRefused, setGoogleRefused] = useState(false);
  const [provider, setProvider] = useState<MapProvider>();
  // The engine is made with the words and the loaders of the opening.
  const start = useRef({
    createEngine,
    loadSavedMap,
    given: { googleMapsApiKey, mapTiles },
    language: i18n.locale,
    zoomIn: i18n._("Zoom in"),
    zoomOut: i18n._("Zoom out"),
    mapLabel: i18n._("Map"),
  });

  useEffect(() => {
    if (setup !== undefined) return;
    let live = true;
    const { given } = start.current;
    const use = (saved: SavedMapSetup) =>
      live &&
      setSetup({
        googleMapsApiKey: (given.googleMapsApiKey ?? saved.googleMapsApiKey).trim(),
        mapTiles: given.mapTiles ?? saved.mapTiles,
      });
    // Without the saved settings (the call failed), the map is the server's default one,
    // OpenStreetMap's, without Google: drawing goes on.
    start.current
      .loadSavedMap()
      .then(use, () => use({ googleMapsApiKey: "", mapTiles: OPENSTREETMAP_TILES }));
    return () => {
      live = false;
    };
  }, [setup]);

  const mapsKey = setup?.googleMapsApiKey;
  const tiles = setup?.mapTiles;
  const engineKey = mapsKey === undefined ? undefined : googleRefused ? "" : mapsKey;
  useEffect(() => {
    if (engineKey === undefined || tiles === undefined) return;
    let cancelled = false;
    let made: ZoneEngine | undefined;
    const { createEngine: create, language, zoomIn, zoomOut, mapLabel } = start.current;
    const frame = mapRef.current;
    if (!frame) return;
    // Each map gets its own element: one that is replaced (Google refused the key) and finishes
    // loading late cannot clear or take over its successor's.
    const container = document.createElement("div");
    container.className = "map-zone-canvas";
    container.setAttribute("role", "application");
    container.setAttribute("aria-label", mapLabel);
    container.setAttribute("aria-describedby", helpId);
    frame.append(container);
    setStatus("loading");
    setBackground(undefined);
    create({
      container,
      initialZone: zoneRef.current,
      labels: { zoomIn, zoomOut },
      googleMapsApiKey: engineKey,
      mapTiles: tiles,
      language,
      onChange: (state) => {
        if (cancelled) return;
        zoneRef.current = state.zone;
        setZone(state.zone);
        setTool(state.tool);
        if (state.zone) setMissing(false);
      },
      onMapUnavailable: () => {
        if (!cancelled) setGoogleRefused(true);
      },
      onBackgroundChange: (shown) => {
        if (cancelled) return;
        setBackground(shown);
        if (shown === "shown") setRefusedWithoutMap(false);
      },
    })
      .then((engine) => {
        // Closed (or switched maps) while the map was loading: the late map goes at once.
        if (cancelled) return engine.destroy();
        made = engine;
        engineRef.current = engine;
        setProvider(engine.provider);
        setStatus("ready");
        if (toolChosenEarly.current) engine.setTool(toolChosenEarly.current);
        toolChosenEarly.current = undefined;
      })
      .catch(() => {
        if (!cancelled) setStatus("failed");
      });
    return () => {
      cancelled = true;
      made?.destroy();
      container.remove();
      engineRef.current = undefined;
    };
  }, [engineKey, tiles, helpId]);
  const googleUnavailable = Boolean(mapsKey) && status === "ready" && provider === "openstreetmap";
  // No map images: a shape drawn on the grey box has no known place, so it is not accepted.
  const noMap = status === "failed" || background === "unavailable";

  const help: Record<DrawTool, string> = {
    polygon: i18n._(
      "Click on the map to place each corner, then click the first corner again (or press Enter) to close the polygon.",
    ),
    circle: i18n._("Click the centre, move the pointer to set the radius, then click again."),
    select: i18n._("Drag the zone to move it; drag the corners of a polygon to reshape it."),
  };
  const toolButton = (name: DrawTool, label: string) => (
    <button
      type="button"
      aria-pressed={tool === name}
      data-autofocus={name === "polygon" ? true : undefined}
      onClick={() => {
        if (engineRef.current) engineRef.current.setTool(name);
        else {
          toolChosenEarly.current = name;
          setTool(name);
        }
      }}
    >
      {label}
    </button>
  );

  return (
    <Dialog
      open
      title={title ?? i18n._("Draw the zone")}
      size="large"
      className="map-zone-dialog"
      onClose={() => {
        // Escape while a shape is half drawn: Terra Draw cancels the shape, the dialog stays.
        if (escapeCancelsDrawing.current) escapeCancelsDrawing.current = false;
        else onClose();
      }}
    >
      <div
        className="map-zone-body"
        onKeyDownCapture={(event) => {
          if (event.key === "Escape") escapeCancelsDrawing.current = engineRef.current?.isDrawing() ?? false;
        }}
      >
        <div className="map-zone-toolbar" role="toolbar" aria-label={i18n._("Drawing tools")}>
          {toolButton("polygon", i18n._("Draw a polygon"))}
          {toolButton("circle", i18n._("Draw a circle"))}
          {toolButton("select", i18n._("Move or reshape"))}
          <button
            type="button"
            className="map-zone-delete"
            disabled={status !== "ready" || !zone}
            onClick={() => engineRef.current?.deleteZone()}
          >
            {i18n._("Delete the zone")}
          </button>
        </div>
        <p id={helpId} className="map-zone-help muted">
          {help[tool]}
        </p>
        {/* The map's own element (role "application", labelled) is added by the effect above. */}
        <div ref={mapRef} className="map-zone-map" />
        {noMap ? (
          <div className="map-zone-notice" role="alert">
            <p>
              <strong>{i18n._("No map can be shown.")}</strong>{" "}
              {i18n._(
                "The map images could not be loaded from this computer, and no Google Maps key works for this module. A zone drawn here would be at an unknown place, so it cannot be validated.",
              )}
            </p>
            <p>
              {i18n._(
                "To draw zones: check this computer's Internet connection, or enter a working Google Maps key in Settings. On a self-hosted server, the operator must let the admin's browsers reach the map image server {server} (firewall or proxy).",
                { server: tileServerHost(tiles) },
              )}
            </p>
          </div>
        ) : null}
        {googleUnavailable ? (
          <p className="map-zone-notice">
            {i18n._(
              "Google Maps could not be shown with the module's key, so this map is OpenStreetMap. The zone works the same.",
            )}
          </p>
        ) : null}
        <p className="map-zone-status" role="status">
          {status === "loading" ? i18n._("Loading the map…") : null}
          {status === "failed" ? i18n._("The map could not be loaded.") : null}
          {status === "ready" ? zoneSummary(i18n, zone) : null}
        </p>
        {status === "ready" ? (
          <CircleByNumbers zone={zone} onPlace={(circle) => engineRef.current?.setZone(circle)} />
        ) : null}
        {refusedWithoutMap && noMap ? (
          <p className="map-zone-error" role="alert">
            {i18n._("This zone was not validated: without a map, its place is unknown.")}
          </p>
        ) : null}
        {missing ? (
          <p className="map-zone-error" role="alert">
            {i18n._("Draw a polygon or a circle first.")}
          </p>
        ) : null}
      </div>
      <DialogActions>
        <button type="button" className="button-secondary" onClick={onClose}>
          {i18n._("Cancel")}
        </button>
        <button
          type="button"
          className="button-primary"
          onClick={() => {
            if (noMap) setRefusedWithoutMap(true);
            else if (zone) onValidate(zone);
            else setMissing(true);
          }}
        >
          {i18n._("Validate")}
        </button>
      </DialogActions>
    </Dialog>
  );
}

/** The host the map images come from, as the operator would look for it in a firewall's rules. */
function tileServerHost(tiles: MapTiles | undefined): string {
  const template = tiles?.urlTemplate ?? "";
  return /^[a-z]+:\/\/([^/?#]+)/i.exec(template)?.[1] ?? template;
}
