import { useLingui } from "@lingui/react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { InputField } from "../../../components/ui/input-field.js";
import { fieldMessage } from "./field-message.js";

interface NumberInputProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError | undefined;
  required?: boolean;
  min?: number;
  max?: number;
  /** Whole numbers (seats, quantities) rather than amounts. */
  integer?: boolean;
  hint?: string;
  placeholder?: string;
  /** The unit after the input (€, %). */
  suffix?: string | undefined;
}

/** A number input; register it with `setValueAs: toNumber` so an empty box is "no value". */
export function NumberInput({
  label,
  registration,
  error,
  required,
  min,
  max,
  integer,
  hint,
  placeholder,
  suffix,
}: NumberInputProps) {
  const { i18n } = useLingui();
  return (
    <InputField
      label={required ? `${label} *` : label}
      error={fieldMessage(i18n, error, { kind: "number", min, max, integer })}
      hint={hint}
      suffix={suffix}
      type="number"
      inputMode={integer ? "numeric" : "decimal"}
      step={integer ? 1 : "any"}
      min={min}
      max={max}
      placeholder={placeholder}
      aria-required={required}
      {...registration}
    />
  );
}
