import { useLingui } from "@lingui/react";
import type { PublicModule } from "../../src/contract/module.js";
import { hireDurations, type TripDraft } from "../model/trip-validation.js";
import { Field } from "../ui/field.js";
import { Segments } from "../ui/segments.js";

/** Transfer or hourly hire, as a radio group drawn as two segments (docs/decisions/0096). */
export function ServiceTypeField({
  value,
  onChange,
}: {
  value: TripDraft["service"];
  onChange: (service: TripDraft["service"]) => void;
}) {
  const { i18n } = useLingui();
  const choices: { value: TripDraft["service"]; label: string }[] = [
    { value: "TRANSFER", label: i18n._("Transfer") },
    { value: "HOURLY", label: i18n._("Hourly hire") },
  ];
  return (
    <Segments name="service" legend={i18n._("Service")} value={value} choices={choices} onChange={onChange} />
  );
}

/** "2 h 30" in the customer's words: hours and the minutes left, when there are some. */
function durationLabel(minutes: number, i18n: ReturnType<typeof useLingui>["i18n"]): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return i18n._("{minutes} min", { minutes: rest });
  return rest === 0
    ? i18n._("{hours} h", { hours })
    : i18n._("{hours} h {minutes}", { hours, minutes: rest });
}

/** The hire's duration, in the module's steps, as a select. */
export function HireDurationField({
  module,
  value,
  error,
  onChange,
}: {
  module: PublicModule;
  value: string;
  error: string | undefined;
  onChange: (minutes: string) => void;
}) {
  const { i18n } = useLingui();
  const choices: [string, string][] = [
    ["", i18n._("Choose a duration")],
    ...hireDurations(module).map((minutes): [string, string] => [
      String(minutes),
      durationLabel(minutes, i18n),
    ]),
  ];
  return (
    <Field
      id="hireMinutes"
      label={i18n._("Duration")}
      choices={choices}
      value={value}
      error={error}
      required
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
