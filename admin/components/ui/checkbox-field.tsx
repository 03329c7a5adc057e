import type { InputHTMLAttributes, Ref } from "react";
import { classes, type FieldChrome, FieldMessages, useFieldIds } from "./field-parts.js";

export interface CheckboxFieldProps extends FieldChrome, Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label after it; works with register() like InputField. */
export function CheckboxField({ label, error, hint, className, id, ref, ...input }: CheckboxFieldProps) {
  const { fieldId, hintId, errorId, aria } = useFieldIds(id, error, hint);
  return (
    <div className={classes("field-check", className)}>
      <div className="field-inline">
        <input ref={ref} id={fieldId} type="checkbox" {...aria} {...input} />
        <label htmlFor={fieldId}>{label}</label>
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
