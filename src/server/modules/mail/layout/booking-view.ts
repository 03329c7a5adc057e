import type { I18n } from "@lingui/core";
import type { Language } from "../../../../contract/common.js";
import { escapeHtml } from "../../../../contract/escape-html.js";
import { inUnit, type PriceLine, taxTotals } from "../../../../pricing/index.js";
import { formatMoney, numberFormat } from "../../../kernel/format.js";

/** A booking as its e-mails and link pages show it: what was booked, for whom, at what price. */
export interface BookingView {
  number: number;
  companyName: string;
  /** How the customer reaches the company (the owner's settings and account); absent in owner mails. */
  ownerContact?: { email: string; phone: string } | undefined;
  language: Language;
  timeZone: string;
  currency: string;
  lengthUnit: "KM" | "MILE";
  startingAddress: string;
  arrivalAddress: string;
  pickUpTime: Date;
  returnPickUpTime: Date | null;
  distanceKm: number;
  durationMinutes: number;
  vehicleName: string;
  passengers: number;
  baggage: number;
  options: { name: string; quantity: number }[];
  /** The breakdown in minor units, as the price engine made it. */
  priceLines: PriceLine[];
  price: number;
  paymentMode: "ONLINE" | "DRIVER";
  customer: { firstName: string; lastName: string; email: string; phone: string; companyName: string };
  travelNumber: string;
  notes: string;
  extraFields: { name: string; value: string }[];
  /** The customer's link to the proof of booking and the ride's documents (decision 0099). */
  proofUrl?: string | null;
}

