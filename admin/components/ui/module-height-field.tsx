import { useLingui } from "@lingui/react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { PixelSizeField } from "./pixel-size-field.js";

/**
 * The height choice: "Automatic" (the widget grows with its content, the host page scrolls) or
 * "Fixed height" with its number of pixels, a radio group whose number box shows with "Fixed".
 */
export function ModuleHeightField({
  idPrefix,
  mode,
  height,
  fixed,
  error,
}: {
  /** Makes the radio ids unique on the page. */
  idPrefix: string;
  /** register("…Mode") of the form, for both radios. */
  mode: UseFormRegisterReturn;
  /** register("…Height") of the form, for the number box. */
  height: UseFormRegisterReturn;
  fixed: boolean;
  error: string | undefined;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset className="plain-fieldset">
      <legend>{i18n._("Height")}</legend>
      <span className="field-inline">
        <input id={`${idPrefix}-height-automatic`} type="radio" value="AUTOMATIC" {...mode} />
        <label htmlFor={`${idPrefix}-height-automatic`}>
          {i18n._("Automatic: as tall as its content, the page scrolls")}
        </label>
      </span>
      <span className="field-inline">
        <input id={`${idPrefix}-height-fixed`} type="radio" value="FIXED" {...mode} />
        <label htmlFor={`${idPrefix}-height-fixed`}>
          {i18n._("Fixed height: the form scrolls inside, Book stays in sight")}
        </label>
      </span>
      {fixed ? <PixelSizeField label={i18n._("Height in pixels")} error={error} {...height} /> : null}
    </fieldset>
  );
}
