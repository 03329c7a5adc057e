import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { classes, type FieldChrome, FieldMessages, useFieldIds } from "./field-parts.js";

export interface InputFieldProps
  extends FieldChrome,
    Omit<InputHTMLAttributes<HTMLInputElement>, "children"> {
  ref?: Ref<HTMLInputElement>;
  /** A unit shown after the input (€, km, px…). */
  suffix?: ReactNode;
}

/**
 * A labelled <input>. Spread react-hook-form's register() on it:
 * `<InputField label={…} error={errors.name?.message} {...register("name")} />`.
 */
export function InputField({ label, error, hint, suffix, className, id, ref, ...input }: InputFieldProps) {
  const { fieldId, hintId, errorId, aria } = useFieldIds(id, error, hint);
  return (
    <div className={classes("field", className)}>
      <label htmlFor={fieldId}>{label}</label>
      <div className="field-control">
        <input ref={ref} id={fieldId} {...aria} {...input} />
        {suffix ? (
          <span className="field-suffix" aria-hidden="true">
            {suffix}
          </span>
        ) : null}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
