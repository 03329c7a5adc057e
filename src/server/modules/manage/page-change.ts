import type { BookingChangeView } from "../../../contract/booking-change.js";
import type { Language } from "../../../contract/common.js";
import { escapeHtml } from "../../../contract/escape-html.js";
import { toMinorUnits } from "../../../pricing/index.js";
import { formatMoney } from "../../kernel/format.js";
import type { serverI18n } from "../../kernel/server-i18n.js";
import { changedFieldLabel } from "../mail/index.js";
import { type PlaceFields, renderPlaceFields } from "./page-places.js";

type Translate = ReturnType<typeof serverI18n>;

/** What the "Change my ride" form starts from: the booking's values, or what the customer sent. */
export interface ChangeForm {
  /** The form's action. */
  action: string;
  date: string;
  time: string;
  /** A round trip's return, YYYY-MM-DD and HH:mm; null for a one-way ride. */
  returnDate: string | null;
  returnTime: string | null;
  passengers: number;
  maxPassengers: number;
  options: { id: number; name: string; maxValue: number; quantity: number }[];
  /** The refusal of the last try, shown above the fields and announced. */
  error: string | null;
  /** The pick-up and drop-off places, signed for the place-search script; null without it. */
  places: PlaceFields | null;
  /** The booking's latest change, for its state ("waiting for", "refused", …). */
  latest: BookingChangeView | null;
  currency: string;
  language: Language;
}

const field = (id: string, label: string, input: string, invalid: boolean) =>
  `<p><label for="${id}">${escapeHtml(label)}</label>${input.replace(
    "<input ",
    `<input id="${id}"${invalid ? ' aria-invalid="true" aria-describedby="change-error"' : ""} `,
  )}</p>`;

/** The latest change's state, in one sentence with its fields and prices. */
function latestText(form: ChangeForm, i18n: Translate): string {
  const change = form.latest;
  if (!change) return "";
  const money = (amount: number) =>
    formatMoney(toMinorUnits(amount, form.currency), form.currency, form.language);
  const what = change.changes.map((line) =>
    i18n._("{field}: {from} → {to}", {
      field: changedFieldLabel(line.field, i18n),
      from: line.from,
      to: line.to,
    }),
  );
  const price = i18n._("Price: {old} → {new}", { old: money(change.oldPrice), new: money(change.newPrice) });
  const state =
    change.status === "PENDING"
      ? i18n._("Your change request is waiting for the company’s answer.")
      : change.status === "REFUSED"
        ? i18n._("Your last change request was refused: the booking stays as it was.")
        : change.status === "WITHDRAWN"
          ? ""
          : i18n._("Your last change is applied.");
  if (!state) return "";
  return `<div class="notice"><p>${escapeHtml(state)}</p><ul>${[...what, price]
    .map((line) => `<li>${escapeHtml(line)}</li>`)
    .join("")}</ul></div>`;
}

/**
 * The manage page's "Change my ride" form (decisions 0115, 0126): the pick-up date and time (and
 * the return's), the passengers, the options and, with the place-search script, the places. A plain form POST: the
 * server answers 303 back to the page, or the page again with the refusal announced (role=alert,
 * focused) and the fields as sent.
 */
export function renderChangeSection(form: ChangeForm, i18n: Translate): string {
  const invalid = form.error !== null;
  const error = form.error
    ? `<p id="change-error" class="warning" role="alert" tabindex="-1" autofocus>${escapeHtml(form.error)}</p>`
    : "";
  const fields = [
    field(
      "change-date",
      i18n._("Pick-up date"),
      `<input type="date" name="date" required value="${escapeHtml(form.date)}">`,
      invalid,
    ),
    field(
      "change-time",
      i18n._("Pick-up time"),
      `<input type="time" name="time" required value="${escapeHtml(form.time)}">`,
      invalid,
    ),
    form.returnDate !== null
      ? field(
          "change-return-date",
          i18n._("Return date"),
          `<input type="date" name="returnDate" required value="${escapeHtml(form.returnDate)}">`,
          invalid,
        ) +
        field(
          "change-return-time",
          i18n._("Return time"),
          `<input type="time" name="returnTime" required value="${escapeHtml(form.returnTime ?? "")}">`,
          invalid,
        )
      : "",
    field(
      "change-passengers",
      i18n._("Passengers"),
      `<input type="number" name="passengers" required min="1" max="${form.maxPassengers}" value="${form.passengers}">`,
      invalid,
    ),
    ...form.options.map((option) =>
      field(
        `change-option-${option.id}`,
        option.name,
        `<input type="number" name="option-${option.id}" min="0" max="${option.maxValue}" value="${option.quantity}">`,
        invalid,
      ),
    ),
    form.places ? renderPlaceFields(form.places, form.language, i18n) : "",
  ].join("");
  const hint = `<p>${escapeHtml(i18n._("The new price is computed as for a new booking; the vehicle must be free at the new time."))}</p>`;
  return `<section aria-labelledby="change"><h2 id="change">${escapeHtml(i18n._("Change my ride"))}</h2>${latestText(form, i18n)}${hint}<form method="post" action="${escapeHtml(form.action)}" novalidate>${error}${fields}<p><button type="submit">${escapeHtml(i18n._("Send my change"))}</button></p></form></section>`;
}

/** The places the script sends (signed references, the kept stops, the measured route). */
function placesFromForm(body: Record<string, string>, number: (value: string | undefined) => unknown) {
  const decimal = (value: string | undefined) =>
    value !== undefined && /^\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  const stops = Object.keys(body)
    .filter((name) => /^stop-\d+$/.test(name))
    .sort((a, b) => Number(a.slice(5)) - Number(b.slice(5)))
    .map((name) => ({ place: body[name], waitingMinutes: number(body[`${name}-wait`] ?? "0") }));
  return {
    ...(body.startingPlace ? { startingPlace: body.startingPlace } : {}),
    ...(body.arrivalPlace ? { arrivalPlace: body.arrivalPlace } : {}),
    ...(stops.length > 0 ? { stops } : {}),
    ...(body.distanceKm !== undefined ? { distanceKm: decimal(body.distanceKm) } : {}),
    ...(body.durationMinutes !== undefined ? { durationMinutes: decimal(body.durationMinutes) } : {}),
  };
}

/**
 * The form's fields as the change request's body: the date and time joined, the options with a
 * quantity, the places when the script sent them. Numbers stay text when they are not numbers:
 * the request's schema refuses them.
 */
export function changeRequestFromForm(body: Record<string, string>): Record<string, unknown> {
  const number = (value: string | undefined) =>
    value !== undefined && /^\d+$/.test(value) ? Number(value) : value;
  const options = Object.entries(body)
    .filter(([name]) => /^option-\d+$/.test(name))
    .map(([name, value]) => ({ id: Number(name.slice("option-".length)), quantity: number(value) }))
    .filter((option) => option.quantity !== 0 && option.quantity !== "");
  return {
    pickUpTime: `${body.date ?? ""}T${body.time ?? ""}`,
    ...(body.returnDate !== undefined
      ? { returnPickUpTime: `${body.returnDate}T${body.returnTime ?? ""}` }
      : {}),
    passengers: number(body.passengers),
    options,
    ...placesFromForm(body, number),
  };
}
