import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import { classes, type FieldChrome, FieldMessages, useFieldIds } from "./field-parts.js";

export interface ColorFieldProps extends FieldChrome {
  /** Six hexadecimal digits without '#', as the module stores colours (e.g. 007BFF). */
  value: string;
  onChange(hex: string): void;
  className?: string;
  id?: string;
}

const HEX = /^[0-9A-Fa-f]{6}$/;

/**
 * A stored "RRGGBB" colour: the native picker, and beside it the code as text, so a brand colour
 * can be typed or pasted exactly (with or without '#'). The text is taken once it is six
 * hexadecimal digits; anything else says so under the field and changes nothing.
 */
export function ColorField({ label, error, hint, value, onChange, className, id }: ColorFieldProps) {
  const { i18n } = useLingui();
  const hex = HEX.test(value) ? value.toUpperCase() : "000000";
  const [draft, setDraft] = useState(`#${hex}`);
  // The picker (or a reset of the form) changed the colour: the text follows.
  useEffect(() => setDraft(`#${hex}`), [hex]);
  const typed = draft.trim().replace(/^#/, "");
  const badDraft = HEX.test(typed) ? undefined : i18n._("Enter 6 hexadecimal digits, e.g. #1A73E8.");
  const shownError = error ?? badDraft;
  const { fieldId, hintId, errorId, aria } = useFieldIds(id, shownError, hint);
  return (
    <div className={classes("field", "field-color", className)}>
      <label htmlFor={fieldId}>{label}</label>
      <div className="field-control">
        <input
          id={fieldId}
          type="color"
          value={`#${hex.toLowerCase()}`}
          onChange={(event) => onChange(event.target.value.slice(1).toUpperCase())}
          {...aria}
        />
        <input
          type="text"
          className="color-code"
          aria-label={i18n._("{label}, hexadecimal code", { label })}
          value={draft}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => {
            setDraft(event.target.value);
            const next = event.target.value.trim().replace(/^#/, "");
            if (HEX.test(next)) onChange(next.toUpperCase());
          }}
          onBlur={() => {
            if (!badDraft) setDraft(`#${typed.toUpperCase()}`);
          }}
          {...aria}
        />
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={shownError} errorId={errorId} />
    </div>
  );
}
