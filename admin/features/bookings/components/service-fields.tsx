import { useLingui } from "@lingui/react";
import { type UseFormReturn, useFieldArray, useWatch } from "react-hook-form";
import type { Place } from "../../../../src/contract/geo.js";
import {
  HOURLY_MAX_MINUTES,
  STOP_WAITING_MAX_MINUTES,
  STOPS_MAX,
} from "../../../../src/contract/service-types.js";
import { InputField } from "../../../components/ui/input-field.js";
import { SelectField } from "../../../components/ui/select-field.js";
import { toNumber } from "../../../lib/form-number.js";
import {
  type BookingFormValues,
  type BookingModule,
  NO_COORDINATE,
  startingOption,
} from "../booking-form-values.js";
import { formatDuration } from "../format.js";
import { AddressField } from "./address-field.js";

/** Hire durations offered when the module has no step of its own (it does not offer hire). */
const DEFAULT_STEP_MINUTES = 30;

/** The durations of the select: every step up to 24 h, and the booking's own if it is off-step. */
function hireDurations(step: number, current: number | null | undefined): number[] {
  const durations: number[] = [];
  for (let minutes = step; minutes <= HOURLY_MAX_MINUTES; minutes += step) durations.push(minutes);
  if (current && !durations.includes(current)) durations.push(current);
  return durations.sort((a, b) => a - b);
}

/**
 * The kind of ride of a booking taken by hand (docs/decisions/0096, 0097): the service (when the
 * module offers hourly hire, or the booking is one) and a hire's duration; for a one-way
 * transfer, its stops on the way in order, each from the address search with its wait.
 */
export function ServiceFields({
  form,
  module,
  searchPlaces,
}: {
  form: UseFormReturn<BookingFormValues>;
  module: BookingModule;
  searchPlaces(query: string, signal: AbortSignal): Promise<Place[]>;
}) {
  const { i18n } = useLingui();
  const [service, route, hireMinutes] = useWatch({
    control: form.control,
    name: ["service", "route", "hireMinutes"],
  });
  const defaults = form.formState.defaultValues;
  const offersHire = Boolean(module.hourlyHire) || defaults?.service === "HOURLY";
  const hire = service === "HOURLY";
  const step = module.hourlyHire?.stepMinutes ?? DEFAULT_STEP_MINUTES;
  return (
    <>
      {offersHire ? (
        <SelectField
          label={i18n._("Service")}
          defaultValue={startingOption(defaults, "service")}
          {...form.register("service")}
        >
          <option value="TRANSFER">{i18n._("Transfer")}</option>
          <option value="HOURLY">{i18n._("Hourly hire")}</option>
        </SelectField>
      ) : null}
      {hire ? (
        <SelectField
          label={i18n._("Hire duration")}
          required
          error={form.formState.errors.hireMinutes ? i18n._("Choose the duration of the hire.") : undefined}
          defaultValue={startingOption(defaults, "hireMinutes")}
          {...form.register("hireMinutes", { setValueAs: toNumber })}
        >
          <option value="">{i18n._("Choose…")}</option>
          {hireDurations(step, hireMinutes ?? defaults?.hireMinutes).map((minutes) => (
            <option key={minutes} value={minutes}>
              {formatDuration(minutes)}
            </option>
          ))}
        </SelectField>
      ) : null}
      {!hire && route !== "ROUND_TRIP" ? <StopsFields form={form} searchPlaces={searchPlaces} /> : null}
    </>
  );
}

/** A transfer's stops: added, chosen from the address search, given a wait, removed. */
function StopsFields({
  form,
  searchPlaces,
}: {
  form: UseFormReturn<BookingFormValues>;
  searchPlaces(query: string, signal: AbortSignal): Promise<Place[]>;
}) {
  const { i18n } = useLingui();
  const stops = useFieldArray({ control: form.control, name: "stops" });
  return (
    <fieldset className="plain-fieldset field-wide booking-stops-fields">
      <legend>{i18n._("Stops on the way")}</legend>
      <ol className="booking-stops">
        {stops.fields.map((stop, index) => {
          const number = index + 1;
          return (
            <li key={stop.id} className="booking-stop">
              <AddressField
                form={form}
                which={{
                  address: `stops.${index}.label`,
                  lat: `stops.${index}.lat`,
                  lng: `stops.${index}.lng`,
                }}
                label={i18n._("Stop {number}", { number })}
                search={searchPlaces}
                errorText={i18n._("Choose the stop’s address from the suggestions.")}
              />
              <InputField
                label={i18n._("Waiting at stop {number}", { number })}
                type="number"
                inputMode="numeric"
                min={0}
                max={STOP_WAITING_MAX_MINUTES}
                step={1}
                suffix="min"
                error={
                  form.formState.errors.stops?.[index]?.waitingMinutes
                    ? i18n._("Enter a whole number of minutes from 0 to {max}.", {
                        max: STOP_WAITING_MAX_MINUTES,
                      })
                    : undefined
                }
                {...form.register(`stops.${index}.waitingMinutes`, { setValueAs: toNumber })}
              />
              <button type="button" className="button-link" onClick={() => stops.remove(index)}>
                {i18n._("Remove stop {number}", { number })}
              </button>
            </li>
          );
        })}
      </ol>
      {stops.fields.length < STOPS_MAX ? (
        <button
          type="button"
          className="button-secondary"
          onClick={() =>
            stops.append({ label: "", lat: NO_COORDINATE, lng: NO_COORDINATE, waitingMinutes: 0 })
          }
        >
          {i18n._("Add a stop")}
        </button>
      ) : null}
    </fieldset>
  );
}
