// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";

// Google's loader is Google's script: here it records what it is asked.
const loader = vi.hoisted(() => ({
  setOptions: vi.fn(),
  importLibrary: vi.fn(async () => ({ Map: class {} })),
}));
vi.mock("@googlemaps/js-api-loader", () => loader);

type GoogleWindow = Window & { gm_authFailure?: () => void };
const STATE = Symbol.for("chauffeur-booking.google-maps");

// What the page knows of Google lives on window: each test starts from a clean one, and loads
// the module afresh, as a second bundle on the same page would.
async function load() {
  vi.resetModules();
  return import("./google-maps.js");
}

beforeEach(() => {
  delete (window as GoogleWindow).gm_authFailure;
  delete (window as unknown as Record<symbol, unknown>)[STATE];
  loader.setOptions.mockClear();
  loader.importLibrary.mockClear();
});

describe("Google key refusal", () => {
  it("tells every watcher, then the host page's own hook", async () => {
    const calls: string[] = [];
    (window as GoogleWindow).gm_authFailure = () => calls.push("host page");
    const { watchGoogleKeyRefusal } = await load();
    watchGoogleKeyRefusal(() => calls.push("widget"));
    watchGoogleKeyRefusal(() => calls.push("admin"));
    (window as GoogleWindow).gm_authFailure?.();
    expect(calls).toEqual(["widget", "admin", "host page"]);
  });

  it("forgets a watcher that stopped watching", async () => {
    const { watchGoogleKeyRefusal } = await load();
    const gone = vi.fn();
    const stays = vi.fn();
    watchGoogleKeyRefusal(gone)();
    watchGoogleKeyRefusal(stays);
    (window as GoogleWindow).gm_authFailure?.();
    expect(gone).not.toHaveBeenCalled();
    expect(stays).toHaveBeenCalledTimes(1);
  });

  it("is shared by two bundles on one page, and answers a late watcher at once", async () => {
    const widgetBundle = await load();
    widgetBundle.watchGoogleKeyRefusal(() => {});
    (window as GoogleWindow).gm_authFailure?.();
    const adminBundle = await load();
    const late = vi.fn();
    adminBundle.watchGoogleKeyRefusal(late);
    expect(late).toHaveBeenCalledTimes(1);
    await expect(adminBundle.loadGoogleMaps("AIza-key", "fr")).rejects.toThrow("refused");
  });
});

describe("Loading Google Maps", () => {
  it("sets the key and the language once, then only imports", async () => {
    const { loadGoogleMaps } = await load();
    await loadGoogleMaps("AIza-key", "es");
    await loadGoogleMaps("AIza-key", "es");
    expect(loader.setOptions).toHaveBeenCalledTimes(1);
    expect(loader.setOptions).toHaveBeenCalledWith({ key: "AIza-key", v: "weekly", language: "es" });
    expect(loader.importLibrary).toHaveBeenCalledWith("maps");
  });

  it("refuses another key on a page that loaded Google already, even from another bundle", async () => {
    await (await load()).loadGoogleMaps("AIza-saved", "fr");
    const other = await load();
    await expect(other.loadGoogleMaps("AIza-typed", "fr")).rejects.toThrow("another key");
    expect(loader.setOptions).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed load (offline, then online)", async () => {
    const { loadGoogleMaps } = await load();
    loader.importLibrary.mockRejectedValueOnce(new Error("The Google Maps JavaScript API could not load."));
    await expect(loadGoogleMaps("AIza-key", "en")).rejects.toThrow("could not load");
    await expect(loadGoogleMaps("AIza-key", "en")).resolves.toBeTruthy();
  });
});
