// @vitest-environment happy-dom
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { messages as en } from "../../../../locales/en/admin.js";
import type { GeoZone } from "../../../../src/contract/geo-zone.js";
import type { CreateZoneEngine, DrawTool, ZoneEngineOptions } from "../zone-engine.js";
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

/** A map engine without a map: the test plays the owner's drawing through `options.onChange`. */
function fakeEngine() {
  const calls = {
    tools: [] as DrawTool[],
    placed: [] as GeoZone[],
    deleted: 0,
    destroyed: 0,
    drawing: false,
  };
  let options: ZoneEngineOptions | undefined;
  const create: CreateZoneEngine = (given) => {
    options = given;
    return {
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
    load: vi.fn(async () => create),
    options: () => options,
    draw: (zone: GeoZone | null) => act(() => options?.onChange({ zone, tool: "select" })),
  };
}

async function renderDialog(initialZone: GeoZone | null, engine = fakeEngine()) {
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
        loadEngine={engine.load}
      />
    </I18nProvider>,
  );
  await act(async () => {
    await Promise.resolve();
  });
  return { engine, onValidate, onClose, view };
}

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
    engine.load.mockRejectedValueOnce(new Error("offline"));
    await renderDialog(null, engine);
    expect(screen.getByRole("status").textContent).toBe("The map could not be loaded.");
  });
});