/** Date formatters for e-mails, made once per language and zone (see kernel/format.ts). */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** A pick-up in e-mails: the full date and the time in the module's zone ("mercredi 10 mars 2027 à 14:00"). */
export function formatMailDateTime(instant: Date, timeZone: string, language: Language): string {
  const key = `${language} ${timeZone}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: "full", timeStyle: "short", timeZone });
    dateTimeFormats.set(key, format);
  }
  return format.format(instant);
}

/** A distance with one decimal and its unit: "19,4 km" in French, "12.1 mi" in English. */
export function formatDistance(value: number, unit: "KM" | "MILE", language: Language): string {
  return numberFormat(language, {
    style: "unit",
    unit: unit === "MILE" ? "mile" : "kilometer",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}

/** A duration in whole minutes: "35 min". */
function formatMinutes(minutes: number, language: Language): string {
  return numberFormat(language, { style: "unit", unit: "minute" }).format(Math.round(minutes));
}

function lineLabel(line: PriceLine, view: BookingView, i18n: I18n): string {
  switch (line.kind) {
    case "distance":
      return line.leg === 0 ? i18n._("Outbound trip") : i18n._("Return trip");
    case "package":
      return i18n._("Package {name}", { name: line.name });
    case "surcharge":
      return line.name;
    case "approach":
      return i18n._("Approach ({distance})", {
        distance: formatDistance(line.distance, view.lengthUnit, view.language),
      });
    case "minimum-fare":
      return i18n._("Minimum fare");
    case "option":
      return `${line.name} × ${line.quantity}`;
    case "discount":
      return i18n._("Discount {code}", { code: line.code });
    case "rounding":
      return i18n._("Rounding");
  }
}

/** Label/value rows of the trip, shared by the text and HTML forms of every booking e-mail. */
export function bookingRows(view: BookingView, i18n: I18n): [string, string][] {
  const when = (instant: Date) => formatMailDateTime(instant, view.timeZone, view.language);
  const rows: [string, string][] = [
    [i18n._("Booking number"), String(view.number)],
    [i18n._("Pick-up"), when(view.pickUpTime)],
  ];
  if (view.returnPickUpTime) rows.push([i18n._("Return pick-up"), when(view.returnPickUpTime)]);
  rows.push(
    [i18n._("From"), view.startingAddress],
    [i18n._("To"), view.arrivalAddress],
    [
      i18n._("Distance"),
      formatDistance(inUnit(view.distanceKm, view.lengthUnit), view.lengthUnit, view.language),
    ],
    [i18n._("Duration"), formatMinutes(view.durationMinutes, view.language)],
    [i18n._("Vehicle"), view.vehicleName],
    [i18n._("Passengers"), String(view.passengers)],
    [i18n._("Baggage"), String(view.baggage)],
  );
  if (view.travelNumber) rows.push([i18n._("Flight or train number"), view.travelNumber]);
  for (const field of view.extraFields) rows.push([field.name, field.value]);
  if (view.notes) rows.push([i18n._("Notes"), view.notes]);
  rows.push([
    i18n._("Payment"),
    view.paymentMode === "DRIVER" ? i18n._("Payment to the driver") : i18n._("Paid online by card"),
  ]);
  return rows;
}

export function customerRows(view: BookingView, i18n: I18n): [string, string][] {
  const name = `${view.customer.firstName} ${view.customer.lastName}`.trim();
  const rows: [string, string][] = [[i18n._("Customer"), name]];
  if (view.customer.companyName) rows.push([i18n._("Company"), view.customer.companyName]);
  if (view.customer.email) rows.push([i18n._("E-mail"), view.customer.email]);
  if (view.customer.phone) rows.push([i18n._("Phone"), view.customer.phone]);
  return rows;
}

/**
 * How the customer reaches the company: its name, phone and e-mail, as the owner set them in
 * the module's settings and account. Empty when the view has no owner contact (owner mails).
 */
export function ownerContactRows(view: BookingView, i18n: I18n): [string, string][] {
  if (!view.ownerContact) return [];
  const rows: [string, string][] = [[i18n._("Company"), view.companyName]];
  if (view.ownerContact.phone) rows.push([i18n._("Phone"), view.ownerContact.phone]);
  rows.push([i18n._("E-mail"), view.ownerContact.email]);
  return rows;
}

/**
 * The price breakdown: one row per line, then the total. Lines with tax (docs/decisions/0083)
 * also say their net and tax, and the total before tax and each rate's tax precede the total.
 */
export function priceRows(view: BookingView, i18n: I18n): [string, string][] {
  const money = (minor: number) => formatMoney(minor, view.currency, view.language);
  const percent = (basisPoints: number) => formatPercent(basisPoints, view.language);
  const lineValue = (line: PriceLine) =>
    line.taxRate === undefined
      ? money(line.amount)
      : i18n._("{gross} ({net} before tax, tax {rate}: {tax})", {
          gross: money(line.amount),
          net: money(line.net ?? 0),
          rate: percent(line.taxRate),
          tax: money(line.tax ?? 0),
        });
  const taxes = taxTotals(view.priceLines);
  return [
    ...view.priceLines.map((line): [string, string] => [lineLabel(line, view, i18n), lineValue(line)]),
    ...(taxes
      ? [
          [i18n._("Total before tax"), money(taxes.net)] as [string, string],
          ...taxes.rates.map((rate): [string, string] => [
            i18n._("Tax {rate}", { rate: percent(rate.taxRate) }),
            money(rate.tax),
          ]),
        ]
      : []),
    [i18n._("Total"), money(view.price)],
  ];
}

/** A tax rate stored in basis points, as a percent in the reader's language ("5,5 %"). */
function formatPercent(basisPoints: number, language: Language): string {
  return numberFormat(language, { style: "percent", maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}

/**
 * "Label: value" lines. The pattern is a translation: French puts a narrow no-break space
 * before the colon ("Numéro : 2"), which the catalog carries, not a rewrite of the text.
 */
export function rowsAsText(rows: [string, string][], i18n: I18n): string {
  return rows.map(([label, value]) => labelled(i18n, label, value)).join("\n");
}

/** One "label: value" in the reader's typography. */
export function labelled(i18n: I18n, label: string, value: string): string {
  return i18n._("{label}: {value}", { label, value });
}

/** A two-column table; every label and value is escaped (owner and customer text). */
export function rowsAsHtml(rows: [string, string][], boldLast = false): string {
  const cells = rows.map(([label, value], index) => {
    const weight = boldLast && index === rows.length - 1 ? "font-weight:bold;" : "";
    return `<tr><td style="padding:4px 12px 4px 0;color:#616e7c;vertical-align:top;${weight}">${escapeHtml(label)}</td><td style="padding:4px 0;${weight}">${escapeHtml(value)}</td></tr>`;
  });
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:12px 0;border-collapse:collapse;">${cells.join("")}</table>`;
}
