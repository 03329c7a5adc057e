import type { Ref, TextareaHTMLAttributes } from "react";
import { classes, type FieldChrome, FieldMessages, useFieldIds } from "./field-parts.js";

export interface TextAreaFieldProps extends FieldChrome, TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled <textarea>; works with register() like InputField. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  id,
  ref,
  rows = 4,
  ...textarea
}: TextAreaFieldProps) {
  const { fieldId, hintId, errorId, aria } = useFieldIds(id, error, hint);
  return (
    <div className={classes("field", className)}>
      <label htmlFor={fieldId}>{label}</label>
      <textarea ref={ref} id={fieldId} rows={rows} {...aria} {...textarea} />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
