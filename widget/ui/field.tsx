import type { InputHTMLAttributes, ReactNode } from "react";

interface FieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>, "id" | "name"> {
  /** Unique within the widget's shadow root; also the input's name. */
  id: string;
  label: string;
  /** The translated error, shown under the input and tied to it for screen readers. */
  error?: string | undefined;
  /** A textarea instead of an input (order notes). */
  multiline?: boolean;
  /** A select with these [value, label] choices instead of an input (country). */
  choices?: [string, string][];
  /** Text under the label, tied to the input (a hint such as the earliest pickup). */
  hint?: ReactNode;
  /** The label's language when it is the owner's text rather than ours. */
  labelLang?: string | undefined;
}

export const fieldClass = (error: string | undefined, extra = "") =>
  `cb-field${error ? " cb-field-invalid" : ""}${extra ? ` ${extra}` : ""}`;

/** The message under an invalid input; its id is what the input's aria-describedby names. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p className="cb-field-error" id={`${id}-error`}>
      {error}
    </p>
  ) : null;
}

/** A labelled input with its error message (WCAG 3.3.1: errors identified and described). */
export function Field({
  id,
  label,
  error,
  required,
  multiline,
  choices,
  hint,
  labelLang,
  ...input
}: FieldProps) {
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].join(" ").trim();
  const control = {
    ...input,
    id,
    name: id,
    className: "cb-input",
    // Our own messages replace the browser's bubbles (noValidate on the form), so the
    // requirement is told to assistive technology with aria-required instead of `required`.
    "aria-required": required ? true : undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
  };
  return (
    <div className={fieldClass(error)}>
      <label className="cb-label" htmlFor={id} lang={labelLang}>
        {label}
      </label>
      {hint ? (
        <p className="cb-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {choices ? (
        <select {...(control as InputHTMLAttributes<HTMLSelectElement>)}>
          {choices.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      ) : multiline ? (
        <textarea {...control} rows={3} />
      ) : (
        <input {...control} />
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}
