import { MODULE_SIZE_MAX } from "../../../src/contract/settings.js";
import { InputField, type InputFieldProps } from "./input-field.js";

/**
 * A module's width or fixed height: a whole number of pixels from 1 to the contract's maximum.
 * Spread react-hook-form's register() on it, like InputField.
 */
export function PixelSizeField(props: Omit<InputFieldProps, "type" | "min" | "max" | "step" | "suffix">) {
  return (
    <InputField
      type="number"
      min={1}
      max={MODULE_SIZE_MAX}
      step={1}
      inputMode="numeric"
      required
      suffix="px"
      {...props}
    />
  );
}
