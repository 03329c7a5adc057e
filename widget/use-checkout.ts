import { useLingui } from "@lingui/react";
import { type FormEvent, useContext, useRef } from "react";
import { flushSync } from "react-dom";
import { attemptKeyFor, isApiError, type PendingAttempt } from "../src/client/index.js";
import type { PublicModule } from "../src/contract/module.js";
import { checkoutRequest } from "./booking-request.js";
import { formatMoney } from "./format.js";
import { forgetRefusedPlaces } from "./place-refusal.js";
import { WidgetStoreContext } from "./store-context.js";
import type { LiveQuote } from "./use-live-quote.js";
import { useWidgetServices } from "./widget-services.js";
import { earliestPickup } from "./zoned-now.js";

/** The server's issue paths for booking-form inputs ("fields.12.value2") as input names ("f12-2"). */
function inputName(path: string): string | undefined {
  const match = /^fields\.(\d+)\.(value2?)$/.exec(path);
  return match ? `f${match[1]}${match[2] === "value2" ? "-2" : ""}` : undefined;
}

/** Moves the focus to the first input marked invalid, whose message is read with it. */
function focusFirstInvalid(form: HTMLFormElement) {
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * The submit of the booking form: validate, make sure the price shown is the current one,
 * check out (spinner, no second click), then the confirmation or the payment page. Refusals
 * and the server's field messages are shown where they belong.
 */
export function useCheckout(module: PublicModule, quote: LiveQuote) {
  const { i18n } = useLingui();
  const store = useContext(WidgetStoreContext)!;
  const { client, moduleId, language, source, emit, navigate } = useWidgetServices();
  const fail = (message: string) => store.setState({ submit: { phase: "idle", message, result: null } });
  // The attempt whose answer was lost (network error, 5xx): sent again with its Idempotency-Key.
  const pending = useRef<PendingAttempt | undefined>(undefined);

  return async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (store.getState().submit.phase === "sending") return;
    // Rendered at once, so the field focused below already carries its message.
    const found = flushSync(() => store.getState().validate(earliestPickup(module)));
    if (Object.keys(found).length > 0) {
      // The form counts the invalid inputs itself, so the count follows the corrections.
      store.setState({ submit: { phase: "idle", message: "", result: null, about: "invalid" } });
      focusFirstInvalid(form);
      return;
    }

    const shown = store.getState().quote;
    store.setState({ submit: { phase: "sending", message: "", result: null } });
    const priced = await quote.flush();
    if (!priced) {
      const { quote: now } = store.getState();
      return fail(now.refusal?.message ?? i18n._("The price could not be calculated."));
    }
    const { estimate } = priced;
    // The customer books the price they saw: a price that moved since is shown first.
    if (shown.estimate?.price !== estimate.price) {
      return fail(
        i18n._("The price is now {price}. Check it and book again.", {
          price: formatMoney(language, estimate.price, estimate.currency),
        }),
      );
    }
    // A code the estimate did not accept (its vehicle, dates or uses) is not sent.
    const request = { ...priced.request };
    if (estimate.discount?.status !== "valid") delete request.discountCode;

    try {
      const state = store.getState();
      const body = checkoutRequest(module, state, language, request, estimate.price, source);
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
      if (code === "PRICE_CHANGED") quote.retry();
      flushSync(() => {
        store.setState({ serverErrors });
        fail(error.message);
        if (Object.keys(serverErrors).length > 0) {
          store.setState({ submit: { ...store.getState().submit, about: "server" } });
        }
      });
      if (Object.keys(serverErrors).length > 0) focusFirstInvalid(form);
    }
  };
}
