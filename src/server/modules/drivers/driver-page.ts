import type { Language } from "../../../contract/common.js";
import type { DriverCompletion } from "../../../contract/driver.js";
import { escapeHtml } from "../../../contract/escape-html.js";
import { formatMoney } from "../../kernel/format.js";
import { serverI18n } from "../../kernel/server-i18n.js";
import { instantToWallClock } from "../../lib/wall-clock.js";
import type { BookingRow } from "../bookings/index.js";

/** What the page says at its top after the driver marked a ride done (POST, then redirect). */
export interface DriverNotice {
  outcome: DriverCompletion;
  bookingId: number;
}

/** What the driver's page shows: who they are, for which company, their rides from today on. */
export interface DriverDay {
  driverName: string;
  companyName: string;
  language: Language;
  timeZone: string;
  /** "YYYY-MM-DD" of today in the module's zone. */
  today: string;
  rides: BookingRow[];
  /** The driver's link token: the page's own address, and its rides' proofs and forms. */
  token: string;
  /** The rides that have a proof of booking. */
  withProof: ReadonlySet<number>;
  notice: DriverNotice | null;
}

type Translate = ReturnType<typeof serverI18n>;

/** Large, high-contrast, one column: read in a car, on a 360 px phone, in daylight. */
export const DRIVER_PAGE_CSS = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f4f6f9;color:#1f2933;font-size:1.05rem;line-height:1.45}
header,main{max-width:640px;margin:0 auto;padding:12px 16px}
header{background:#1f2933;color:#fff;max-width:none}header p{margin:4px 0 0}
h1{font-size:1.3rem;margin:0}h2{font-size:1.15rem;margin:24px 0 8px}h3{font-size:1.1rem;margin:0 0 8px}
article{background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:14px 16px;margin:0 0 14px}
dl{display:grid;grid-template-columns:minmax(0,max-content) minmax(0,1fr);gap:6px 12px;margin:0}
dt{color:#52606d}dd{margin:0;overflow-wrap:anywhere}
a{color:#0b5ed7;display:inline-block;min-height:24px}
a:focus-visible{outline:3px solid #1f2933;outline-offset:2px}
.badge{display:inline-block;padding:2px 8px;border-radius:12px;background:#fff4ce;color:#5c4400;font-size:.9rem}
.collect{font-weight:700}
.empty{color:#52606d}
.badge.done{background:#d3f2e0;color:#0b4d2c}
.actions{display:flex;flex-wrap:wrap;gap:10px;margin:12px 0 0}
.button,button{display:inline-flex;align-items:center;min-height:44px;padding:8px 16px;border-radius:8px;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.button{background:#0b5ed7;color:#fff}
button{background:#1f6f43;color:#fff;border:0}
button:focus-visible,summary:focus-visible{outline:3px solid #1f2933;outline-offset:2px}
details{margin:12px 0 0}summary{cursor:pointer;min-height:44px;display:flex;align-items:center;font-weight:600;color:#0b5ed7}
details p{margin:8px 0}
.notice{background:#fff;border-left:6px solid #1f6f43;border-radius:8px;padding:12px 16px;margin:12px 0}
.notice.warning{border-color:#b54708}
.proof main{font-size:1.4rem;line-height:1.5}
.proof h1{font-size:1.8rem;margin:16px 0 4px}.proof h2{font-size:1.4rem}
.proof .subtitle{color:#52606d;margin:4px 0}
.proof section.block{border-top:3px solid #1f2933;margin-top:24px}
.proof section.block:first-of-type{border-top:0;margin-top:0}
@media print{header,.actions{display:none}}`;

/** A universal maps address: opens the phone's maps application (or the web map) on that place. */
export function mapsUrl(lat: number, lng: number, address: string): string {
  const query = lat !== 0 || lng !== 0 ? `${lat},${lng}` : address;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** A phone number as a tel: address (the dialler takes digits and a leading +). */
const telUrl = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, "")}`;

const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

function rideCard(row: BookingRow, day: DriverDay, i18n: Translate, withDate: boolean): string {
  const wall = (instant: Date | string) => instantToWallClock(new Date(instant), day.timeZone);
  const when = (instant: Date | string) => {
    const [date = "", time = ""] = wall(instant).split("T");
    return withDate ? `${date} ${time}` : time;
  };
  const customer = `${row.customerFirstName} ${row.customerLastName}`.trim();
  const rows: [string, string][] = [
    [
      escapeHtml(i18n._("From")),
      link(mapsUrl(row.startingLat, row.startingLng, row.startingAddress), row.startingAddress),
    ],
    [
      escapeHtml(i18n._("To")),
      link(mapsUrl(row.arrivalLat, row.arrivalLng, row.arrivalAddress), row.arrivalAddress),
    ],
  ];
  if (row.returnPickUpTime)
    rows.push([escapeHtml(i18n._("Return pick-up")), escapeHtml(when(row.returnPickUpTime))]);
  if (customer) rows.push([escapeHtml(i18n._("Customer")), escapeHtml(customer)]);
  if (row.customerPhone)
    rows.push([escapeHtml(i18n._("Phone")), link(telUrl(row.customerPhone), row.customerPhone)]);
  rows.push(
    [escapeHtml(i18n._("Passengers")), String(row.passengers)],
    [escapeHtml(i18n._("Baggage")), String(row.baggage)],
  );
  if (row.travelNumber)
    rows.push([escapeHtml(i18n._("Flight or train number")), escapeHtml(row.travelNumber)]);
  if (row.notes) rows.push([escapeHtml(i18n._("Notes")), escapeHtml(row.notes)]);
  const vehicle = row.vehiclePlate ? `${row.vehicleName} · ${row.vehiclePlate}` : row.vehicleName;
  rows.push([escapeHtml(i18n._("Vehicle")), escapeHtml(vehicle)]);
  const collect =
    row.paymentMode === "DRIVER" ? formatMoney(row.price, row.currency, day.language) : i18n._("Paid online");
  rows.push([escapeHtml(i18n._("Amount to collect")), `<span class="collect">${escapeHtml(collect)}</span>`]);
  const title = i18n._("{time} · Ride no. {number}", { time: when(row.pickUpTime), number: row.number });
  const list = rows.map(([label, value]) => `<dt>${label}</dt><dd>${value}</dd>`).join("");
  return `<article aria-labelledby="ride-${row.id}"><h3 id="ride-${row.id}">${escapeHtml(title)}${statusBadge(row, i18n)}</h3><dl>${list}</dl>${rideActions(row, day, i18n)}</article>`;
}

function statusBadge(row: BookingRow, i18n: Translate): string {
  if (row.status === "VALIDATED")
    return ` <span class="badge">${escapeHtml(i18n._("Waiting for confirmation"))}</span>`;
  if (row.status === "COMPLETED") return ` <span class="badge done">${escapeHtml(i18n._("Done"))}</span>`;
  return "";
}

/**
 * Under a ride: its proof of booking (shown at a roadside check), and for a confirmed ride whose
 * day has come, "Mark the ride done" behind a disclosure that asks once more (no script).
 */
function rideActions(row: BookingRow, day: DriverDay, i18n: Translate): string {
  const base = `/driver/${encodeURIComponent(day.token)}/rides/${row.id}`;
  const parts: string[] = [];
  if (day.withProof.has(row.id)) {
    parts.push(
      `<a class="button" href="${escapeHtml(`${base}/proof`)}">${escapeHtml(i18n._("Show the proof of booking"))}</a>`,
    );
  }
  const started = instantToWallClock(new Date(row.pickUpTime), day.timeZone).slice(0, 10) <= day.today;
  if (row.status === "CONFIRMED" && started) {
    const question = i18n._("The customer is dropped off and the ride is over? The company is told at once.");
    parts.push(
      `<details><summary>${escapeHtml(i18n._("Mark the ride done"))}</summary><form method="post" action="${escapeHtml(`${base}/done`)}"><p>${escapeHtml(question)}</p><button type="submit">${escapeHtml(i18n._("Yes, the ride is done"))}</button></form></details>`,
    );
  }
  return parts.length > 0 ? `<div class="actions">${parts.join("")}</div>` : "";
}

/** The sentence at the top of the page after the driver marked a ride done (or tried to). */
function noticeHtml(day: DriverDay, i18n: Translate): string {
  const notice = day.notice;
  const ride = notice && day.rides.find((row) => row.id === notice.bookingId);
  if (!notice || !ride) return "";
  const number = ride.number;
  const texts: Record<DriverCompletion, string> = {
    done: i18n._("Ride no. {number} is marked done.", { number }),
    "already-done": i18n._("Ride no. {number} was already marked done.", { number }),
    "not-confirmed": i18n._("Ride no. {number} is not confirmed: it cannot be marked done.", { number }),
    "not-today": i18n._("Ride no. {number} can be marked done on its day.", { number }),
    "mentions-missing": i18n._(
      "Ride no. {number} could not be marked done: the company's details are incomplete. Call the company.",
      { number },
    ),
  };
  const kind = notice.outcome === "done" ? "notice" : "notice warning";
  return `<p class="${kind}" role="status">${escapeHtml(texts[notice.outcome])}</p>`;
}

function section(id: string, heading: string, cards: string[], empty: string): string {
  const body = cards.length > 0 ? cards.join("\n") : `<p class="empty">${escapeHtml(empty)}</p>`;
  return `<section aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(heading)}</h2>\n${body}</section>`;
}

/**
 * The driver's page: their rides of today, then those ahead, each with its addresses (a tap
 * opens the maps), the customer's name and phone (a tap calls), notes, flight or train number
 * and the amount to collect. No script; nothing of other drivers; no way into the admin.
 */
export function renderDriverPage(day: DriverDay): string {
  const i18n = serverI18n(day.language);
  const dayOf = (row: BookingRow) => instantToWallClock(new Date(row.pickUpTime), day.timeZone).slice(0, 10);
  const today = day.rides
    .filter((row) => dayOf(row) <= day.today)
    .map((row) => rideCard(row, day, i18n, false));
  const later = day.rides
    .filter((row) => dayOf(row) > day.today)
    .map((row) => rideCard(row, day, i18n, true));
  const title = i18n._("Rides of {name}", { name: day.driverName });
  return `<!doctype html>
<html lang="${day.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/driver/driver.css">
</head>
<body>
<header><h1>${escapeHtml(title)}</h1><p>${escapeHtml(day.companyName)}</p></header>
<main>
${noticeHtml(day, i18n)}
${section("today", i18n._("Today"), today, i18n._("No ride today."))}
${section("upcoming", i18n._("Upcoming"), later, i18n._("No ride ahead."))}
</main>
</body>
</html>
`;
}
