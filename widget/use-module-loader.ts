import { useCallback, useEffect, useRef, useState } from "react";
import { createPublicClient, isApiError } from "../src/client/index.js";
import type { WidgetStore } from "./store.js";

interface LoaderOptions {
  store: WidgetStore;
  apiBase: string;
  moduleId: string | undefined;
  language: string;
  fetch?: typeof fetch | undefined;
}

/**
 * Loads the module's public data whenever the element's module or API base changes, and fills
 * the store. Returns a retry function for load failures that may be temporary.
 */
export function useModuleLoader({ store, apiBase, moduleId, language, fetch }: LoaderOptions): () => void {
  const [attempt, setAttempt] = useState(0);
  // Read at request time, so a language change sends the new Accept-Language without a reload.
  const languageRef = useRef(language);
  languageRef.current = language;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    const { startLoading, moduleLoaded, loadFailed } = store.getState();
    if (!moduleId) {
      loadFailed("MODULE_NOT_FOUND");
      return;
    }
    let current = true;
    startLoading();
    const client = createPublicClient(apiBase, {
      getLanguage: () => languageRef.current,
      ...(fetch ? { fetch } : {}),
    });
    client.getPublicModule(moduleId).then(
      (module) => {
        if (current) moduleLoaded(module);
      },
      (error: unknown) => {
        if (current) loadFailed(loadErrorCode(error));
      },
    );
    return () => {
      current = false;
    };
  }, [store, apiBase, moduleId, fetch, attempt]);

  return useCallback(() => setAttempt((count) => count + 1), []);
}

/** An unknown or malformed module id reads as "not found"; everything else keeps its code. */
function loadErrorCode(error: unknown): string {
  if (!isApiError(error)) return "NETWORK_ERROR";
  if (error.status === 404 || error.code === "VALIDATION_ERROR") return "MODULE_NOT_FOUND";
  return error.code;
}
