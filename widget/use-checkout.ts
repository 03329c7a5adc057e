import { useLingui } from "@lingui/react";
import { type FormEvent, useContext, useEffect, useRef } from "react";
import { flushSync } from "react-dom";
import type { PendingAttempt } from "../src/client/index.js";
import type { PublicModule } from "../src/contract/module.js";
import { formatMoney } from "./format.js";
import { loadSendCheckout } from "./lazy-parts.js";
import { WidgetStoreContext } from "./store-context.js";
import { focusFirstInvalid } from "./ui/focus-invalid.js";
import type { LiveQuote } from "./use-live-quote.js";
import { whenIdle } from "./when-idle.js";
import { useWidgetServices } from "./widget-services.js";
import { earliestPickup } from "./zoned-now.js";

/**
 * The submit of the booking form: validate, make sure the price shown is the current one,
 * check out (spinner, no second click), then the confirmation or the payment page. Refusals
 * and the server's field messages are shown where they belong. The checking out itself is in a
 * chunk of its own (send-checkout.ts), fetched once the browser is idle, or by the submit.
 */
export function useCheckout(module: PublicModule, quote: LiveQuote) {
  const { i18n } = useLingui();
  const store = useContext(WidgetStoreContext)!;
  const services = useWidgetServices();
  const fail = (message: string) => store.setState({ submit: { phase: "idle", message, result: null } });
  // The attempt whose answer was lost (network error, 5xx): sent again with its Idempotency-Key.
  const pending = useRef<PendingAttempt | undefined>(undefined);
  // The owner's preview takes no booking (docs/decisions/0062-booking-page-preview.md).
  useEffect(
    () => (services.preview ? undefined : whenIdle(() => void loadSendCheckout().catch(() => undefined))),
    [services.preview],
  );

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
    // Fetched beside the price check (at once when the idle preload has brought it).
    const sending = loadSendCheckout();
    sending.catch(() => undefined);
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
          price: formatMoney(services.language, estimate.price, estimate.currency),
        }),
      );
    }
    // A code the estimate did not accept (its vehicle, dates or uses) is not sent.
    const request = { ...priced.request };
    if (estimate.discount?.status !== "valid") delete request.discountCode;
    let chunk: Awaited<typeof sending>;
    try {
      chunk = await sending;
    } catch {
      // Nothing was sent, as after a lost connection: the next click loads it again.
      services.emit("chauffeur-booking:error", { code: "NETWORK_ERROR" });
      return fail(i18n._("The booking could not be sent. Check your connection and try again."));
    }
    await chunk.sendCheckout({
      module,
      store,
      services,
      i18n,
      form,
      request,
      price: estimate.price,
      pending,
      retryQuote: quote.retry,
    });
  };
}
