import type { I18n } from "@lingui/core";
import { flushSync } from "react-dom";
import { attemptKeyFor, isApiError, type PendingAttempt } from "../src/client/index.js";
import type { PublicModule } from "../src/contract/module.js";
import type { EstimateRequest } from "../src/contract/public-booking.js";
import { checkoutRequest } from "./checkout-request.js";
import { forgetRefusedPlaces } from "./place-refusal.js";
import type { WidgetStore } from "./store.js";
import { focusFirstInvalid } from "./ui/focus-invalid.js";
import type { WidgetServices } from "./widget-services.js";

// The booking's sending and its answers, in a chunk of its own: the first screen does not need
// it, the submit loads it (lazy-parts.ts, loadSendCheckout), and it is fetched when the browser
// is idle before that (use-checkout.ts), so the customer does not wait for it
// (docs/decisions/0131).

/** What the submit hands over once the form is valid and the price shown is the current one. */
export interface CheckoutAttempt {
  module: PublicModule;
  store: WidgetStore;
  services: WidgetServices;
  i18n: I18n;
  form: HTMLFormElement;
  /** The priced request (without a discount code the estimate did not accept) and its price. */
  request: EstimateRequest;
  price: number;
  /** The attempt whose answer was lost (network error, 5xx): sent again with its Idempotency-Key. */
  pending: { current: PendingAttempt | undefined };
  /** Asks for the price again (the server said it changed). */
  retryQuote: () => void;
}

/** The server's issue paths for booking-form inputs ("fields.12.value2") as input names ("f12-2"). */
function inputName(path: string): string | undefined {
  const match = /^fields\.(\d+)\.(value2?)$/.exec(path);
  return match ? `f${match[1]}${match[2] === "value2" ? "-2" : ""}` : undefined;
}

/**
 * Checks out: then the confirmation or the payment page. Refusals and the server's field
 * messages are shown where they belong.
 */
export async function sendCheckout(attempt: CheckoutAttempt): Promise<void> {
  const { module, store, services, i18n, form, pending } = attempt;
  const { client, moduleId, language, source, emit, navigate } = services;
  const fail = (message: string) => store.setState({ submit: { phase: "idle", message, result: null } });
  try {
    const body = checkoutRequest(module, store.getState(), language, attempt.request, attempt.price, source);
    pending.current = attemptKeyFor(body, pending.current);
    const result = await client.checkout(moduleId, body, pending.current.key);
    pending.current = undefined;
    const proceed = emit("chauffeur-booking:booked", {
      bookingNumber: String(result.number),
      paymentMode: result.paymentMode,
    });
    // Online payment leaves for the payment page in this window.
    if (result.paymentMode === "ONLINE" && result.paymentUrl && proceed) return navigate(result.paymentUrl);
    store.setState({
      submit: { phase: "done", message: "", result: proceed ? result : { ...result, redirectUrl: null } },
    });
  } catch (error) {
    const code = isApiError(error) ? error.code : "NETWORK_ERROR";
    emit("chauffeur-booking:error", { code });
    if (!isApiError(error) || error.status >= 500 || error.status === 0) {
      // The booking may have been made: the next click sends the same key (unless the form changed).
      return fail(i18n._("The booking could not be sent. Check your connection and try again."));
    }
    // A refusal: nothing was booked, the next click is a new attempt.
    pending.current = undefined;
    // A place the server no longer takes (expired): the customer chooses it again.
    let placeRefused = false;
    flushSync(() => {
      placeRefused = forgetRefusedPlaces(store, error);
      if (placeRefused) fail(error.message);
    });
    if (placeRefused) return focusFirstInvalid(form);
    const serverErrors: Record<string, string> = {};
    for (const issue of error.issues) {
      const name = inputName(issue.path);
      if (name) serverErrors[name] = issue.message;
    }
    if (code === "PRICE_CHANGED") attempt.retryQuote();
    flushSync(() => {
      store.setState({ serverErrors });
      fail(error.message);
      if (Object.keys(serverErrors).length > 0) {
        store.setState({ submit: { ...store.getState().submit, about: "server" } });
      }
    });
    if (Object.keys(serverErrors).length > 0) focusFirstInvalid(form);
  }
}
