import type { CancellationPolicy, CancellationTerms } from "../../../contract/cancellation-policy.js";
import { escapeHtml } from "../../../contract/escape-html.js";
import type { BookingStatus } from "../../db/tables/bookings.js";
import { formatMoney } from "../../kernel/format.js";
import { serverI18n } from "../../kernel/server-i18n.js";
import { serverPage } from "../../kernel/server-page.js";
import {
  type BookingView,
  bookingRows,
  cancellationPolicyText,
  ownerContactRows,
  priceRows,
} from "../mail/index.js";
import { type ChangeForm, renderChangeSection } from "./page-change.js";

type Translate = ReturnType<typeof serverI18n>;

/** What the customer's manage page shows (decision 0109). */
export interface ManagePage {
  /** The page's own address (the form posts under it). */
  path: string;
  view: BookingView;
  status: BookingStatus;
  policy: CancellationPolicy;
  terms: CancellationTerms;
  /** What a cancellation now would give back to the card, minor units. */
  refundNow: number;
  /** Set once the customer canceled: the fee and the refund it cost. */
  canceledByCustomer: { fee: number; refund: number } | null;
  documentsUrl: string | null;
  /** The "Change my ride" form, while the booking takes changes (decision 0115). */
  change: ChangeForm | null;
  /** Set right after the customer's change: applied at once, or waiting for the owner. */
  changeOutcome: "APPLIED" | "PENDING" | null;
  /** A change's extra the card could not take alone: its payment page (decision 0133). */
  paymentDue: { amount: number; url: string } | null;
}

function statusText(status: BookingStatus, i18n: Translate): string {
  switch (status) {
    case "VALIDATED":
      return i18n._("Waiting for confirmation");
    case "CONFIRMED":
      return i18n._("Confirmed");
    case "CANCELED":
      return i18n._("Canceled");
    case "EXPIRED":
      return i18n._("Expired");
    default:
      return i18n._("Done");
  }
}

const list = (rows: [string, string][]) =>
  `<dl>${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join("")}</dl>`;

function section(id: string, heading: string, body: string): string {
  return `<section aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(heading)}</h2>${body}</section>`;
}

/** The company's phone and e-mail as links a phone dials or a mail app opens. */
function contactSection(view: BookingView, i18n: Translate): string {
  const contact = view.ownerContact;
  if (!contact) return "";
  const links = [
    contact.phone
      ? `<li><a href="tel:${escapeHtml(contact.phone.replace(/[^+0-9]/g, ""))}">${escapeHtml(contact.phone)}</a></li>`
      : "",
    `<li><a href="mailto:${escapeHtml(contact.email)}">${escapeHtml(contact.email)}</a></li>`,
  ].join("");
  return section(
    "contact",
    i18n._("Contact {company}", { company: view.companyName }),
    `${list(ownerContactRows(view, i18n).slice(0, 1))}<ul>${links}</ul>`,
  );
}

/** The policy, what cancelling now costs, and the button when the customer may cancel. */
function cancelSection(page: ManagePage, i18n: Translate): string {
  const { view, terms } = page;
  const money = (minor: number) => formatMoney(minor, view.currency, view.language);
  const policy = `<p>${escapeHtml(cancellationPolicyText(page.policy, view, i18n))}</p>`;
  if (!terms.allowed) {
    const why =
      terms.reason === "STARTED"
        ? i18n._("The pick-up time has passed: this booking can no longer be canceled online.")
        : i18n._("This booking can no longer be canceled online: contact {company}.", {
            company: view.companyName,
          });
    return section("cancel", i18n._("Cancellation"), `${policy}<p class="warning">${escapeHtml(why)}</p>`);
  }
  const cost =
    terms.fee === 0
      ? i18n._("Cancelling now is free.")
      : i18n._("Cancelling now costs a fee of {fee}.", { fee: money(terms.fee) });
  const refund =
    page.refundNow > 0
      ? ` ${i18n._("{amount} is refunded to the card used for the booking.", { amount: money(page.refundNow) })}`
      : "";
  const form = `<form method="post" action="${escapeHtml(`${page.path}/cancel`)}"><button type="submit" class="danger">${escapeHtml(i18n._("Cancel my booking"))}</button></form>`;
  return section("cancel", i18n._("Cancellation"), `${policy}<p>${escapeHtml(cost + refund)}</p>${form}`);
}

