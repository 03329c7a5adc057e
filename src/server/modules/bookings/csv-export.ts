import { Readable } from "node:stream";
import { BOOKING_STATUS_LABELS, paymentLabel } from "../../../contract/booking-labels.js";
import type { Language } from "../../../contract/common.js";
import { currencyDecimals, fromMinorUnits, MILES_PER_KM } from "../../../pricing/index.js";
import { serverI18n } from "../../kernel/server-i18n.js";
import { wallClockWriter } from "../../lib/wall-clock-writer.js";
import type { ModuleRow } from "../settings/index.js";
import type { AdminBookingsRepository, BookingFilters, ExportCursor, ExportRow } from "./admin-repository.js";
import { csvFieldWriter } from "./csv-lines.js";
import { paymentSplit } from "./view.js";

/**
 * Rows read from the database at a time, and rows written per turn of the event loop. Reading
 * costs this thread little (the database's share runs elsewhere: PostgreSQL's process, or
 * PGlite's own thread; here, one JSON.parse per read), but each read has a fixed cost, so reads
 * are large. Writing is this thread's work (about 5 µs a row), so a turn writes a slice of a
 * read and lets other requests in before the next. Memory stays flat whatever the number of
 * bookings. Measured at 100,000 bookings beside another tenant's price requests (docs/decisions/0067).
 */
export const CSV_BATCH = { readRows: 500, writeRows: 125 };

/** The columns the file shows, read from the database and nothing else. */
const CSV_COLUMNS = [
  "number",
  "status",
  "paymentMode",
  "payment",
  "orderDate",
  "pickUpTime",
  "returnPickUpTime",
  "startingAddress",
  "arrivalAddress",
  "serviceType",
  "hireMinutes",
  "stops",
  "distanceKm",
  "durationMinutes",
  "vehicleName",
  "passengers",
  "baggage",
  "options",
  "fields",
  "travelNumber",
  "notes",
  "price",
  "undiscountedPrice",
  "priceNet",
  "priceTax",
  "gratuity",
  "onlineAmount",
  "driverAmount",
  "currency",
  "discountCode",
  "customerFirstName",
  "customerLastName",
  "customerCompanyName",
  "customerEmail",
  "customerPhone",
  "customerCountry",
  "customerStreet",
  "customerAdditionalAddress",
  "customerCity",
  "customerPostalCode",
  "createdManually",
  "source",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
  "referrerOrigin",
] as const;

/** A booking as read for the file: an array, its values in the order of CSV_COLUMNS. */
type CsvRow = ExportRow<typeof CSV_COLUMNS>;

/** A row's tip, card charge and driver's part (paymentSplit, the one rule for older bookings too). */
const split = (r: CsvRow) =>
  paymentSplit({
    paymentMode: r[at.paymentMode],
    price: r[at.price],
    gratuity: r[at.gratuity],
    onlineAmount: r[at.onlineAmount],
    driverAmount: r[at.driverAmount],
  });

/**
 * Where each column sits in a row, typed: `row[at.price]` is the price's value, a number. Rows
 * are arrays rather than objects because the database writes them in half the time
 * (exportBatch).
 */
type Positions<T extends readonly string[]> = {
  [I in keyof T as I extends `${number}` ? T[I] & string : never]: I extends `${infer N extends number}`
    ? N
    : never;
};
const at = Object.fromEntries(CSV_COLUMNS.map((column, index) => [column, index])) as Positions<
  typeof CSV_COLUMNS
>;

/**
 * A phone number as people write it: "+", then digits, spaces, dots, dashes, slashes and
 * parentheses only. Without a letter it can name no function, cell or external program, so a
 * spreadsheet that reads it as a formula can at worst compute a number: nothing runs.
 */
const PLAIN_PHONE_NUMBER = /^\+\d[\d ()./-]*$/;

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a
 * leading apostrophe, as OWASP recommends against CSV injection. The apostrophe shows in the
 * cell; the text after it is the value as typed. A plain phone number ("+33 6 12 34 56 78") is
 * written as is: it cannot carry a formula, and the apostrophe would spoil it
 * (docs/decisions/0054-bookings-csv-per-language.md).
 */
export function neutraliseFormula(value: string): string {
  // The first character alone clears almost every cell, without a regular expression.
  if (!FORMULA_START.has(value.charAt(0)) || PLAIN_PHONE_NUMBER.test(value)) return value;
  return `'${value}`;
}
const FORMULA_START = new Set(["=", "+", "-", "@", "\t", "\r"]);

/**
 * How a spreadsheet in the reader's language splits a CSV line: French and Spanish Excel use the
 * comma as decimal separator, so their lists are separated by ";"; English keeps ",".
 */
export function csvDelimiter(language: Language): ";" | "," {
  return language === "en" ? "," : ";";
}

