import { useEffect } from "react";
import { useStore } from "zustand";
import { type PrefillInput, prefillFrom, prefillKey } from "./model/prefill.js";
import type { WidgetStore } from "./store.js";
import { earliestPickup } from "./zoned-now.js";

/**
 * Fills the form from the host page's prefill attributes once the module is here (it says which
 * values it can take), and again when an attribute changes; an unchanged prefill is never
 * applied twice over what the customer typed since (a moved element keeps its store).
 */
export function usePrefill(store: WidgetStore, input: PrefillInput): void {
  const load = useStore(store, (state) => state.load);
  const key = prefillKey(input);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the input's values.
  useEffect(() => {
    if (load.phase !== "loaded" || !key) return;
    store.getState().applyPrefill(key, prefillFrom(input, load.module, earliestPickup(load.module)));
  }, [load, key, store]);
}
