import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from "react";
import { InputField, type InputFieldProps } from "./input-field.js";

export interface ComboboxOption {
  id: string;
  label: string;
  /** A second, quieter line (an e-mail under a customer's name). */
  detail?: string | undefined;
}

/**
 * A text input with a list of suggestions (WAI-ARIA combobox with a listbox): the arrow keys
 * move through the list, Enter picks, Escape closes; a pointer picks on mousedown so the input
 * keeps its focus. The parent decides what the suggestions are and when the list is open.
 */
export function Combobox({
  options,
  open,
  onOpenChange,
  onPick,
  listLabel,
  status,
  onKeyDown,
  onBlur,
  ...input
}: Omit<InputFieldProps, "hint" | "role"> & {
  options: ComboboxOption[];
  open: boolean;
  onOpenChange(open: boolean): void;
  onPick(option: ComboboxOption): void;
  /** The listbox's accessible name. */
  listLabel: string;
  /** Shown under the input and announced politely (searching…, nothing found…). */
  status?: ReactNode;
}) {
  const listId = useId();
  const [active, setActive] = useState(-1);
  const shown = open && options.length > 0;

  // A new list starts on its first suggestion (compared by content: parents rebuild the array).
  const optionsKey = options.map((option) => option.id).join("\n");
  useEffect(() => {
    setActive(optionsKey ? 0 : -1);
  }, [optionsKey]);

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if ((event.key === "ArrowDown" || event.key === "ArrowUp") && options.length > 0) {
      event.preventDefault();
      if (!shown) {
        onOpenChange(true);
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (index + step + options.length) % options.length);
    } else if (event.key === "Enter" && shown && active >= 0) {
      event.preventDefault();
      const option = options[active];
      if (option) onPick(option);
    } else if (event.key === "Escape" && shown) {
      // Closes the list only, not the dialog around it.
      event.preventDefault();
      event.stopPropagation();
      onOpenChange(false);
    }
  }

  return (
    <div className="combobox">
      <InputField
        {...input}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        hint={<span aria-live="polite">{status}</span>}
        onKeyDown={keyDown}
        onBlur={(event) => {
          onBlur?.(event);
          onOpenChange(false);
        }}
      />
      <div id={listId} role="listbox" className="combobox-list" hidden={!shown} aria-label={listLabel}>
        {options.map((option, index) => (
          <div
            key={option.id}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            onMouseDown={(event) => {
              event.preventDefault();
              onPick(option);
            }}
          >
            {option.label}
            {option.detail ? <span className="combobox-detail">{option.detail}</span> : null}
          </div>
        ))}
      </div>
    </div>
  );
}
