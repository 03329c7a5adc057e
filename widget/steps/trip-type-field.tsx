import { useLingui } from "@lingui/react";
import type { TripRoute } from "./trip-validation.js";

interface TripTypeFieldProps {
  value: TripRoute;
  onChange: (route: TripRoute) => void;
}

/** One way or round trip, as a radio group drawn as two segments. */
export function TripTypeField({ value, onChange }: TripTypeFieldProps) {
  const { i18n } = useLingui();
  const choices: { route: TripRoute; label: string }[] = [
    { route: "ONE_WAY", label: i18n._("One way") },
    { route: "ROUND_TRIP", label: i18n._("Round trip") },
  ];
  return (
    <fieldset className="cb-fieldset">
      <legend className="cb-label">{i18n._("Trip type")}</legend>
      <div className="cb-segments">
        {choices.map((choice) => (
          <label key={choice.route} className="cb-segment">
            <input
              type="radio"
              name="route"
              value={choice.route}
              checked={value === choice.route}
              onChange={() => onChange(choice.route)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
