import { useLingui } from "@lingui/react";
import type { FieldError, UseFormReturn } from "react-hook-form";
import type { Place } from "../../../../src/contract/geo.js";
import { NOTES_MAX } from "../../../../src/contract/public-booking.js";
import { InputField } from "../../../components/ui/input-field.js";
import { SelectField } from "../../../components/ui/select-field.js";
import { TextAreaField } from "../../../components/ui/textarea-field.js";
import { toNumber } from "../../../lib/form-number.js";
import { bookingFieldMessage } from "../booking-form-errors.js";
import {
  type BookingFormValues,
  type BookingModule,
  startingOption,
  toWallClockOrNull,
} from "../booking-form-values.js";
import { formatAmount } from "../format.js";
import { AddressField } from "./address-field.js";
import { ServiceFields } from "./service-fields.js";
import type { PriceSuggestion } from "./use-price-suggestion.js";
import type { RouteState } from "./use-route-lookup.js";

/** The Journey tab of the new/edit dialog: addresses, vehicle, people, dates, route figures, price, notes. */
export function JourneyFields({
  form,
  module,
  searchPlaces,
  routeState,
  suggestion,
  onPriceTyped,
}: {
  form: UseFormReturn<BookingFormValues>;
  module: BookingModule;
  searchPlaces(query: string, signal: AbortSignal): Promise<Place[]>;
  routeState: RouteState;
  suggestion: PriceSuggestion;
  onPriceTyped(): void;
}) {
  const { i18n } = useLingui();
  const { errors } = form.formState;
  const hire = form.watch("service") === "HOURLY";
  const roundTrip = !hire && form.watch("route") === "ROUND_TRIP";
  const message = (name: keyof BookingFormValues) =>
    bookingFieldMessage(i18n, name, errors[name] as FieldError | undefined);
  const number = (name: "passengers" | "baggage" | "duration" | "distance") =>
    form.register(name, { setValueAs: toNumber });
  const unit = module.lengthUnit === "MILE" ? "mi" : "km";
  const routeHint =
    routeState === "routing"
      ? i18n._("Calculating the route…")
      : routeState === "failed"
        ? i18n._("No route found: enter the distance and duration yourself.")
        : routeState === "found"
          ? i18n._("From the driving route; you may change it.")
          : "";
  const price = form.register("price", { setValueAs: toNumber });
  const priceHint =
    suggestion.state === "estimating"
      ? i18n._("Estimating the price…")
      : suggestion.state === "unavailable"
        ? i18n._("No price suggestion for this trip: enter the price.")
        : suggestion.state === "suggested"
          ? i18n._("Suggested by your pricing: {price}.", {
              price: formatAmount(suggestion.price, module.currency, i18n.locale),
            }) + (suggestion.available ? "" : ` ${i18n._("The vehicle looks fully booked at that time.")}`)
          : i18n._("Suggested from your pricing once the trip is complete.");

  return (
    <div className="booking-form-grid">
      <div className="field-wide">
        <AddressField form={form} which="starting" label={i18n._("Pick-up address")} search={searchPlaces} />
      </div>
      <div className="field-wide">
        <AddressField form={form} which="arrival" label={i18n._("Drop-off address")} search={searchPlaces} />
      </div>
      <ServiceFields form={form} module={module} searchPlaces={searchPlaces} />
      <SelectField
        label={i18n._("Vehicle")}
        error={message("vehicleId")}
        defaultValue={startingOption(form.formState.defaultValues, "vehicleId")}
        {...form.register("vehicleId", { setValueAs: toNumber })}
      >
        {module.vehicles.map((vehicle) => (
          <option key={vehicle.id} value={vehicle.id}>
            {vehicle.name}
          </option>
        ))}
      </SelectField>
      {hire ? null : (
        <SelectField
          label={i18n._("Trip")}
          error={message("route")}
          defaultValue={startingOption(form.formState.defaultValues, "route")}
          {...form.register("route")}
        >
          <option value="ONE_WAY">{i18n._("One way")}</option>
          <option value="ROUND_TRIP">{i18n._("Round trip")}</option>
        </SelectField>
      )}
      <InputField
        label={i18n._("Passengers")}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        required
        error={message("passengers")}
        {...number("passengers")}
      />
      <InputField
        label={i18n._("Baggage")}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        error={message("baggage")}
        {...number("baggage")}
      />
      <InputField
        label={i18n._("Pick-up date and time")}
        type="datetime-local"
        required
        error={message("pickUpTime")}
        {...form.register("pickUpTime")}
      />
      {roundTrip ? (
        <InputField
          label={i18n._("Return date and time")}
          type="datetime-local"
          required
          error={message("returnPickUpTime")}
          {...form.register("returnPickUpTime", { setValueAs: toWallClockOrNull })}
        />
      ) : null}
      <InputField
        label={i18n._("Distance")}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        required
        suffix={unit}
        hint={<span aria-live="polite">{routeHint}</span>}
        error={message("distance")}
        {...number("distance")}
      />
      <InputField
        label={i18n._("Duration (minutes)")}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        required
        suffix="min"
        error={message("duration")}
        {...number("duration")}
      />
      <div className="field-wide">
        <InputField
          label={i18n._("Price ({currency})", { currency: module.currency })}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          required
          hint={
            <span className="price-hint">
              <span aria-live="polite">{priceHint}</span>
              {suggestion.state === "suggested" && form.watch("price") !== suggestion.price ? (
                <button
                  type="button"
                  className="button-link"
                  onClick={() =>
                    form.setValue("price", suggestion.price, {
                      shouldDirty: true,
                      shouldValidate: form.formState.isSubmitted,
                    })
                  }
                >
                  {i18n._("Use the suggested price")}
                </button>
              ) : null}
            </span>
          }
          error={message("price")}
          {...price}
          onChange={(event) => {
            onPriceTyped();
            void price.onChange(event);
          }}
        />
      </div>
      <div className="field-wide">
        <TextAreaField
          label={i18n._("Notes")}
          rows={3}
          maxLength={NOTES_MAX}
          error={message("notes")}
          {...form.register("notes")}
        />
      </div>
    </div>
  );
}
