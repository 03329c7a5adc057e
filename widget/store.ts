import { createStore, type StoreApi } from "zustand/vanilla";
import type { PublicModule } from "../src/contract/module.js";
import { type TripDraft, type TripErrors, validateTrip } from "./steps/trip-validation.js";
import type { ZonedNow } from "./zoned-now.js";

/** Where the module data stands: the widget renders one screen per phase. */
export type ModuleLoad =
  | { phase: "loading" }
  | { phase: "loaded"; module: PublicModule }
  | { phase: "failed"; code: string };

export interface WidgetState {
  load: ModuleLoad;
  trip: TripDraft;
  /** Shown only after a first submit, so customers are not scolded while still typing. */
  tripErrors: TripErrors;
  tripSubmitted: boolean;
  /** The module's wall-clock "now" at the last submit; re-validation while typing reuses it. */
  tripCheckedAt: ZonedNow;
  /** The trip step passed validation (the next steps arrive with the price estimate). */
  tripComplete: boolean;
  startLoading: () => void;
  moduleLoaded: (module: PublicModule) => void;
  loadFailed: (code: string) => void;
  updateTrip: (patch: Partial<TripDraft>) => void;
  /** Validates the trip against the module and the module's "now"; no errors means it may go on. */
  submitTrip: (now: ZonedNow) => TripErrors;
}

export type WidgetStore = StoreApi<WidgetState>;

export const EMPTY_TRIP: TripDraft = {
  route: "ONE_WAY",
  pickupAddress: "",
  dropoffAddress: "",
  pickupDate: "",
  pickupTime: "",
  returnDate: "",
  returnTime: "",
  passengers: "1",
  baggage: "0",
};

/** One store per widget instance: two widgets on a page never share a form. */
export function createWidgetStore(): WidgetStore {
  return createStore<WidgetState>()((set, get) => ({
    load: { phase: "loading" },
    trip: EMPTY_TRIP,
    tripErrors: {},
    tripSubmitted: false,
    tripCheckedAt: { date: "", time: "" },
    tripComplete: false,
    startLoading: () => set({ load: { phase: "loading" } }),
    moduleLoaded: (module) => set({ load: { phase: "loaded", module } }),
    loadFailed: (code) => set({ load: { phase: "failed", code } }),
    updateTrip: (patch) => {
      const { load, tripSubmitted, tripCheckedAt } = get();
      const trip = { ...get().trip, ...patch };
      // After a first submit the messages follow the input, so a fixed field loses its error at once.
      const tripErrors =
        tripSubmitted && load.phase === "loaded" ? validateTrip(trip, load.module, tripCheckedAt) : {};
      set({ trip, tripErrors, tripComplete: false });
    },
    submitTrip: (now) => {
      const { load, trip } = get();
      if (load.phase !== "loaded") return {};
      const tripErrors = validateTrip(trip, load.module, now);
      const ok = Object.keys(tripErrors).length === 0;
      set({ tripErrors, tripSubmitted: true, tripCheckedAt: now, tripComplete: ok });
      return tripErrors;
    },
  }));
}

// A moved element (disconnected then connected) is remounted by r2wc: keep its store with the
// element so the customer's input survives.
const storesByContainer = new WeakMap<object, WidgetStore>();

export function storeForContainer(container: object | undefined): WidgetStore {
  if (!container) return createWidgetStore();
  let store = storesByContainer.get(container);
  if (!store) {
    store = createWidgetStore();
    storesByContainer.set(container, store);
  }
  return store;
}
