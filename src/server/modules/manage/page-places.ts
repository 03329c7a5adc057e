import { escapeHtml } from "../../../contract/escape-html.js";
import type { serverI18n } from "../../kernel/server-i18n.js";

type Translate = ReturnType<typeof serverI18n>;

/** A place of the booking as the form sends it: its signed reference, label and point. */
export interface PlaceChoice {
  ref: string;
  label: string;
  lat: number;
  lng: number;
}

/** The places part of the change form (decision 0126): the booking's places, signed for the page. */
export interface PlaceFields {
  moduleId: string;
  from: PlaceChoice;
  /** Null for an hourly hire without a drop-off. */
  to: PlaceChoice | null;
  /** Set when a place shown is one the customer sent with a refused try: sent again as is. */
  changed: boolean;
  /** Kept as booked: sent again with a changed place, never edited here. */
  stops: (PlaceChoice & { waitingMinutes: number })[];
}

/** The signed reference the form sends, disabled: only the script sends places (with their route). */
const hiddenPlace = (id: string, name: string, place: PlaceChoice) =>
  `<input type="hidden" id="${id}" name="${name}" value="${escapeHtml(place.ref)}" data-lat="${place.lat}" data-lng="${place.lng}" data-label="${escapeHtml(place.label)}" disabled>`;

function combo(id: string, label: string, listLabel: string, target: string, value: string): string {
  return `<div class="combo"><label for="${id}">${escapeHtml(label)}</label><input id="${id}" type="text" role="combobox" autocomplete="off" aria-autocomplete="list" aria-expanded="false" aria-controls="${id}-list" data-target="${target}" value="${escapeHtml(value)}"><ul id="${id}-list" role="listbox" aria-label="${escapeHtml(listLabel)}" hidden></ul></div>`;
}

/**
 * The pick-up and drop-off place fields: hidden until the place-search script shows them (it
 * fills each with the booking's label); the note says the other fields work without it. Stops
 * are listed and kept as booked.
 */
export function renderPlaceFields(places: PlaceFields, language: string, i18n: Translate): string {
  const stops = places.stops
    .map((stop, index) => hiddenPlace(`change-stop-${index}`, `stop-${index}`, stop))
    .concat(
      places.stops.map(
        (stop, index) =>
          `<input type="hidden" name="stop-${index}-wait" value="${stop.waitingMinutes}" disabled>`,
      ),
    )
    .join("");
  const stopsNote =
    places.stops.length > 0
      ? `<p>${escapeHtml(
          i18n._("Your stops stay as booked ({stops}). To change them, contact the company.", {
            stops: places.stops.map((stop) => stop.label).join(" → "),
          }),
        )}</p>`
      : "";
  const data = {
    module: places.moduleId,
    changed: places.changed ? "1" : "0",
    lang: language,
    // The script fills the placeholders in: they are given back as themselves.
    found: i18n._("{count} places found. Use the up and down arrows, then Enter.", { count: "{count}" }),
    none: i18n._("No place found."),
    failed: i18n._("The place search is not available. Please try again."),
    chosen: i18n._("Place chosen: {place}", { place: "{place}" }),
  };
  const attributes = Object.entries(data)
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join("");
  const fields = [
    combo(
      "change-from",
      i18n._("Pick-up place"),
      i18n._("Pick-up place suggestions"),
      "change-from-place",
      places.from.label,
    ),
    hiddenPlace("change-from-place", "startingPlace", places.from),
    stops,
    places.to
      ? combo(
          "change-to",
          i18n._("Drop-off place"),
          i18n._("Drop-off place suggestions"),
          "change-to-place",
          places.to.label,
        ) + hiddenPlace("change-to-place", "arrivalPlace", places.to)
      : "",
  ].join("");
  const note = `<p id="change-places-note">${escapeHtml(
    i18n._(
      "Changing a place needs JavaScript in your browser; the other fields of this form work without it.",
    ),
  )}</p>`;
  return `<fieldset id="change-places" hidden${attributes}><legend>${escapeHtml(i18n._("Places"))}</legend>${fields}${stopsNote}<p id="change-places-status" aria-live="polite" aria-atomic="true" class="visually-hidden"></p></fieldset>${note}`;
}
