// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import L from "leaflet";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testModule } from "../../tests/kits/widget/fake-api.js";
import { chooseAddress, later, renderWidget } from "../../tests/kits/widget/render-widget.js";
import { TripMap } from "./trip-map.js";

// The Maps JavaScript API is Google's script: the loader is replaced by a recorder of what the
// widget asks of it.
const google = vi.hoisted(() => ({
  setOptions: vi.fn(),
  maps: [] as { element: HTMLElement; options: unknown }[],
  routes: [] as unknown[],
  renderers: [] as unknown[],
}));

vi.mock("@googlemaps/js-api-loader", () => ({
  setOptions: google.setOptions,
  importLibrary: async (name: string) => {
    if (name === "maps") {
      return {
        Map: class {
          constructor(element: HTMLElement, options: unknown) {
            google.maps.push({ element, options });
          }
        },
      };
    }
    return {
      DirectionsService: class {
        route(request: unknown) {
          google.routes.push(request);
          return Promise.resolve({});
        }
      },
      DirectionsRenderer: class {
        constructor(options: unknown) {
          google.renderers.push(options);
        }
        setMap() {}
      },
    };
  },
}));

/**
 * The viewport as the map sees it: happy-dom's IntersectionObserver never reports, so this one
 * says whether the map's place is near the viewport (`viewport.near`), at once and when told.
 */
const viewport = vi.hoisted(() => ({ near: true, observers: [] as (() => void)[] }));
class TestIntersectionObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    const report = () => this.callback([{ isIntersecting: viewport.near }]);
    viewport.observers.push(report);
    queueMicrotask(report);
  }
  disconnect() {}
}

/** The customer scrolls the map's place into reach. */
async function scrollNear() {
  viewport.near = true;
  await act(async () => {
    for (const report of viewport.observers) report();
  });
}

const withMap = (key: string, showMap = true) =>
  testModule({ appearance: { ...testModule().appearance, showMap, googleMapsApiKey: key } });

/**
 * Google's map element, once its lazy component has rendered: the test runner's module loading
 * and React's reveal of a suspended part run on the real clock, so it is real while waiting.
 */
async function shownMap() {
  vi.useRealTimers();
  const map = await screen.findByRole("img", { name: "Map of the route" });
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  return map;
}

/** OpenStreetMap's map, once the later steps, then its chunk, are shown (real clock, as above). */
async function shownOpenStreetMap() {
  vi.useRealTimers();
  const map = await screen.findByRole("region", { name: "Map of the route" });
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  await later();
  return map;
}

beforeEach(() => {
  vi.stubGlobal("IntersectionObserver", TestIntersectionObserver);
  viewport.near = true;
  viewport.observers.length = 0;
  google.setOptions.mockClear();
  google.maps.length = 0;
  google.routes.length = 0;
  google.renderers.length = 0;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("Route map", () => {
  it("is not loaded without a key: OpenStreetMap's map is shown instead", async () => {
    await renderWidget({ module: withMap("") });
    const map = await shownOpenStreetMap();
    expect(screen.queryByRole("img", { name: "Map of the route" })).toBeNull();
    expect(google.setOptions).not.toHaveBeenCalled();
    expect(map.classList.contains("leaflet-container")).toBe(true);
    expect(map.textContent).toContain("OpenStreetMap");
  });

  it("draws OpenStreetMap's map with the tile server and credit the module names", async () => {
    const tileLayer = vi.spyOn(L, "tileLayer");
    const module = {
      ...withMap(""),
      mapTiles: {
        urlTemplate: "https://{s}.tiles.example.com/osm/{z}/{x}/{y}.png",
        attribution: '&copy; <a href="https://tiles.example.com/credits">Example Tiles</a>',
      },
    };
    await renderWidget({ module });
    const map = await shownOpenStreetMap();
    expect(tileLayer).toHaveBeenCalledTimes(1);
    expect(tileLayer.mock.calls[0]?.[0]).toBe("https://{s}.tiles.example.com/osm/{z}/{x}/{y}.png");
    // The credit is the module's, after Leaflet's own link.
    const credits = [...map.querySelectorAll(".leaflet-control-attribution a")].map((link) =>
      link.getAttribute("href"),
    );
    expect(credits).toContain("https://tiles.example.com/credits");
    expect(map.textContent).not.toContain("OpenStreetMap");
    tileLayer.mockRestore();
  });

  it("is not loaded when the owner hides the map", async () => {
    await renderWidget({ module: withMap("browser-key", false) });
    await later();
    expect(screen.queryByRole("img", { name: "Map of the route" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Map of the route" })).toBeNull();
    expect(google.setOptions).not.toHaveBeenCalled();
  });

  it("loads Google Maps with the owner's key at zoom 7 and draws the driving route", async () => {
    await renderWidget({ module: withMap("browser-key") });
    // The map's code is a chunk of its own, fetched once the summary shows it.
    const map = await shownMap();
    expect(google.setOptions).toHaveBeenCalledWith({ key: "browser-key", v: "weekly", language: "en" });
    expect(google.maps).toEqual([{ element: map, options: { center: { lat: 46.41, lng: 2.05 }, zoom: 7 } }]);
    await chooseAddress("Pickup address", "Nice", "Nice");
    await chooseAddress("Drop-off address", "Mona", "Monaco");
    await later();
    expect(google.routes).toEqual([
      {
        origin: { lat: 43.7031, lng: 7.2661 },
        destination: { lat: 43.7384, lng: 7.4246 },
        travelMode: "DRIVING",
      },
    ]);
    expect(google.renderers).toHaveLength(1);
  });

  it("is fetched only once its place nears the viewport, which an empty box of its size holds", async () => {
    viewport.near = false;
    await renderWidget({ module: withMap("browser-key") });
    await later();
    expect(screen.queryByRole("img", { name: "Map of the route" })).toBeNull();
    expect(google.maps).toEqual([]);
    const placeholder = document.querySelector(".cb-summary .cb-map");
    expect(placeholder?.getAttribute("aria-hidden")).toBe("true");
    await scrollNear();
    expect(await shownMap()).toBeTruthy();
    expect(google.maps).toHaveLength(1);
  });

  it("measures how near its place is only once the later steps above it are shown", async () => {
    viewport.near = false;
    const module = withMap("browser-key");
    const view = render(<TripMap module={module} from={null} to={null} placeSettled={false} />);
    await act(async () => {});
    expect(viewport.observers).toHaveLength(0);
    view.rerender(<TripMap module={module} from={null} to={null} placeSettled />);
    await act(async () => {});
    expect(viewport.observers).toHaveLength(1);
    expect(google.maps).toEqual([]);
  });

  // Last: Google's refusal is page-wide and stays for the rest of this file.
  it("goes away when Google refuses the key, and the form goes on", async () => {
    await renderWidget({ module: withMap("browser-key") });
    expect(await shownMap()).toBeTruthy();
    await act(async () => (window as Window & { gm_authFailure?: () => void }).gm_authFailure?.());
    expect(screen.queryByRole("img", { name: "Map of the route" })).toBeNull();
    await chooseAddress("Pickup address", "Nice", "Nice");
    expect(screen.getByRole("combobox", { name: "Pickup address" })).toBeTruthy();
  });
});
