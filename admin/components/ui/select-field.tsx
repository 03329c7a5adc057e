import type { ReactNode, Ref, SelectHTMLAttributes } from "react";
import { classes, type FieldChrome, FieldMessages, useFieldIds } from "./field-parts.js";

export interface SelectFieldProps extends FieldChrome, SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
  /** The <option> elements. */
  children: ReactNode;
}

/** A labelled <select>; works with register() like InputField. */
export function SelectField({
  label,
  error,
  hint,
  className,
  id,
  ref,
  children,
  ...select
}: SelectFieldProps) {
  const { fieldId, hintId, errorId, aria } = useFieldIds(id, error, hint);
  return (
    <div className={classes("field", className)}>
      <label htmlFor={fieldId}>{label}</label>
      <select ref={ref} id={fieldId} {...aria} {...select}>
        {children}
      </select>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
