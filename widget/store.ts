import { createStore, type StoreApi } from "zustand/vanilla";
import type { PublicModule } from "../src/contract/module.js";
import type { CheckoutResponse, EstimateResponse } from "../src/contract/public-booking.js";
import { type FormErrors, type FormValues, validateForm } from "./form-validation.js";
import { NO_GRATUITY } from "./model/gratuity-draft.js";
import type { Prefill } from "./model/prefill.js";
import type { TripDraft } from "./model/trip-validation.js";
import type { ZonedNow } from "./zoned-now.js";

/** Where the module data stands: the widget renders one screen per phase. */
export type ModuleLoad =
  | { phase: "loading" }
  | { phase: "loaded"; module: PublicModule }
  | { phase: "failed"; code: string };

/** Distance and duration of the chosen addresses, for the addresses they were measured for. */
export interface MeasuredRoute {
  key: string;
  distanceKm: number;
  distanceMiles: number;
  durationMinutes: number;
}

/**
 * The live price. `waiting`: inputs changed, a new estimate is on its way (the
 * last one stays visible, marked out of date); `refused`: the server's refusal, in its words.
 */
export interface QuoteState {
  phase: "idle" | "waiting" | "ready" | "refused" | "failed";
  estimate: EstimateResponse | null;
  /** The inputs the estimate was made for (see use-live-quote.ts). */
  key: string;
  /** `field`: the request field the server named in its issues (pickUpTime, returnPickUpTime…). */
  refusal: { code: string; message: string; field?: string } | null;
}

/** The discount code's states: not applied, valid, invalid (plus checking). */
export interface DiscountState {
  input: string;
  /** The code sent with estimates once applied. */
  applied: string;
  phase: "none" | "checking" | "valid" | "invalid" | "failed";
  percentage: number;
  fixed: number;
}

export interface SubmitState {
  phase: "idle" | "sending" | "done";
  /** Why the last attempt failed, in words for the customer (the server's when it gave some). */
  message: string;
  result: CheckoutResponse | null;
  /**
   * What the message is about when it is about inputs, so it follows them as they are corrected:
   * "invalid" counts the inputs still invalid (the message itself is then empty), "server" is the
   * server's word on the inputs it named, gone once they are edited.
   */
  about?: "invalid" | "server";
}

export interface WidgetState extends FormValues {
  load: ModuleLoad;
  /** Problems by input name; shown only after a first submit, so nobody is scolded while typing. */
  errors: FormErrors;
  /** The server's own words about an input (VALIDATION_ERROR issues), by input name. */
  serverErrors: Record<string, string>;
  submitted: boolean;
  /** The earliest pickup (module's clock plus buffer) at the last submit; re-validation reuses it. */
  checkedAt: ZonedNow;
  route: MeasuredRoute | null;
  quote: QuoteState;
  discount: DiscountState;
  submit: SubmitState;
  /**
   * The host page's prefill (model/prefill.ts) last applied, by its key: a remount or an
   * unchanged attribute never applies it again over the customer's input.
   */
  prefillKey: string;
  /** Address text the host page gave, searched once so the customer picks a result. */
  prefillSearch: { pickupAddress?: string; dropoffAddress?: string };
  startLoading: () => void;
  moduleLoaded: (module: PublicModule) => void;
  loadFailed: (code: string) => void;
  updateTrip: (patch: Partial<TripDraft>) => void;
  /** Changes form values; after a first submit the messages follow the input at once. */
  edit: (patch: Partial<FormValues>) => void;
  /** Validates the whole form against the earliest pickup; no errors means it may be sent. */
  validate: (earliest: ZonedNow) => FormErrors;
  /** Starts the form from the host page's values, once per key. */
  applyPrefill: (key: string, prefill: Prefill) => void;
}

export type WidgetStore = StoreApi<WidgetState>;

export const EMPTY_TRIP: TripDraft = {
  service: "TRANSFER",
  hireMinutes: "",
  stops: [],
  route: "ONE_WAY",
  pickupAddress: "",
  dropoffAddress: "",
  pickupPlace: null,
  dropoffPlace: null,
  pickupDate: "",
  pickupTime: "",
  returnDate: "",
  returnTime: "",
  passengers: "1",
  baggage: "0",
};

export const IDLE_QUOTE: QuoteState = { phase: "idle", estimate: null, key: "", refusal: null };
export const NO_DISCOUNT: DiscountState = { input: "", applied: "", phase: "none", percentage: 0, fixed: 0 };

/** One store per widget instance: two widgets on a page never share a form. */
export function createWidgetStore(): WidgetStore {
  return createStore<WidgetState>()((set, get) => {
    const edit = (patch: Partial<FormValues>) => {
      const next = { ...get(), ...patch };
      const { load, submitted, checkedAt } = next;
      const errors = submitted && load.phase === "loaded" ? validateForm(load.module, next, checkedAt) : {};
      // An input the server complained about is being corrected: its message goes.
      set({ ...patch, errors, serverErrors: {} });
    };
    return {
      load: { phase: "loading" },
      trip: EMPTY_TRIP,
      vehicleId: null,
      options: {},
      details: {},
      consent: false,
      paymentMode: "DRIVER",
      gratuity: NO_GRATUITY,
      errors: {},
      serverErrors: {},
      submitted: false,
      checkedAt: { date: "", time: "" },
      route: null,
      quote: IDLE_QUOTE,
      discount: NO_DISCOUNT,
      submit: { phase: "idle", message: "", result: null },
      prefillKey: "",
      prefillSearch: {},
      startLoading: () => set({ load: { phase: "loading" } }),
      moduleLoaded: (module) =>
        set({
          load: { phase: "loaded", module },
          // Online when it is the only way offered, else the driver.
          paymentMode: module.payments.online && !module.payments.driver ? "ONLINE" : "DRIVER",
        }),
      loadFailed: (code) => set({ load: { phase: "failed", code } }),
      updateTrip: (patch) => edit({ trip: { ...get().trip, ...patch } }),
      edit,
      validate: (earliest) => {
        const state = get();
        if (state.load.phase !== "loaded") return {};
        const errors = validateForm(state.load.module, state, earliest);
        set({ errors, submitted: true, checkedAt: earliest });
        return errors;
      },
      applyPrefill: (key, { trip, vehicleId }) => {
        if (get().prefillKey === key) return;
        set({
          prefillKey: key,
          prefillSearch: { pickupAddress: trip.pickupAddress, dropoffAddress: trip.dropoffAddress },
        });
        edit({ trip: { ...get().trip, ...trip }, ...(vehicleId ? { vehicleId } : {}) });
      },
    };
  });
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
