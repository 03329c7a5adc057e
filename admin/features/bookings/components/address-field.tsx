import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import { type FieldError, get, type Path, type UseFormReturn } from "react-hook-form";
import { PLACE_QUERY_MIN, PLACE_RESULTS_MAX, type Place } from "../../../../src/contract/geo.js";
import { BOOKING_INPUT_MAX } from "../../../../src/contract/public-booking.js";
import { Combobox } from "../../../components/ui/combobox.js";
import { bookingFieldMessage } from "../booking-form-errors.js";
import { type BookingFormValues, NO_COORDINATE } from "../booking-form-values.js";

/** The address search waits 1 second after the last key. */
export const ADDRESS_SEARCH_DEBOUNCE_MS = 1000;

type SearchState = "idle" | "searching" | "none" | "failed";

/** The form fields of one place: its address text and coordinates. */
export interface PlaceFieldNames {
  address: Path<BookingFormValues>;
  lat: Path<BookingFormValues>;
  lng: Path<BookingFormValues>;
}

/**
 * A pick-up, drop-off or stop address: typing searches (2 characters at least, 1 s after the last key,
 * 7 suggestions at most); choosing a suggestion sets the address and its coordinates. Typing
 * again clears the coordinates, so only a chosen address can be saved.
 */
export function AddressField({
  form,
  which,
  label,
  search,
  errorText,
}: {
  form: UseFormReturn<BookingFormValues>;
  /** The pick-up or drop-off, or a stop's own fields. */
  which: "starting" | "arrival" | PlaceFieldNames;
  label: string;
  search(query: string, signal: AbortSignal): Promise<Place[]>;
  /** A stop's error text (the pick-up's and drop-off's come from bookingFieldMessage). */
  errorText?: string;
}) {
  const { i18n } = useLingui();
  const [query, setQuery] = useState<string | null>(null);
  const [places, setPlaces] = useState<Place[]>([]);
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<SearchState>("idle");
  const names: PlaceFieldNames =
    typeof which === "string"
      ? { address: `${which}Address`, lat: `${which}Lat`, lng: `${which}Lng` }
      : which;
  const { errors } = form.formState;

  useEffect(() => {
    if (query === null) return;
    const text = query.trim();
    if (text.length < PLACE_QUERY_MIN) {
      setPlaces([]);
      setOpen(false);
      setState("idle");
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState("searching");
      try {
        const found = (await search(text, controller.signal)).slice(0, PLACE_RESULTS_MAX);
        setPlaces(found);
        setOpen(found.length > 0);
        setState(found.length > 0 ? "idle" : "none");
      } catch {
        if (!controller.signal.aborted) setState("failed");
      }
    }, ADDRESS_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, search]);

  function pick(place: Place) {
    form.setValue(names.address, place.address.freeformAddress, { shouldDirty: true });
    form.setValue(names.lat, place.position.lat, { shouldDirty: true });
    form.setValue(names.lng, place.position.lon, { shouldDirty: true });
    form.clearErrors([names.address, names.lat, names.lng]);
    setOpen(false);
    setQuery(null);
    setState("idle");
  }

  const field = form.register(names.address);
  const status =
    state === "searching"
      ? i18n._("Searching…")
      : state === "none"
        ? i18n._("No address found.")
        : state === "failed"
          ? i18n._("The address search is unavailable. Try again later.")
          : "";
  const error: FieldError | undefined =
    get(errors, names.address) ?? get(errors, names.lat) ?? get(errors, names.lng);

  return (
    <Combobox
      label={label}
      listLabel={i18n._("Suggested addresses")}
      maxLength={BOOKING_INPUT_MAX}
      required
      status={status}
      error={
        typeof which === "string"
          ? bookingFieldMessage(i18n, `${which}Address`, error)
          : error
            ? errorText
            : undefined
      }
      options={places.map((place) => ({ id: place.id, label: place.address.freeformAddress }))}
      open={open}
      onOpenChange={setOpen}
      onPick={(option) => {
        const place = places.find((candidate) => candidate.id === option.id);
        if (place) pick(place);
      }}
      {...field}
      onChange={(event) => {
        void field.onChange(event);
        form.setValue(names.lat, NO_COORDINATE);
        form.setValue(names.lng, NO_COORDINATE);
        setQuery(event.target.value);
      }}
    />
  );
}
