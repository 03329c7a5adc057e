import type { I18n } from "@lingui/core";
import type { CancellationPolicy } from "../../../../contract/cancellation-policy.js";
import type { Language } from "../../../../contract/common.js";
import { escapeHtml } from "../../../../contract/escape-html.js";
import { inUnit, type PriceLine, taxTotals } from "../../../../pricing/index.js";
import { formatMoney, formatPercent, numberFormat } from "../../../kernel/format.js";

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
  /** A hire's duration in minutes (docs/decisions/0096); null for a transfer. */
  hireMinutes: number | null;
  /** A transfer's stops on the way, in order (docs/decisions/0097). */
  stops: { label: string; waitingMinutes: number }[];
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
  /** How it is paid, minor units (docs/decisions/0093, 0094); absent: as its payment mode says. */
  split?: PaymentSplit;
  customer: { firstName: string; lastName: string; email: string; phone: string; companyName: string };
  travelNumber: string;
  notes: string;
  extraFields: { name: string; value: string }[];
  /** The customer's link to the proof of booking and the ride's documents (decision 0099). */
  proofUrl?: string | null;
  /** The customer's private page to see and cancel the booking (decision 0109); customer mails only. */
  manageUrl?: string | null;
  /** The owner's cancellation policy, which the customer's received and confirmed e-mails state. */
  cancellationPolicy?: CancellationPolicy;
}

/** A booking's tip, the card's charge and the driver's part, in minor units. */
export interface PaymentSplit {
  gratuity: number;
  online: number;
  driver: number;
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
    case "hire":
      return i18n._("Hourly hire ({minutes} min)", { minutes: line.minutes });
    case "extra-distance":
      return i18n._("Extra distance ({distance})", {
        distance: formatDistance(line.distance, view.lengthUnit, view.language),
      });
    case "stops":
      return i18n._("Stops × {quantity}", { quantity: line.quantity });
    case "waiting":
      return i18n._("Waiting at stops ({minutes} min)", { minutes: line.minutes });
    case "owner-price":
      return i18n._("Ride");
  }
}

/** A stop as e-mails and calendars show it: its address, and the minutes waited there if any. */
export function stopText(stop: { label: string; waitingMinutes: number }, i18n: I18n): string {
  return stop.waitingMinutes > 0
    ? i18n._("{label} (waiting {minutes} min)", { label: stop.label, minutes: stop.waitingMinutes })
    : stop.label;
}

/** The rows of a hire's duration, or of a transfer's stops, in the order they are driven. */
function serviceRows(view: BookingView, i18n: I18n): [string, string][] {
  if (view.hireMinutes !== null) {
    return [[i18n._("Hourly hire"), formatMinutes(view.hireMinutes, view.language)]];
  }
  return view.stops.map((stop, index) => [
    i18n._("Stop {number}", { number: index + 1 }),
    stopText(stop, i18n),
  ]);
}

/** Label/value rows of the trip, shared by the text and HTML forms of every booking e-mail. */
export function bookingRows(view: BookingView, i18n: I18n): [string, string][] {
  const when = (instant: Date) => formatMailDateTime(instant, view.timeZone, view.language);
  const rows: [string, string][] = [
    [i18n._("Booking number"), String(view.number)],
    [i18n._("Pick-up"), when(view.pickUpTime)],
  ];
  if (view.returnPickUpTime) rows.push([i18n._("Return pick-up"), when(view.returnPickUpTime)]);
  rows.push([i18n._("From"), view.startingAddress], ...serviceRows(view, i18n));
  if (view.arrivalAddress) rows.push([i18n._("To"), view.arrivalAddress]);
  rows.push(
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
  return [...rows, ...splitRows(view, i18n)];
}

/**
 * A deposit or a tip: the tip, what the card is charged and what the driver collects. Nothing
 * for a booking paid whole to the driver or whole online without a tip (the Payment row says it).
 */
function splitRows(view: BookingView, i18n: I18n): [string, string][] {
  const split = view.split;
  if (!split || view.paymentMode === "DRIVER" || (split.gratuity === 0 && split.driver === 0)) return [];
  const money = (minor: number) => formatMoney(minor, view.currency, view.language);
  const rows: [string, string][] = [];
  if (split.gratuity > 0) rows.push([i18n._("Tip for the driver"), money(split.gratuity)]);
  rows.push([i18n._("Charged online"), money(split.online)]);
  if (split.driver > 0) rows.push([i18n._("To pay the driver"), money(split.driver)]);
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
