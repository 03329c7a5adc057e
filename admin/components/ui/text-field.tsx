import { useId } from "react";

interface TextFieldProps {
  label: string;
  type?: "text" | "email" | "password";
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  autoComplete?: string;
  required?: boolean;
}

/** A labelled input whose error is linked with aria-describedby and announced. */
export function TextField({
  label,
  type = "text",
  value,
  onChange,
  error,
  autoComplete,
  required,
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
