/// <reference types="google.maps" />
import { importLibrary, setOptions } from "@googlemaps/js-api-loader";
import { googleKeyRefused } from "../../../src/client/google-maps-key.js";

/** A script that neither loads nor fails (a filtering proxy) must not keep the dialog waiting. */
export const GOOGLE_LOAD_TIMEOUT_MS = 10_000;

// The Maps JavaScript API loads once per page, with one key.
let pageKey: string | undefined;

export function withTimeout<T>(promise: Promise<T>, milliseconds: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${what} took longer than ${milliseconds} ms`)),
      milliseconds,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Loads Google's maps library with the module's key. Rejects when the page already loaded it
 * with another key (Google cannot be loaded twice: a new key needs a reload), when Google
 * refused this key before, when the script fails (offline, blocked) or takes too long.
 */
export async function loadGoogleMaps(key: string, language: string): Promise<typeof google.maps> {
  if (pageKey === undefined) {
    pageKey = key;
    setOptions({ key, v: "weekly", language });
  } else if (pageKey !== key) {
    throw new Error("Google Maps is already loaded on this page with another key");
  }
  if (googleKeyRefused()) throw new Error("Google Maps refused the key");
  await withTimeout(importLibrary("maps"), GOOGLE_LOAD_TIMEOUT_MS, "Loading Google Maps");
  // The loaded script fills the global namespace, which Terra Draw's adapter takes whole.
  return google.maps;
}
