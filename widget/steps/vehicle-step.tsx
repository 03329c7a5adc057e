import { useLingui } from "@lingui/react";
import type { PublicModule } from "../../src/contract/module.js";
import { chosenVehicle, fittingVehicles } from "../form-validation.js";
import { pluralCategory } from "../format.js";
import { useWidgetStore } from "../store-context.js";
import { FieldError } from "../ui/field.js";
import { useWidgetServices } from "../widget-services.js";

/** Vehicle cards with their capacities, as radios; vehicles too small for the party are disabled. */
export function VehicleStep({ module }: { module: PublicModule }) {
  const { i18n } = useLingui();
  const { language } = useWidgetServices();
  const values = useWidgetStore((state) => state);
  const edit = useWidgetStore((state) => state.edit);
  const invalid = values.errors.vehicle;
  if (!module.choices.vehicles) return null;
  const selected = chosenVehicle(module, values)?.id;
  const fitting = new Set(fittingVehicles(module, values).map((vehicle) => vehicle.id));
  const error = invalid ? i18n._("No vehicle takes this many passengers with this much baggage.") : undefined;
  return (
    <fieldset className="cb-section" aria-describedby={error ? "vehicle-error" : undefined}>
      <legend className="cb-section-title">{i18n._("Vehicle")}</legend>
      <div className="cb-cards">
        {module.vehicles.map((vehicle) => {
          const fits = fitting.has(vehicle.id);
          return (
            <label key={vehicle.id} className="cb-card">
              <input
                type="radio"
                name="vehicle"
                value={vehicle.id}
                checked={vehicle.id === selected}
                disabled={!fits}
                onChange={() => edit({ vehicleId: vehicle.id })}
              />
              <span className="cb-card-body">
                <span className="cb-card-title">{vehicle.name}</span>
                <span className="cb-card-text">
                  {i18n._("{count, plural, one {# passenger} other {# passengers}}", {
                    count: vehicle.passengersSpace,
                  })}
                  {" · "}
                  {i18n._("{category, select, one {{count} bag} other {{count} bags}}", {
                    category: pluralCategory(language, vehicle.baggageSpace),
                    count: vehicle.baggageSpace,
                  })}
                </span>
                {fits ? null : <span className="cb-card-text">{i18n._("Too small for this trip")}</span>}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id="vehicle" error={error} />
    </fieldset>
  );
}
