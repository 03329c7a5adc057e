import { useLingui } from "@lingui/react";
import type { PublicModule } from "../../src/contract/module.js";
import type { StopDraft, TripErrorCode } from "../model/trip-validation.js";
import { useWidgetStore } from "../store-context.js";
import { Field } from "../ui/field.js";
import { AddressField } from "./address-field.js";
import { stopErrorMessage } from "./trip-error-message.js";

/** The stops with the one at `index` swapped with the one before it. */
function movedUp(stops: StopDraft[], index: number): StopDraft[] {
  const order = [...stops];
  [order[index - 1], order[index]] = [order[index] as StopDraft, order[index - 1] as StopDraft];
  return order;
}

/**
 * A one-way transfer's stops on the way, in order (docs/decisions/0097): each an address from
 * the suggestions and optional waiting minutes, up to the module's limit, moved up or removed. Loaded only by modules
 * that offer stops (lazy-parts.ts).
 */
export function StopsField({ module, hintId }: { module: PublicModule; hintId?: string | undefined }) {
  const { i18n } = useLingui();
  const stops = useWidgetStore((state) => state.trip.stops);
  const errors = useWidgetStore((state) => state.errors);
  const updateTrip = useWidgetStore((state) => state.updateTrip);
  const max = module.maxStops ?? 0;
  const change = (index: number, patch: Partial<StopDraft>) =>
    updateTrip({ stops: stops.map((stop, at) => (at === index ? { ...stop, ...patch } : stop)) });
  return (
    <fieldset className="cb-fieldset">
      <legend className="cb-label">{i18n._("Stops on the way")}</legend>
      {stops.slice(0, max).map((stop, index) => {
        const number = index + 1;
        const code = errors[`stop${index}`] as TripErrorCode | undefined;
        return (
          // Stops have no identity but their place in the order.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <div key={index} className="cb-stop">
            <AddressField
              id={`stop${index}`}
              hintId={hintId}
              label={i18n._("Stop {number}", { number })}
              value={stop.address}
              error={code ? stopErrorMessage(i18n, code, number) : undefined}
              onType={(text) => change(index, { address: text, place: null })}
              onChoose={(place) => change(index, { address: place.label, place })}
            />
            <div className="cb-row">
              <Field
                id={`stop${index}-waiting`}
                label={i18n._("Waiting at stop {number} (min)", { number })}
                type="number"
                inputMode="numeric"
                min={0}
                max={600}
                value={stop.waiting}
                onChange={(event) => change(index, { waiting: event.currentTarget.value })}
              />
            </div>
            <div className="cb-stop-actions">
              {index > 0 ? (
                <button
                  type="button"
                  className="cb-button cb-button-secondary"
                  onClick={() => updateTrip({ stops: movedUp(stops, index) })}
                >
                  {i18n._("Move stop {number} up", { number })}
                </button>
              ) : null}
              <button
                type="button"
                className="cb-button cb-button-secondary"
                onClick={() => updateTrip({ stops: stops.filter((_, at) => at !== index) })}
              >
                {i18n._("Remove stop {number}", { number })}
              </button>
            </div>
          </div>
        );
      })}
      {stops.length < max ? (
        <button
          type="button"
          className="cb-button cb-button-secondary"
          onClick={() => updateTrip({ stops: [...stops, { address: "", place: null, waiting: "0" }] })}
        >
          {i18n._("Add a stop")}
        </button>
      ) : null}
    </fieldset>
  );
}
