import type { InputHTMLAttributes } from "react";

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> {
  /** Unique within the widget's shadow root; also the input's name. */
  id: string;
  label: string;
  /** The translated error, shown under the input and tied to it for screen readers. */
  error?: string | undefined;
}

/** A labelled input with its error message (WCAG 3.3.1: errors identified and described). */
export function Field({ id, label, error, required, ...input }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={error ? "cb-field cb-field-invalid" : "cb-field"}>
      <label className="cb-label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        name={id}
        className="cb-input"
        // Our own messages replace the browser's bubbles (noValidate on the form), so the
        // requirement is told to assistive technology with aria-required instead of `required`.
        aria-required={required ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p className="cb-field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
