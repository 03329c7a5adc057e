import { classes, type FieldChrome, FieldMessages, useFieldIds } from "./field-parts.js";

export interface ColorFieldProps extends FieldChrome {
  /** Six hexadecimal digits without '#', as the module stores colours (e.g. 007BFF). */
  value: string;
  onChange(hex: string): void;
  className?: string;
  id?: string;
}

const HEX = /^[0-9A-Fa-f]{6}$/;

/** A native colour picker for a stored "RRGGBB" colour; the chosen code is shown next to it. */
export function ColorField({ label, error, hint, value, onChange, className, id }: ColorFieldProps) {
  const { fieldId, hintId, errorId, aria } = useFieldIds(id, error, hint);
  const hex = HEX.test(value) ? value.toUpperCase() : "000000";
  return (
    <div className={classes("field", "field-color", className)}>
      <label htmlFor={fieldId}>{label}</label>
      <div className="field-control">
        <input
          id={fieldId}
          type="color"
          value={`#${hex.toLowerCase()}`}
          onChange={(event) => onChange(event.target.value.slice(1).toUpperCase())}
          {...aria}
        />
        <code className="color-code">#{hex}</code>
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
