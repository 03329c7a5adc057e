// @vitest-environment happy-dom
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { messages as en } from "../../../../locales/en/admin-map-zone.js";
import type { GeoZone } from "../../../../src/contract/geo-zone.js";
import { type MapTiles, OPENSTREETMAP_TILES } from "../../../../src/contract/map-tiles.js";
import type { SavedMapSetup } from "../api.js";
import type { CreateZoneEngine, DrawTool, MapProvider, ZoneEngineOptions } from "../zone-engine-types.js";
import { MapZoneDialog } from "./map-zone-dialog.js";

const SQUARE: GeoZone = {
  type: "Polygon",
  coordinates: [
    [
      [2, 46],
      [2.1, 46],
      [2.1, 46.1],
      [2, 46.1],
      [2, 46],
    ],
  ],
};
const CIRCLE: GeoZone = { type: "Point", coordinates: [7.4246, 43.7384], radius: 2500 };
/** The operator's tile server, as the settings answer carries it. */
const OPERATOR_TILES: MapTiles = {
  urlTemplate: "https://{s}.tiles.example.com/osm/{z}/{x}/{y}.png",
  attribution: "&copy; Example Tiles",
};

/**
 * A map engine without a map: the test plays the owner's drawing through `options.onChange`. Like
 * the real one, it is Google's map when given a key Google takes, OpenStreetMap otherwise.
 */
function fakeEngine({ googleTakes = true } = {}) {
  const calls = {
    tools: [] as DrawTool[],
    placed: [] as GeoZone[],
    deleted: 0,
    destroyed: 0,
    drawing: false,
    made: [] as ZoneEngineOptions[],
  };
  let options: ZoneEngineOptions | undefined;
  const create: CreateZoneEngine = async (given) => {
    options = given;
    calls.made.push(given);
    const provider: MapProvider = given.googleMapsApiKey && googleTakes ? "google" : "openstreetmap";
    return {
      provider,
      setTool: (tool) => {
        calls.tools.push(tool);
        given.onChange({ zone: null, tool });
      },
      setZone: (zone) => {
        calls.placed.push(zone);
        given.onChange({ zone, tool: "select" });
      },
      deleteZone: () => {
        calls.deleted++;
        given.onChange({ zone: null, tool: "polygon" });
      },
      isDrawing: () => calls.drawing,
      destroy: () => {
        calls.destroyed++;
      },
    };
  };
  return {
    calls,
    create: vi.fn(create),
    options: () => options,
    draw: (zone: GeoZone | null) => act(() => options?.onChange({ zone, tool: "select" })),
  };
}

async function renderDialog(
  initialZone: GeoZone | null,
  engine = fakeEngine(),
  keys: { given?: string; tiles?: MapTiles; saved?: () => Promise<SavedMapSetup> } = {
    given: "",
    tiles: OPERATOR_TILES,
  },
) {
  const onValidate = vi.fn();
  const onClose = vi.fn();
  const i18n = setupI18n({ locale: "en", messages: { en } });
  const view = render(
    <I18nProvider i18n={i18n}>
      <MapZoneDialog
        open
        title="Pickup zone"
        initialZone={initialZone}
        onValidate={onValidate}
        onClose={onClose}
        createEngine={engine.create}
        googleMapsApiKey={keys.given}
        mapTiles={keys.tiles}
        loadSavedMap={keys.saved ?? (() => Promise.reject(new Error("not asked")))}
      />
    </I18nProvider>,
  );
  await settle();
  return { engine, onValidate, onClose, view };
}

const settle = () =>
  act(async () => {
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
  });

