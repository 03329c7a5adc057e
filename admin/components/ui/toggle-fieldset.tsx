import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { classes, FieldMessages, useFieldIds } from "./field-parts.js";

export interface ToggleFieldsetProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "children"> {
  /** The checkbox's label, also the group's name. */
  label: string;
  /** Whether the box is ticked: its fields are enabled only then. */
  enabled: boolean;
  /** The fields the box turns on. */
  children: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A checkbox enables its inputs: the checkbox sits in the legend, and the
 * fieldset is disabled while it is unticked — every field inside is disabled natively, and
 * the checkbox itself (in the first legend) stays usable. Spread register() for the checkbox.
 */
export function ToggleFieldset({
  label,
  enabled,
  children,
  error,
  hint,
  className,
  id,
  ref,
  ...checkbox
}: ToggleFieldsetProps) {
  const { fieldId, hintId, errorId, aria } = useFieldIds(id, error, hint);
  return (
    <fieldset className={classes("toggle-fieldset", className)} disabled={!enabled}>
      <legend>
        <span className="field-inline">
          <input ref={ref} id={fieldId} type="checkbox" {...aria} {...checkbox} />
          <label htmlFor={fieldId}>{label}</label>
        </span>
      </legend>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
      <div className="toggle-fieldset-body">{children}</div>
    </fieldset>
  );
}
