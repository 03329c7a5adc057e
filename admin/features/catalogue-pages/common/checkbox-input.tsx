import type { UseFormRegisterReturn } from "react-hook-form";
import { CheckboxField } from "../../../components/ui/checkbox-field.js";

/** A labelled checkbox registered with react-hook-form. */
export function CheckboxInput({
  label,
  registration,
}: {
  label: string;
  registration: UseFormRegisterReturn;
}) {
  return <CheckboxField label={label} {...registration} />;
}
