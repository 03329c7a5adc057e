import { useLingui } from "@lingui/react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { InputField } from "../../../components/ui/input-field.js";
import { fieldMessage } from "./field-message.js";

interface TextInputProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError | undefined;
  type?: "text" | "time" | "date";
  required?: boolean;
  maxLength?: number;
  readOnly?: boolean;
  hint?: string;
  /** The text for a value of the wrong shape (a pattern or a rule of its own). */
  invalid?: string;
}

/** A text, time or date input registered with react-hook-form; its error in the owner's language. */
export function TextInput({
  label,
  registration,
  error,
  type = "text",
  required,
  maxLength,
  readOnly,
  hint,
  invalid,
}: TextInputProps) {
  const { i18n } = useLingui();
  return (
    <InputField
      label={required ? `${label} *` : label}
      error={fieldMessage(i18n, error, { kind: "text", maxLength, invalid })}
      hint={hint}
      type={type}
      maxLength={maxLength}
      readOnly={readOnly}
      aria-required={required}
      autoComplete="off"
      {...registration}
    />
  );
}
