import { useLingui } from "@lingui/react";
import { type FormEvent, Suspense, useEffect, useRef, useState } from "react";
import type { PublicModule } from "../src/contract/module.js";
import { LaterSteps, loadConfirmation } from "./lazy-parts.js";
import { TripStep } from "./steps/trip-step.js";
import { useWidgetStore } from "./store-context.js";
import { JourneySummary } from "./summary/journey-summary.js";
import { TotalBar } from "./summary/total-bar.js";
import { useFocusClearOf } from "./ui/focus-clear.js";
import { Spinner } from "./ui/spinner.js";
import { useCheckout } from "./use-checkout.js";
import { useLiveQuote } from "./use-live-quote.js";
import { useWidgetServices } from "./widget-services.js";

/** The whole booking on one page: the form, and the live summary beside it (below on narrow widgets). */
export function BookingForm({ module }: { module: PublicModule }) {
  const { i18n } = useLingui();
  const quote = useLiveQuote(module);
  const checkout = useCheckout(module, quote);
  const { preview } = useWidgetServices();
  // The "Booking made" panel's code is fetched while the booking is sent, not after.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The owner's preview takes no booking (docs/decisions/0062-booking-page-preview.md).
    if (preview) return event.preventDefault();
    void loadConfirmation().catch(() => undefined);
    return checkout(event);
  };
  const submit = useWidgetStore((state) => state.submit);
  const online = useWidgetStore((state) => state.paymentMode === "ONLINE");
  const sending = submit.phase === "sending";
  const invalid = useWidgetStore((state) => Object.keys(state.errors).length);
  const serverIssues = useWidgetStore((state) => Object.keys(state.serverErrors).length);
  // With a fixed height the actions stick to the widget's bottom (styles.css, .cb-actions).
  const actions = useRef<HTMLDivElement>(null);
  useFocusClearOf(actions, true);
  // Until the later steps are shown, the summary sits just below the trip: where its map will not
  // stay. The map waits for them before it measures how near the viewport its place is.
  const [laterStepsShown, setLaterStepsShown] = useState(false);
  // A message about inputs follows them: the count goes down as they are corrected, and the
  // message goes once none is left, rather than telling of problems already solved.
  const alert =
    submit.about === "invalid"
      ? invalid
        ? i18n._("{count, plural, one {# field needs} other {# fields need}} your attention.", {
            count: invalid,
          })
        : ""
      : submit.about === "server" && serverIssues === 0
        ? ""
        : submit.message;
  return (
    <div className="cb-layout">
      <form className="cb-form" noValidate onSubmit={onSubmit} aria-label={i18n._("Booking")}>
        <TripStep module={module} />
        <Suspense fallback={<Spinner label={i18n._("Loading the rest of the form…")} />}>
          <LaterSteps module={module} />
          <WhenShown onShown={setLaterStepsShown} />
        </Suspense>
        {alert ? (
          <p className="cb-form-alert" role="alert">
            {alert}
          </p>
        ) : null}
        <div className="cb-actions" ref={actions}>
          <TotalBar />
          {preview ? (
            <p className="cb-preview-no-booking" role="note">
              {i18n._("Bookings are not taken in the preview: customers book here on your booking page.")}
            </p>
          ) : (
            <button
              type="submit"
              className="cb-button cb-button-primary"
              // aria-disabled rather than disabled: the button keeps the focus while it works.
              aria-disabled={sending || undefined}
              aria-busy={sending || undefined}
            >
              {sending ? <span className="cb-spinner-wheel" aria-hidden="true" /> : null}
              {sending ? i18n._("Sending…") : online ? i18n._("Book and pay online") : i18n._("Book")}
            </button>
          )}
        </div>
      </form>
      <JourneySummary module={module} onRetry={quote.retry} mapPlaceSettled={laterStepsShown} />
    </div>
  );
}

/** Says when the Suspense boundary it is in shows its content (its siblings are then on the page). */
function WhenShown({ onShown }: { onShown: (shown: true) => void }) {
  useEffect(() => onShown(true), [onShown]);
  return null;
}