describe("MapZoneDialog", () => {
  it("renders nothing while closed", () => {
    const i18n = setupI18n({ locale: "en", messages: { en } });
    render(
      <I18nProvider i18n={i18n}>
        <MapZoneDialog open={false} initialZone={null} onValidate={vi.fn()} onClose={vi.fn()} />
      </I18nProvider>,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("starts on France with the polygon tool when there is no zone", async () => {
    const { engine } = await renderDialog(null);
    expect(screen.getByRole("dialog", { name: "Pickup zone" })).toBeTruthy();
    expect(engine.options()?.initialZone).toBeNull();
    expect(screen.getByRole("button", { name: "Draw a polygon" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("status").textContent).toBe("No zone drawn yet.");
    expect((screen.getByRole("button", { name: "Delete the zone" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("asks for a shape before validating, then returns the drawn polygon", async () => {
    const { engine, onValidate } = await renderDialog(null);
    fireEvent.click(screen.getByRole("button", { name: "Validate" }));
    expect(screen.getByRole("alert").textContent).toBe("Draw a polygon or a circle first.");
    expect(onValidate).not.toHaveBeenCalled();
    engine.draw(SQUARE);
    expect(screen.getByRole("status").textContent).toBe("Polygon, 4 corners");
    expect(screen.queryByText("Draw a polygon or a circle first.")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Validate" }));
    expect(onValidate).toHaveBeenCalledWith(SQUARE);
  });

  it("says why the map is grey and refuses a zone drawn without map images", async () => {
    const { engine, onValidate } = await renderDialog(null);
    expect(screen.queryByText("No map can be shown.")).toBeNull();
    // The tiles fail before any is shown: no network to the tile server.
    act(() => engine.options()?.onBackgroundChange?.("unavailable"));
    expect(screen.getByText("No map can be shown.")).toBeTruthy();
    expect(screen.getByText(/enter a working Google Maps key in Settings/).textContent).toContain(
      "reach the map image server {s}.tiles.example.com (firewall or proxy)",
    );
    engine.draw(SQUARE);
    fireEvent.click(screen.getByRole("button", { name: "Validate" }));
    expect(onValidate).not.toHaveBeenCalled();
    expect(
      screen.getByText("This zone was not validated: without a map, its place is unknown."),
    ).toBeTruthy();
    // The images come back (the network returned): the same zone is accepted.
    act(() => engine.options()?.onBackgroundChange?.("shown"));
    expect(screen.queryByText("No map can be shown.")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Validate" }));
    expect(onValidate).toHaveBeenCalledWith(SQUARE);
  });

  it("shows the existing circle, switches tools and deletes the zone", async () => {
    const { engine, onValidate } = await renderDialog(CIRCLE);
    expect(engine.options()?.initialZone).toEqual(CIRCLE);
    expect(screen.getByRole("status").textContent).toBe("Circle, radius 2.5 km");
    expect(screen.getByRole("button", { name: "Move or reshape" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Draw a circle" }));
    expect(engine.calls.tools).toEqual(["circle"]);
    expect(screen.getByRole("button", { name: "Draw a circle" }).getAttribute("aria-pressed")).toBe("true");
    engine.draw(CIRCLE);
    fireEvent.click(screen.getByRole("button", { name: "Delete the zone" }));
    expect(engine.calls.deleted).toBe(1);
    fireEvent.click(screen.getByRole("button", { name: "Validate" }));
    expect(onValidate).not.toHaveBeenCalled();
  });

  it("keeps a tool chosen while the map loads once the map is ready", async () => {
    const engine = fakeEngine();
    let mapReady: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => {
      mapReady = resolve;
    });
    const create = engine.create.getMockImplementation();
    engine.create.mockImplementation(async (given) => {
      await loaded;
      const made = await create?.(given);
      if (!made) throw new Error("no engine");
      // Like the real engine: ready, it announces its own default tool.
      given.onChange({ zone: null, tool: "polygon" });
      return made;
    });
    await renderDialog(null, engine);
    fireEvent.click(screen.getByRole("button", { name: "Draw a circle" }));
    await act(async () => mapReady());
    await settle();
    expect(engine.calls.tools).toEqual(["circle"]);
    expect(screen.getByRole("button", { name: "Draw a circle" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("lets Escape cancel a half-drawn shape before it closes the dialog", async () => {
    const { engine, onClose } = await renderDialog(null);
    const dialog = screen.getByRole("dialog", { name: "Pickup zone" });
    const map = screen.getByRole("application", { name: "Map" });
    engine.calls.drawing = true;
    fireEvent.keyDown(map, { key: "Escape" });
    fireEvent(dialog, new Event("cancel", { cancelable: true }));
    expect(onClose).not.toHaveBeenCalled();
    engine.calls.drawing = false;
    fireEvent.keyDown(map, { key: "Escape" });
    fireEvent(dialog, new Event("cancel", { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("places a circle typed in by keyboard", async () => {
    const { engine, onValidate } = await renderDialog(null);
    fireEvent.click(screen.getByText("Enter a circle by its centre and radius"));
    fireEvent.change(screen.getByLabelText("Latitude of the centre"), { target: { value: "43.7384" } });
    fireEvent.change(screen.getByLabelText("Longitude of the centre"), { target: { value: "7.4246" } });
    fireEvent.click(screen.getByRole("button", { name: "Place the circle" }));
    expect(screen.getByText("Enter a radius greater than 0 and at most 5000 km.")).toBeTruthy();
    expect(engine.calls.placed).toEqual([]);
    fireEvent.change(screen.getByLabelText("Radius (km)"), { target: { value: "2.5" } });
    fireEvent.click(screen.getByRole("button", { name: "Place the circle" }));
    expect(engine.calls.placed).toEqual([CIRCLE]);
    expect(screen.getByRole("status").textContent).toBe("Circle, radius 2.5 km");
    fireEvent.click(screen.getByRole("button", { name: "Validate" }));
    expect(onValidate).toHaveBeenCalledWith(CIRCLE);
  });

  it("removes the map when it closes", async () => {
    const { engine, view } = await renderDialog(null);
    view.unmount();
    expect(engine.calls.destroyed).toBe(1);
  });

  it("says so when the map cannot be loaded", async () => {
    const engine = fakeEngine();
    engine.create.mockRejectedValueOnce(new Error("offline"));
    await renderDialog(null, engine);
    expect(screen.getByRole("status").textContent).toBe("The map could not be loaded.");
  });

  it("draws on Google's map with the key it is given", async () => {
    const { engine } = await renderDialog(null, fakeEngine(), {
      given: " AIza-typed ",
      tiles: OPERATOR_TILES,
    });
    expect(engine.calls.made.map((made) => made.googleMapsApiKey)).toEqual(["AIza-typed"]);
    expect(engine.calls.made[0]?.language).toBe("en");
    expect(screen.queryByText(/so this map is OpenStreetMap/)).toBeNull();
  });

  it("draws on the tile server it is given, without reading the settings", async () => {
    const saved = vi.fn(async () => ({ googleMapsApiKey: "AIza-saved", mapTiles: OPENSTREETMAP_TILES }));
    const { engine } = await renderDialog(null, fakeEngine(), { given: "", tiles: OPERATOR_TILES, saved });
    expect(saved).not.toHaveBeenCalled();
    expect(engine.calls.made.map((made) => made.mapTiles)).toEqual([OPERATOR_TILES]);
  });

  it("reads the module's saved key and the operator's tile server when none is given", async () => {
    const saved = vi.fn(async () => ({ googleMapsApiKey: " AIza-saved ", mapTiles: OPERATOR_TILES }));
    const { engine } = await renderDialog(null, fakeEngine(), { saved });
    expect(saved).toHaveBeenCalledTimes(1);
    expect(engine.calls.made.map((made) => made.googleMapsApiKey)).toEqual(["AIza-saved"]);
    expect(engine.calls.made.map((made) => made.mapTiles)).toEqual([OPERATOR_TILES]);
  });

  it("keeps the key being typed and reads only the tile server when that is all it lacks", async () => {
    const saved = vi.fn(async () => ({ googleMapsApiKey: "AIza-saved", mapTiles: OPERATOR_TILES }));
    const { engine } = await renderDialog(null, fakeEngine(), { given: "AIza-typed", saved });
    expect(saved).toHaveBeenCalledTimes(1);
    expect(engine.calls.made.map((made) => made.googleMapsApiKey)).toEqual(["AIza-typed"]);
    expect(engine.calls.made.map((made) => made.mapTiles)).toEqual([OPERATOR_TILES]);
  });

  it("draws on the server's default tiles, without Google, when the saved settings cannot be read", async () => {
    const { engine } = await renderDialog(null, fakeEngine(), {
      saved: () => Promise.reject(new Error("offline")),
    });
    expect(engine.calls.made.map((made) => made.googleMapsApiKey)).toEqual([""]);
    expect(engine.calls.made.map((made) => made.mapTiles)).toEqual([OPENSTREETMAP_TILES]);
    expect(screen.getByRole("status").textContent).toBe("No zone drawn yet.");
  });

  it("says so when Google cannot be loaded with the key", async () => {
    await renderDialog(null, fakeEngine({ googleTakes: false }), {
      given: "AIza-wrong",
      tiles: OPERATOR_TILES,
    });
    expect(
      screen.getByText(
        "Google Maps could not be shown with the module's key, so this map is OpenStreetMap. The zone works the same.",
      ),
    ).toBeTruthy();
  });

  it("moves the drawn zone onto OpenStreetMap when Google refuses the key later", async () => {
    const { engine, onValidate } = await renderDialog(null, fakeEngine(), {
      given: "AIza-refused",
      tiles: OPERATOR_TILES,
    });
    engine.draw(SQUARE);
    await act(async () => engine.options()?.onMapUnavailable());
    await settle();
    expect(engine.calls.destroyed).toBe(1);
    expect(engine.calls.made.map((made) => made.googleMapsApiKey)).toEqual(["AIza-refused", ""]);
    expect(engine.calls.made[1]?.initialZone).toEqual(SQUARE);
    expect(engine.calls.made[1]?.mapTiles).toEqual(OPERATOR_TILES);
    expect(screen.getByText(/so this map is OpenStreetMap/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Validate" }));
    expect(onValidate).toHaveBeenCalledWith(SQUARE);
  });

  it("gives each map its own element and ignores the replaced one", async () => {
    const { engine } = await renderDialog(null, fakeEngine(), {
      given: "AIza-refused",
      tiles: OPERATOR_TILES,
    });
    engine.draw(SQUARE);
    await act(async () => engine.options()?.onMapUnavailable());
    await settle();
    const [google, openStreetMap] = engine.calls.made;
    act(() => google?.onChange({ zone: CIRCLE, tool: "select" }));
    expect(screen.getByRole("status").textContent).toBe("Polygon, 4 corners");
    expect(google?.container.isConnected).toBe(false);
    expect(openStreetMap?.container.isConnected).toBe(true);
    expect(screen.getAllByRole("application", { name: "Map" })).toEqual([openStreetMap?.container]);
  });

  it("removes a map that finishes loading after the dialog closed", async () => {
    const engine = fakeEngine();
    let finish: () => void = () => {};
    const slow: CreateZoneEngine = (options) =>
      new Promise((resolve) => {
        finish = () => resolve(engine.create(options));
      });
    engine.create.mockImplementationOnce(slow);
    const { view } = await renderDialog(null, engine);
    view.unmount();
    await act(async () => finish());
    await settle();
    expect(engine.calls.destroyed).toBe(1);
  });
});
