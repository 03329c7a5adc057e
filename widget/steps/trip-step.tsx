import { useLingui } from "@lingui/react";
import type { FormEvent } from "react";
import { flushSync } from "react-dom";
import type { PublicModule } from "../../src/contract/module.js";
import { useWidgetStore } from "../store-context.js";
import { Field } from "../ui/field.js";
import { zonedNow } from "../zoned-now.js";
import { tripErrorMessage } from "./trip-error-message.js";
import { TripTypeField } from "./trip-type-field.js";
import { effectiveRoute, TRIP_FIELD_ORDER, type TripField, tripLimits } from "./trip-validation.js";

/** Booking inputs are limited to 250 characters (spec section 5). */
const MAX_INPUT = 250;

/**
 * The first step: trip type, addresses, dates, passengers and baggage, each shown as the module
 * allows. Addresses are plain inputs until the address search arrives.
 */
export function TripStep({ module }: { module: PublicModule }) {
  const { i18n } = useLingui();
  const trip = useWidgetStore((state) => state.trip);
  const errors = useWidgetStore((state) => state.tripErrors);
  const submitted = useWidgetStore((state) => state.tripSubmitted);
  const complete = useWidgetStore((state) => state.tripComplete);
  const updateTrip = useWidgetStore((state) => state.updateTrip);
  const submitTrip = useWidgetStore((state) => state.submitTrip);

  const limits = tripLimits(module);
  const roundTrip = effectiveRoute(trip, module) === "ROUND_TRIP";
  const today = zonedNow(module.timeZone).date;
  const errorOf = (field: TripField) => {
    const code = errors[field];
    return code ? tripErrorMessage(i18n, field, code, limits) : undefined;
  };
  const bind = (field: TripField) => ({
    value: trip[field],
    error: errorOf(field),
    onChange: (event: { currentTarget: HTMLInputElement }) =>
      updateTrip({ [field]: event.currentTarget.value }),
  });
  const errorCount = Object.keys(errors).length;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // Rendered at once, so the field focused below already carries its message.
    const found = flushSync(() => submitTrip(zonedNow(module.timeZone)));
    // Take the customer to the first problem; its message is read with it (aria-describedby).
    const first = TRIP_FIELD_ORDER.find((field) => found[field]);
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  return (
    <form className="cb-form" noValidate onSubmit={onSubmit}>
      {module.choices.trip ? (
        <TripTypeField value={trip.route} onChange={(route) => updateTrip({ route })} />
      ) : null}
      <Field
        id="pickupAddress"
        label={i18n._("Pickup address")}
        type="text"
        autoComplete="off"
        maxLength={MAX_INPUT}
        required
        {...bind("pickupAddress")}
      />
      <Field
        id="dropoffAddress"
        label={i18n._("Drop-off address")}
        type="text"
        autoComplete="off"
        maxLength={MAX_INPUT}
        required
        {...bind("dropoffAddress")}
      />
      <div className="cb-row">
        <Field
          id="pickupDate"
          label={i18n._("Pickup date")}
          type="date"
          min={today}
          required
          {...bind("pickupDate")}
        />
        <Field id="pickupTime" label={i18n._("Pickup time")} type="time" required {...bind("pickupTime")} />
      </div>
      {roundTrip ? (
        <div className="cb-row">
          <Field
            id="returnDate"
            label={i18n._("Return date")}
            type="date"
            min={trip.pickupDate || today}
            required
            {...bind("returnDate")}
          />
          <Field id="returnTime" label={i18n._("Return time")} type="time" required {...bind("returnTime")} />
        </div>
      ) : null}
      {module.choices.passengers ? (
        <div className="cb-row">
          <Field
            id="passengers"
            label={i18n._("Passengers")}
            type="number"
            inputMode="numeric"
            min={1}
            max={limits.maxPassengers}
            required
            {...bind("passengers")}
          />
          <Field
            id="baggage"
            label={i18n._("Baggage")}
            type="number"
            inputMode="numeric"
            min={0}
            max={limits.maxBaggage}
            required
            {...bind("baggage")}
          />
        </div>
      ) : null}
      {submitted && errorCount > 0 ? (
        <p className="cb-form-alert" role="alert">
          {i18n._("{count, plural, one {# field needs} other {# fields need}} your attention.", {
            count: errorCount,
          })}
        </p>
      ) : null}
      {complete ? (
        <p className="cb-form-status" role="status">
          {i18n._("Your trip details are complete.")}
        </p>
      ) : null}
      <button type="submit" className="cb-button cb-button-primary">
        {i18n._("See price")}
      </button>
    </form>
  );
}
