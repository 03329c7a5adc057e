import { useLingui } from "@lingui/react";
import { Suspense } from "react";
import type { PublicModule } from "../../src/contract/module.js";
import { formatWallClock } from "../format.js";
import { StopsField } from "../lazy-parts.js";
import {
  effectiveRoute,
  effectiveService,
  type TripErrorCode,
  type TripField,
  tripLimits,
} from "../model/trip-validation.js";
import { useWidgetStore } from "../store-context.js";
import { Field } from "../ui/field.js";
import { useWidgetServices } from "../widget-services.js";
import { earliestPickup, latestPickupDate } from "../zoned-now.js";
import { AddressField } from "./address-field.js";
import { HireDurationField, ServiceTypeField } from "./service-fields.js";
import { tripErrorMessage } from "./trip-error-message.js";
import { TripTypeField } from "./trip-type-field.js";

/** The trip input a date or time refusal of the server belongs on, by its code and field. */
function refusedTripField(refusal: { code: string; field?: string }): TripField | undefined {
  const isReturn = refusal.field === "returnPickUpTime";
  if (refusal.code === "BEYOND_BOOKING_HORIZON") return isReturn ? "returnDate" : "pickupDate";
  if (refusal.code === "NONEXISTENT_LOCAL_TIME") return isReturn ? "returnTime" : "pickupTime";
  return undefined;
}

/**
 * The journey: trip type, addresses, dates, passengers and baggage, each shown as the module
 * allows. Dates and times are native inputs holding the module's wall clock.
 */
export function TripStep({ module }: { module: PublicModule }) {
  const { i18n } = useLingui();
  const { language } = useWidgetServices();
  const trip = useWidgetStore((state) => state.trip);
  const errors = useWidgetStore((state) => state.errors);
  const checkedAt = useWidgetStore((state) => state.checkedAt);
  const updateTrip = useWidgetStore((state) => state.updateTrip);
  const prefillSearch = useWidgetStore((state) => state.prefillSearch);
  // The host page's text is searched while the field still holds it and nothing is chosen.
  const searchOf = (field: "pickupAddress" | "dropoffAddress", chosen: boolean) => {
    const text = prefillSearch[field];
    return text && !chosen && trip[field] === text ? text : undefined;
  };
  const refusal = useWidgetStore((state) => (state.quote.phase === "refused" ? state.quote.refusal : null));

  const limits = tripLimits(module);
  const roundTrip = effectiveRoute(trip, module) === "ROUND_TRIP";
  const hire = effectiveService(trip, module) === "HOURLY";
  const stopsOffered = !hire && !roundTrip && (module.maxStops ?? 0) > 0;
  const earliest = earliestPickup(module);
  const latest = earliest.lastDay ?? latestPickupDate(module);
  const refusedField = refusal ? refusedTripField(refusal) : undefined;
  const errorOf = (field: TripField) => {
    const code = errors[field] as TripErrorCode | undefined;
    if (code) {
      const when = formatWallClock(language, checkedAt.date, checkedAt.time);
      return tripErrorMessage(i18n, field, code, limits, when, module.bookingHorizonDays);
    }
    // The server's refusal of a date or time (beyond the horizon, skipped by the clocks) sits on it.
    return refusal && field === refusedField ? refusal.message : undefined;
  };
  const bind = (field: TripField) => ({
    id: field,
    value: trip[field],
    error: errorOf(field),
    required: true,
    onChange: (event: { currentTarget: { value: string } }) =>
      updateTrip({ [field]: event.currentTarget.value }),
  });

  // The server's offline search knows cities and airports only: say so before the customer types.
  const hintId = module.addressSearch === "places" ? "addressHint" : undefined;

  return (
    <fieldset className="cb-section">
      <legend className="cb-section-title">{i18n._("Your trip")}</legend>
      {module.hourlyHire ? (
        <ServiceTypeField value={trip.service} onChange={(service) => updateTrip({ service })} />
      ) : null}
      {module.choices.trip && !hire ? (
        <TripTypeField value={trip.route} onChange={(route) => updateTrip({ route })} />
      ) : null}
      {hintId ? (
        <p className="cb-hint" id={hintId}>
          {i18n._("A city, an airport or a main station, e.g. Nice airport")}
        </p>
      ) : null}
      <AddressField
        id="pickupAddress"
        hintId={hintId}
        label={i18n._("Pickup address")}
        value={trip.pickupAddress}
        prefillSearch={searchOf("pickupAddress", trip.pickupPlace !== null)}
        error={errorOf("pickupAddress")}
        onType={(text) => updateTrip({ pickupAddress: text, pickupPlace: null })}
        onChoose={(place) => updateTrip({ pickupAddress: place.label, pickupPlace: place })}
      />
      {stopsOffered ? (
        <Suspense fallback={null}>
          <StopsField module={module} hintId={hintId} />
        </Suspense>
      ) : null}
      <AddressField
        id="dropoffAddress"
        hintId={hintId}
        label={hire ? i18n._("Drop-off address (optional)") : i18n._("Drop-off address")}
        optional={hire}
        value={trip.dropoffAddress}
        prefillSearch={searchOf("dropoffAddress", trip.dropoffPlace !== null)}
        error={errorOf("dropoffAddress")}
        onType={(text) => updateTrip({ dropoffAddress: text, dropoffPlace: null })}
        onChoose={(place) => updateTrip({ dropoffAddress: place.label, dropoffPlace: place })}
      />
      <div className="cb-row">
        <Field
          label={i18n._("Pickup date")}
          type="date"
          min={earliest.date}
          max={latest}
          {...bind("pickupDate")}
        />
        <Field label={i18n._("Pickup time")} type="time" {...bind("pickupTime")} />
      </div>
      {hire ? (
        <HireDurationField
          module={module}
          value={trip.hireMinutes}
          error={errorOf("hireMinutes")}
          onChange={(hireMinutes) => updateTrip({ hireMinutes })}
        />
      ) : null}
      {roundTrip ? (
        <div className="cb-row">
          <Field
            label={i18n._("Return date")}
            type="date"
            min={trip.pickupDate || earliest.date}
            max={latest}
            {...bind("returnDate")}
          />
          <Field label={i18n._("Return time")} type="time" {...bind("returnTime")} />
        </div>
      ) : null}
      {module.choices.passengers ? (
        <div className="cb-row">
          <Field
            label={i18n._("Passengers")}
            type="number"
            inputMode="numeric"
            min={1}
            max={limits.maxPassengers}
            {...bind("passengers")}
          />
          <Field
            label={i18n._("Baggage")}
            type="number"
            inputMode="numeric"
            min={0}
            max={limits.maxBaggage}
            {...bind("baggage")}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
