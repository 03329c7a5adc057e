import { useLingui } from "@lingui/react";
import type { TripRoute } from "../model/trip-validation.js";
import { Segments } from "../ui/segments.js";

interface TripTypeFieldProps {
  value: TripRoute;
  onChange: (route: TripRoute) => void;
}

/** One way or round trip, as a radio group drawn as two segments. */
export function TripTypeField({ value, onChange }: TripTypeFieldProps) {
  const { i18n } = useLingui();
  const choices: { value: TripRoute; label: string }[] = [
    { value: "ONE_WAY", label: i18n._("One way") },
    { value: "ROUND_TRIP", label: i18n._("Round trip") },
  ];
  return (
    <Segments name="route" legend={i18n._("Trip type")} value={value} choices={choices} onChange={onChange} />
  );
}
