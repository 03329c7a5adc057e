import { useLingui } from "@lingui/react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import type { PlaceResult } from "../../src/contract/geo.js";
import { PLACE_QUERY_MIN, PLACE_RESULTS_MAX } from "../../src/contract/geo.js";
import { BOOKING_INPUT_MAX } from "../../src/contract/public-booking.js";
import { DEBOUNCE_MS } from "../debounce.js";
import type { ChosenPlace } from "../model/trip-validation.js";
import { FieldError, fieldClass } from "../ui/field.js";
import { useWidgetServices } from "../widget-services.js";

interface AddressFieldProps {
  /** Input id and name: pickupAddress or dropoffAddress. */
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  /** The customer typed: the previous choice no longer holds. */
  onType: (text: string) => void;
  onChoose: (place: ChosenPlace) => void;
  /**
   * The id of the note saying what the search can find, when that is not any address: shown once
   * above the addresses (a placeholder that long is cut off in a narrow box) and read with each.
   */
  hintId?: string | undefined;
  /** An address the customer may leave empty (a hire's drop-off). */
  optional?: boolean;
  /**
   * Text the host page gave (docs/integrations.md): searched as if typed, so the customer picks
   * one of the results; the list opens when the input has the focus.
   */
  prefillSearch?: string | undefined;
}

type SearchStatus = "idle" | "searching" | "done" | "failed";

/** Whether the input has the focus, inside the widget's shadow root or on a plain page. */
function hasFocus(input: HTMLInputElement | null): boolean {
  return input !== null && (input.getRootNode() as Document | ShadowRoot).activeElement === input;
}

/**
 * Address search as a WAI-ARIA 1.2 combobox with a list popup: suggestions 1000 ms after typing
 * stops, from 2 characters, at most 7 (PLACE_QUERY_MIN, PLACE_RESULTS_MAX). Arrow keys move through them,
 * Enter chooses, Escape closes; the count is announced politely.
 */
export function AddressField({
  id,
  label,
  value,
  error,
  onType,
  onChoose,
  hintId,
  optional,
  prefillSearch,
}: AddressFieldProps) {
  const { i18n } = useLingui();
  const { client, moduleId, language } = useWidgetServices();
  const [query, setQuery] = useState("");
  const [places, setPlaces] = useState<PlaceResult[]>([]);
  const [status, setStatus] = useState<SearchStatus>("idle");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);

  // Whether the current query is the host page's text rather than the customer's typing.
  const prefilled = useRef(false);
  useEffect(() => {
    if (!prefillSearch) return;
    prefilled.current = true;
    setQuery(prefillSearch);
  }, [prefillSearch]);

  useEffect(() => {
    const text = query.trim();
    setActive(-1);
    if (text.length < PLACE_QUERY_MIN) {
      setPlaces([]);
      setStatus("idle");
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setStatus("searching");
      client.searchPlaces(moduleId, text, language, { signal: controller.signal }).then(
        (found) => {
          setPlaces(found.places.slice(0, PLACE_RESULTS_MAX));
          setStatus("done");
          // A prefilled field's list waits for the focus (onFocus); typed text shows it at once.
          setOpen(!prefilled.current || hasFocus(inputRef.current));
        },
        () => {
          // A newer query cancelled this one: its answer no longer matters.
          if (!controller.signal.aborted) setStatus("failed");
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, client, moduleId, language]);

  const expanded = open && places.length > 0;

  function choose(place: PlaceResult) {
    onChoose({
      label: place.address.freeformAddress,
      lat: place.position.lat,
      lng: place.position.lon,
      ref: place.ref,
    });
    setOpen(false);
    setPlaces([]);
    setStatus("idle");
    setQuery("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = places.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!count) return;
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setOpen(true);
      setActive((current) => (expanded ? (current + step + count) % count : step > 0 ? 0 : count - 1));
    } else if (event.key === "Enter" && expanded && active >= 0) {
      // Choosing a suggestion must not submit the form.
      event.preventDefault();
      const place = places[active];
      if (place) choose(place);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const announcement =
    status === "searching"
      ? i18n._("Searching…")
      : status === "failed"
        ? i18n._("The address search is not available. Please try again.")
        : status === "done"
          ? places.length
            ? i18n._("{count, plural, one {# address found} other {# addresses found}}", {
                count: places.length,
              })
            : i18n._("No address found")
          : "";

  return (
    <div className={fieldClass(error, "cb-combobox")}>
      <label className="cb-label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={id}
        className="cb-input"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        maxLength={BOOKING_INPUT_MAX}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-required={optional ? undefined : true}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId ?? "", error ? `${id}-error` : ""].join(" ").trim() || undefined}
        value={value}
        onChange={(event) => {
          const text = event.currentTarget.value;
          prefilled.current = false;
          setQuery(text);
          onType(text);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        // Later than a click on a suggestion, which keeps the focus (mousedown is prevented).
        onBlur={() => setOpen(false)}
      />
      <div
        className="cb-listbox"
        id={listId}
        role="listbox"
        aria-label={i18n._("Suggestions")}
        hidden={!expanded}
      >
        {places.map((place, index) => (
          // Options are never focused: the input keeps the focus and points at the active one
          // (aria-activedescendant), and handles the keys, as the combobox pattern requires.
          // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
          // biome-ignore lint/a11y/useFocusableInteractive: see above.
          <div
            key={place.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="cb-option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
          >
            {place.address.freeformAddress}
          </div>
        ))}
      </div>
      <p className="cb-visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <FieldError id={id} error={error} />
    </div>
  );
}