/** A decimal as that spreadsheet reads it: "19,4" in French and Spanish, "19.4" in English; no grouping. */
function decimalFormat(language: Language, fractionDigits: { min: number; max: number }) {
  const format = new Intl.NumberFormat(language, {
    useGrouping: false,
    minimumFractionDigits: fractionDigits.min,
    maximumFractionDigits: fractionDigits.max,
  });
  // Prices and distances repeat from booking to booking (a fixed fare, the same airport run): a
  // value already written is looked up rather than formatted by Intl again. Bounded per export.
  const written = new Map<number, string>();
  return (value: number) => {
    // A Map holds 0 and -0 as one key; Intl writes them apart ("0" and "-0").
    if (value === 0) return format.format(value);
    let text = written.get(value);
    if (text === undefined) {
      text = format.format(value);
      if (written.size >= DECIMALS_KEPT) written.clear();
      written.set(value, text);
    }
    return text;
  };
}
const DECIMALS_KEPT = 10_000;

/**
 * A value computed once per key for the whole export: building an Intl formatter, or looking a
 * label up, costs more than writing the cell itself, and 100,000 rows share a handful of keys.
 */
function once<K, V>(make: (key: K) => V): (key: K) => V {
  const made = new Map<K, V>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}

function columns(language: Language, unit: "KM" | "MILE") {
  const i18n = serverI18n(language);
  const distanceUnit = unit === "MILE" ? "mi" : "km";
  const distance = decimalFormat(language, { min: 0, max: 1 });
  // As many decimals as pricing counts in the currency (EUR 2, JPY and HUF 0: whole forints).
  const amountFormat = once((currency: string) => {
    const digits = currencyDecimals(currency);
    return decimalFormat(language, { min: digits, max: digits });
  });
  const money = (row: CsvRow, minor: number) =>
    amountFormat(row[at.currency])(fromMinorUnits(minor, row[at.currency]));
  const optionalMoney = (row: CsvRow, minor: number | null) => (minor === null ? "" : money(row, minor));
  const translated = once((message: string) => i18n._(message));
  // Written as literal i18n._ calls, so Lingui's extractor keeps them in the catalogs (it cannot
  // see a message passed through `translated`).
  const paymentModes = { DRIVER: i18n._("Payment to the driver"), ONLINE: i18n._("Online payment") };
  const services = { TRANSFER: i18n._("Transfer"), HOURLY: i18n._("Hourly hire") };
  const stopText = (label: string, minutes: number) =>
    minutes > 0 ? i18n._("{label} (waiting {minutes} min)", { label, minutes }) : label;
  const yes = i18n._("yes");
  const no = i18n._("no");
  return (zone: string): [string, (row: CsvRow) => string | number][] => {
    const wallClock = wallClockWriter(zone, " ");
    const when = (instant: string | null) => (instant ? wallClock(Date.parse(instant)) : "");
    return [
      [i18n._("Booking number"), (r) => r[at.number]],
      [i18n._("Status"), (r) => translated(BOOKING_STATUS_LABELS[r[at.status]])],
      [
        i18n._("Payment mode"),
        (r) => (r[at.paymentMode] === "DRIVER" ? paymentModes.DRIVER : paymentModes.ONLINE),
      ],
      [
        i18n._("Payment"),
        (r) => translated(paymentLabel({ paymentMode: r[at.paymentMode], payment: r[at.payment] })),
      ],
      [i18n._("Order date"), (r) => when(r[at.orderDate])],
      [i18n._("Pick-up"), (r) => when(r[at.pickUpTime])],
      [i18n._("Return pick-up"), (r) => when(r[at.returnPickUpTime])],
      [i18n._("From"), (r) => r[at.startingAddress]],
      [i18n._("To"), (r) => r[at.arrivalAddress]],
      // docs/decisions/0096, 0097: a hire's duration, a transfer's stops in order with their waits.
      [i18n._("Service"), (r) => (r[at.serviceType] === "HOURLY" ? services.HOURLY : services.TRANSFER)],
      [i18n._("Hire (min)"), (r) => r[at.hireMinutes] ?? ""],
      [
        i18n._("Stops"),
        (r) => r[at.stops].map((stop) => stopText(stop.label, stop.waitingMinutes)).join("; "),
      ],
      [
        `${i18n._("Distance")} (${distanceUnit})`,
        (r) => distance(unit === "MILE" ? r[at.distanceKm] * MILES_PER_KM : r[at.distanceKm]),
      ],
      [`${i18n._("Duration")} (min)`, (r) => r[at.durationMinutes]],
      [i18n._("Vehicle"), (r) => r[at.vehicleName]],
      [i18n._("Passengers"), (r) => r[at.passengers]],
      [i18n._("Baggage"), (r) => r[at.baggage]],
      [i18n._("Options"), (r) => r[at.options].map((o) => `${o.name} × ${o.quantity}`).join("; ")],
      [i18n._("Other fields"), (r) => r[at.fields].map((f) => `${f.name}: ${f.value}`).join("; ")],
      [i18n._("Flight or train number"), (r) => r[at.travelNumber]],
      [i18n._("Notes"), (r) => r[at.notes]],
      [i18n._("Price"), (r) => money(r, r[at.price])],
      [i18n._("Price before discount"), (r) => money(r, r[at.undiscountedPrice])],
      // Empty for a booking priced without a tax rate (docs/decisions/0083).
      [i18n._("Total before tax"), (r) => optionalMoney(r, r[at.priceNet])],
      [i18n._("Tax"), (r) => optionalMoney(r, r[at.priceTax])],
      // How it is paid (docs/decisions/0093, 0094): the tip, the card's charge, the driver's part.
      [i18n._("Tip for the driver"), (r) => money(r, r[at.gratuity])],
      [i18n._("Charged online"), (r) => money(r, split(r).online)],
      [i18n._("To pay the driver"), (r) => money(r, split(r).driver)],
      [i18n._("Currency"), (r) => r[at.currency]],
      [i18n._("Discount code"), (r) => r[at.discountCode] ?? ""],
      [i18n._("First name"), (r) => r[at.customerFirstName]],
      [i18n._("Last name"), (r) => r[at.customerLastName]],
      [i18n._("Company"), (r) => r[at.customerCompanyName]],
      [i18n._("E-mail"), (r) => r[at.customerEmail]],
      [i18n._("Phone"), (r) => r[at.customerPhone]],
      [i18n._("Country"), (r) => r[at.customerCountry]],
      [i18n._("Address"), (r) => r[at.customerStreet]],
      [i18n._("Apartment, office"), (r) => r[at.customerAdditionalAddress]],
      [i18n._("City"), (r) => r[at.customerCity]],
      [i18n._("Postal code"), (r) => r[at.customerPostalCode]],
      [i18n._("Created by hand"), (r) => (r[at.createdManually] ? yes : no)],
      // Where the booking came from (docs/decisions/0121): the utm_* names are the parameters' own.
      [i18n._("Source"), (r) => r[at.source] ?? ""],
      ["utm_source", (r) => r[at.utmSource] ?? ""],
      ["utm_medium", (r) => r[at.utmMedium] ?? ""],
      ["utm_campaign", (r) => r[at.utmCampaign] ?? ""],
      ["utm_term", (r) => r[at.utmTerm] ?? ""],
      ["utm_content", (r) => r[at.utmContent] ?? ""],
      [i18n._("Referring site"), (r) => r[at.referrerOrigin] ?? ""],
    ];
  };
}

