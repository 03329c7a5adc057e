/// <reference types="google.maps" />
import { importLibrary, setOptions } from "@googlemaps/js-api-loader";

/**
 * Google's Maps JavaScript API as one page sees it. The script loads once per page, with one key,
 * and Google calls `window.gm_authFailure` when it refuses that key after loading (wrong key, API
 * not enabled, referrer not allowed), leaving its own error box in the map. The widget and the
 * admin are separate bundles that can share a page (the admin's widget preview), so what they
 * know of Google is kept on `window` under one symbol, not in each bundle's module scope. The host
 * page's own `gm_authFailure`, if it set one first, keeps being called.
 */
interface GoogleMapsPageState {
  /** The key the page loaded Google with; undefined until the first load. */
  key?: string;
  refused: boolean;
  hooked: boolean;
  listeners: Set<() => void>;
}

type GoogleMapsWindow = Window & {
  gm_authFailure?: () => void;
  [STATE]?: GoogleMapsPageState;
};

const STATE = Symbol.for("chauffeur-booking.google-maps");

function pageState(): GoogleMapsPageState {
  const page = window as GoogleMapsWindow;
  page[STATE] ??= { refused: false, hooked: false, listeners: new Set() };
  return page[STATE];
}

/** Calls `listener` once Google refuses the page's key (at once if it already has). */
export function watchGoogleKeyRefusal(listener: () => void): () => void {
  const state = pageState();
  if (!state.hooked) {
    state.hooked = true;
    const page = window as GoogleMapsWindow;
    const hostHook = page.gm_authFailure;
    page.gm_authFailure = () => {
      state.refused = true;
      for (const each of [...state.listeners]) each();
      hostHook?.();
    };
  }
  if (state.refused) {
    listener();
    return () => {};
  }
  state.listeners.add(listener);
  return () => {
    state.listeners.delete(listener);
  };
}

/**
 * Loads Google's maps library with `key`. Rejects when the page already loaded Google with another
 * key (it cannot load twice: that key's map would be billed and refused for the wrong module),
 * when Google refused the key before, and when the script fails (offline, blocked).
 */
export async function loadGoogleMaps(key: string, language: string): Promise<google.maps.MapsLibrary> {
  const state = pageState();
  if (state.key === undefined) {
    state.key = key;
    setOptions({ key, v: "weekly", language });
  } else if (state.key !== key) {
    throw new Error("Google Maps is already loaded on this page with another key");
  }
  if (state.refused) throw new Error("Google Maps refused the key");
  return importLibrary("maps");
}
