import { useLingui } from "@lingui/react";
import type { PublicModule } from "../../src/contract/module.js";
import { useWidgetStore } from "../store-context.js";
import { FieldError } from "../ui/field.js";
import { CancellationNote } from "./cancellation-note.js";
import { OnlinePayment } from "./online-payment.js";

/**
 * Payment: a choice between the driver and online when both are offered
 * (driver first), else the one way offered, stated; paid online, whether the card is saved for a
 * change's extra (decision 0133). Then the required consent, and the cancellation policy just
 * before the Book button.
 */
export function PaymentStep({ module }: { module: PublicModule }) {
  const { i18n } = useLingui();
  const mode = useWidgetStore((state) => state.paymentMode);
  const consent = useWidgetStore((state) => state.consent);
  const consentError = useWidgetStore((state) => state.errors.consent);
  const edit = useWidgetStore((state) => state.edit);
  const labels = { DRIVER: i18n._("Pay the driver"), ONLINE: i18n._("Pay online by card") };
  const both = module.payments.driver && module.payments.online;
  return (
    <fieldset className="cb-section">
      <legend className="cb-section-title">{i18n._("Payment")}</legend>
      {both ? (
        <div className="cb-segments">
          {(["DRIVER", "ONLINE"] as const).map((choice) => (
            <label key={choice} className="cb-segment">
              <input
                type="radio"
                name="paymentMode"
                value={choice}
                checked={mode === choice}
                onChange={() => edit({ paymentMode: choice })}
              />
              <span>{labels[choice]}</span>
            </label>
          ))}
        </div>
      ) : (
        <p>{labels[mode]}</p>
      )}
      {mode === "ONLINE" ? <OnlinePayment module={module} /> : null}
      {mode === "ONLINE" && module.payments.chargesChanges ? (
        <p className="cb-hint">
          {i18n._(
            "Your card is saved by our payment provider: a change you ask for later that costs more may be charged to it.",
          )}
        </p>
      ) : null}
      <div className={consentError ? "cb-check cb-field-invalid" : "cb-check"}>
        <input
          id="consent"
          name="consent"
          type="checkbox"
          checked={consent}
          aria-required
          aria-invalid={consentError ? true : undefined}
          aria-describedby={consentError ? "consent-error" : undefined}
          onChange={(event) => edit({ consent: event.currentTarget.checked })}
        />
        <label htmlFor="consent">
          {i18n._("I agree that my details are used to handle this booking and to contact me about it.")}
        </label>
      </div>
      <FieldError
        id="consent"
        error={consentError ? i18n._("Please give your consent to book.") : undefined}
      />
      <CancellationNote module={module} />
    </fieldset>
  );
}
