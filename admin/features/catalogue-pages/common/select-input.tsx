import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { SelectField } from "../../../components/ui/select-field.js";

interface SelectInputProps {
  label: string;
  registration: UseFormRegisterReturn;
  /** Already translated: a select is wrong in one way only (nothing valid chosen). */
  error?: string | undefined;
  required?: boolean;
  children: ReactNode;
}

/** A select registered with react-hook-form. */
export function SelectInput({ label, registration, error, required, children }: SelectInputProps) {
  return (
    <SelectField
      label={required ? `${label} *` : label}
      error={error}
      aria-required={required}
      {...registration}
    >
      {children}
    </SelectField>
  );
}
