import { useLingui } from "@lingui/react";
import { useId } from "react";
import type { GeoZone } from "../../../../../src/contract/geo-zone.js";
import { zoneSummary } from "../../../../lib/zone-summary.js";

interface ZoneFieldProps {
  label: string;
  zone: GeoZone | undefined;
  /** Already translated. */
  error: string | undefined;
  /** "Draw the pickup zone" / "Edit the pickup zone": each button says which zone it opens. */
  drawLabel: string;
  editLabel: string;
  onDraw(): void;
}

/** A zone of the package: what is drawn, and the button that opens the map dialog. */
export function ZoneField({ label, zone, error, drawLabel, editLabel, onDraw }: ZoneFieldProps) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div className="zone-field">
      <span id={`${id}-label`} className="field-label">
        <strong>{label}</strong> <span aria-hidden="true">*</span>
      </span>
      <div className="zone-row">
        <span id={`${id}-summary`}>{zoneSummary(i18n, zone)}</span>
        <button
          type="button"
          className="button-secondary"
          aria-describedby={`${id}-label ${id}-summary${error ? ` ${id}-error` : ""}`}
          onClick={onDraw}
        >
          {zone ? editLabel : drawLabel}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