/** The message at the top once the customer canceled: what it cost and what comes back. */
function canceledNotice(page: ManagePage, i18n: Translate): string {
  const done = page.canceledByCustomer;
  if (!done) return "";
  const money = (minor: number) => formatMoney(minor, page.view.currency, page.view.language);
  const parts = [i18n._("You canceled this booking.")];
  if (done.fee > 0) parts.push(i18n._("Cancellation fee: {fee}.", { fee: money(done.fee) }));
  if (done.refund > 0)
    parts.push(
      i18n._("{amount} is refunded to the card used for the booking.", { amount: money(done.refund) }),
    );
  return `<p class="notice" role="status">${escapeHtml(parts.join(" "))}</p>`;
}

/** A change's extra to pay on its payment page (the link the customer was e-mailed too). */
function paymentDueSection(page: ManagePage, i18n: Translate): string {
  const due = page.paymentDue;
  if (!due) return "";
  const amount = formatMoney(due.amount, page.view.currency, page.view.language);
  const text = i18n._(
    "Your change costs {amount} more and your card could not be charged without you. Without this payment, the difference is paid to the driver.",
    { amount },
  );
  const pay = `<a href="${escapeHtml(due.url)}">${escapeHtml(i18n._("Pay {amount}", { amount }))}</a>`;
  return section("payment-due", i18n._("Payment due"), `<p>${escapeHtml(text)}</p><p>${pay}</p>`);
}

/** The message at the top right after a change: applied, or sent to the company. */
function changedNotice(page: ManagePage, i18n: Translate): string {
  if (!page.changeOutcome) return "";
  const text =
    page.changeOutcome === "APPLIED"
      ? i18n._("Your booking is changed. The new details and price are below.")
      : i18n._("Your change request is sent to {company}. You will get an e-mail with the answer.", {
          company: page.view.companyName,
        });
  return `<p class="notice" role="status">${escapeHtml(text)}</p>`;
}

/**
 * The customer's page of one booking, in the booking's language: its state, the ride, the price
 * breakdown, its documents, "add to calendar", the company's contact and the cancellation. The
 * buttons are form POSTs that answer 303 back to this page; one small script of ours adds the
 * place search to the change form (decision 0126), which works without it for the other fields.
 */
export function renderManagePage(page: ManagePage): string {
  const { view } = page;
  const i18n = serverI18n(view.language);
  const title = i18n._("Booking no. {number}", { number: view.number });
  const active = page.status === "VALIDATED" || page.status === "CONFIRMED";
  const documents = page.documentsUrl
    ? `<li><a href="${escapeHtml(page.documentsUrl)}">${escapeHtml(i18n._("Your booking documents"))}</a></li>`
    : "";
  const calendar = active
    ? `<li><a href="${escapeHtml(`${page.path}/booking.ics`)}">${escapeHtml(i18n._("Add to my calendar"))}</a></li>`
    : "";
  const links = documents || calendar ? `<ul>${documents}${calendar}</ul>` : "";
  const body = [
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(view.companyName)} · <strong>${escapeHtml(statusText(page.status, i18n))}</strong></p>`,
    canceledNotice(page, i18n),
    changedNotice(page, i18n),
    active ? paymentDueSection(page, i18n) : "",
    links,
    section("ride", i18n._("Your ride"), list(bookingRows(view, i18n))),
    section("price", i18n._("Price"), list(priceRows(view, i18n))),
    page.change ? renderChangeSection(page.change, i18n) : "",
    active ? cancelSection(page, i18n) : "",
    contactSection(view, i18n),
  ].join("\n");
  return serverPage({
    language: view.language,
    title,
    body,
    // The change form's place search: our own script, only where the form offers places.
    head: `<meta name="referrer" content="no-referrer">${
      page.change?.places ? '\n<script src="/manage/place-search.js" defer></script>' : ""
    }`,
  });
}
