import { useCallback, useEffect, useState } from "react";
import { isApiError, type PublicClient } from "../src/client/index.js";
import { prefetchedModule, takePrefetchedModule } from "./module-prefetch.js";
import type { WidgetStore } from "./store.js";

/** The API and module each store's loaded module came from. */
const loadedKeys = new WeakMap<WidgetStore, string>();

/**
 * Loads the module's public data whenever the element's module or API changes, and fills the
 * store: the first time from the request the element started before rendering, if any
 * (module-prefetch.ts), in the element's language (`lang`, its attribute). With a preview token, the owner's module comes through it, never
 * prefetched. Returns a retry function for load failures that may be temporary.
 */
export function useModuleLoader(
  store: WidgetStore,
  client: PublicClient,
  apiBase: string,
  moduleId: string | undefined,
  lang: string | undefined,
  previewToken?: string,
) {
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    const { startLoading, moduleLoaded, loadFailed } = store.getState();
    if (previewToken) {
      let current = true;
      startLoading();
      client.getPreviewModule(previewToken).then(
        (module) => {
          if (current) moduleLoaded(module);
        },
        (error: unknown) => {
          if (current) loadFailed(previewErrorCode(error));
        },
      );
      return () => {
        current = false;
      };
    }
    if (!moduleId) {
      loadFailed("MODULE_NOT_FOUND");
      return;
    }
    const key = `${apiBase}\n${moduleId}`;
    const { load } = store.getState();
    // A moved element is remounted with its store (store.ts): the module it shows is the one asked
    // for, so it is neither asked for again nor announced again.
    if (load.phase === "loaded" && loadedKeys.get(store) === key) return;
    const arrived = prefetchedModule(apiBase, moduleId, lang);
    const prefetched = takePrefetchedModule(apiBase, moduleId, lang);
    // The first paint already showed this very answer (booking-widget.tsx): nothing to do.
    if (arrived && load.phase === "loaded" && load.module === arrived) {
      loadedKeys.set(store, key);
      return;
    }
    let current = true;
    startLoading();
    (prefetched ?? client.getPublicModule(moduleId)).then(
      (module) => {
        if (!current) return;
        loadedKeys.set(store, key);
        moduleLoaded(module);
      },
      (error: unknown) => {
        if (current) loadFailed(loadErrorCode(error));
      },
    );
    return () => {
      current = false;
    };
  }, [store, client, apiBase, moduleId, lang, previewToken, attempt]);

  return useCallback(() => setAttempt((count) => count + 1), []);
}

/** An expired or bad preview token: the link is to be asked for again from the admin. */
function previewErrorCode(error: unknown): string {
  return isApiError(error) && (error.status === 401 || error.status === 400)
    ? "PREVIEW_EXPIRED"
    : loadErrorCode(error);
}

/** An unknown or malformed module id reads as "not found"; everything else keeps its code. */
function loadErrorCode(error: unknown): string {
  if (!isApiError(error)) return "NETWORK_ERROR";
  if (error.status === 404 || error.code === "VALIDATION_ERROR") return "MODULE_NOT_FOUND";
  return error.code;
}