/**
 * Bookings.csv (the dashboard's Reports menu): UTF-8 with a byte-order mark so spreadsheet apps read
 * accents right, separators and decimals of the reader's language, statuses and payments in
 * words of that language, one row per booking, newest first, streamed in keyset batches.
 */
export function bookingsCsv(
  repository: AdminBookingsRepository,
  module: ModuleRow,
  filters: BookingFilters,
  language: Language,
  batch: { readRows: number; writeRows: number } = CSV_BATCH,
): Readable {
  const table = columns(language, module.lengthUnit)(module.timeZone);
  const delimiter = csvDelimiter(language);
  const field = csvFieldWriter(delimiter);
  const cells = table.map(([, cell]) => cell);
  // A line is built cell by cell into one string: no array of its fields, no joins (garbage
  // per row is what the export leaves on this thread's heap).
  const line = (row: CsvRow) => {
    let text = "";
    for (let i = 0; i < cells.length; i++) {
      const value = (cells[i] as (row: CsvRow) => string | number)(row);
      if (i > 0) text += delimiter;
      text += field(typeof value === "number" ? value : neutraliseFormula(value));
    }
    return `${text}\r\n`;
  };
  const read = (after: ExportCursor | null) =>
    repository.exportBatch(module.id, filters, after, batch.readRows, CSV_COLUMNS);
  // One chunk per slice of rows, not one per row: the socket takes a whole slice per write, so
  // a busy server (other tenants' requests between every two chunks) still sends the export at
  // full speed, and each turn of the event loop spent here stays one slice long. The next read
  // is asked for before this one is written, so the database reads it while this thread writes
  // (one read ahead: a reader that stops holds that read and the stream's 16 KB, never the
  // whole export).
  async function* chunks() {
    yield `\uFEFF${table.map(([header]) => field(header)).join(delimiter)}\r\n`;
    let batchRead = await read(null);
    for (;;) {
      const { rows, next: after } = batchRead;
      const next = after ? read(after) : null;
      // A failure of the read ahead surfaces when it is awaited below, not as an unhandled rejection.
      next?.catch(() => undefined);
      for (let start = 0; start < rows.length; start += batch.writeRows) {
        let slice = "";
        const end = Math.min(start + batch.writeRows, rows.length);
        for (let i = start; i < end; i++) slice += line(rows[i] as CsvRow);
        yield slice;
      }
      if (!next) return;
      batchRead = await next;
    }
  }
  // A failure half-way (database gone) destroys the stream: the download ends with an error
  // instead of a silent cut. Bytes, not objects: back-pressure counts what waits to be sent.
  return Readable.from(chunks(), { objectMode: false });
}
