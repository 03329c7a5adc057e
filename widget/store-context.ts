import { createContext, useContext } from "react";
import { useStore } from "zustand";
import type { WidgetState, WidgetStore } from "./store.js";

/** The store of the widget instance this component renders in. */
export const WidgetStoreContext = createContext<WidgetStore | null>(null);

export function useWidgetStore<T>(selector: (state: WidgetState) => T): T {
  const store = useContext(WidgetStoreContext);
  if (!store) throw new Error("useWidgetStore used outside a booking widget");
  return useStore(store, selector);
}
