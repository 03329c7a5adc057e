import { changedFieldId } from "../../../../contract/booking-change.js";
import { CHANGED_FIELD_LABELS } from "../../../../contract/booking-labels.js";
import { formatMoney } from "../../../kernel/format.js";
import { serverI18n } from "../../../kernel/server-i18n.js";
import { type BookingView, bookingRows, customerRows } from "../layout/booking-view.js";
import { renderButton } from "../layout/html.js";
import { compose } from "./booking-mails.js";
import { oneLine, type RenderedMail } from "./rendered-mail.js";

type I18n = ReturnType<typeof serverI18n>;

/** A change as the e-mails state it: its fields before and after, and the prices (minor units). */
export interface ChangeSummary {
  changes: { field: string; from: string; to: string }[];
  oldPrice: number;
  newPrice: number;
  /** Given back to the card, minor units (0: nothing). */
  refund: number;
  /** Charged to the card (decision 0133), minor units (0: nothing, the driver collects any extra). */
  charge: number;
}

const company = (view: BookingView) => oneLine(view.companyName) || "Chauffeur Booking";

/** A changed field's name as people read it (the ids: the contract's CHANGED_FIELDS). */
export function changedFieldLabel(field: string, i18n: I18n): string {
  return i18n._(CHANGED_FIELD_LABELS[changedFieldId(field)]);
}

/** The change's rows: each field "before → after", then the price. */
function changeRows(view: BookingView, change: ChangeSummary, i18n: I18n): [string, string][] {
  const money = (minor: number) => formatMoney(minor, view.currency, view.language);
  const none = i18n._("none");
  return [
    ...change.changes.map((line): [string, string] => [
      changedFieldLabel(line.field, i18n),
      `${line.from || none} → ${line.to || none}`,
    ]),
    [i18n._("Price"), `${money(change.oldPrice)} → ${money(change.newPrice)}`],
  ];
}

/** Who pays the difference, in the customer's or the owner's words. */
function moneyParagraph(view: BookingView, change: ChangeSummary, i18n: I18n): string[] {
  const money = (minor: number) => formatMoney(minor, view.currency, view.language);
  const more = change.newPrice - change.oldPrice;
  if (change.refund > 0)
    return [
      i18n._("{amount} is refunded to the card used for the booking.", { amount: money(change.refund) }),
    ];
  if (change.charge > 0)
    return [
      i18n._("The difference of {amount} is charged to the card used for the booking.", {
        amount: money(change.charge),
      }),
    ];
  if (more > 0) return [i18n._("The difference of {amount} is paid to the driver.", { amount: money(more) })];
  return [];
}

/** To the owner: a customer asks for a change, with buttons to accept or refuse it (or a notice). */
export function renderChangeForOwner(
  view: BookingView,
  change: ChangeSummary,
  links: { decideUrl: string } | null,
): RenderedMail {
  const i18n = serverI18n(view.language);
  const subject = links
    ? i18n._("Booking no. {number}: the customer asks for a change", { number: view.number })
    : i18n._("Booking no. {number} changed by the customer", { number: view.number });
  const intro = links
    ? i18n._("The customer asks to change this booking. The vehicle is free for the new trip.")
    : i18n._("The customer changed this booking under your policy; the vehicle is held for the new trip.");
  const label = i18n._("Accept or refuse the change");
  const actions = links
    ? { text: `${label}: ${links.decideUrl}`, html: renderButton(links.decideUrl, label) }
    : undefined;
  return compose(
    view,
    subject,
    [intro, ...moneyParagraph(view, change, i18n)],
    [
      { rows: changeRows(view, change, i18n) },
      { rows: bookingRows(view, i18n) },
      { rows: customerRows(view, i18n) },
    ],
    i18n._("You receive this e-mail because your booking module took a booking."),
    actions,
  );
}

/** To the customer: their change is applied (at once or accepted by the owner), or refused. */
export function renderChangeForCustomer(
  view: BookingView,
  change: ChangeSummary,
  outcome: "APPLIED" | "REFUSED",
): RenderedMail {
  const i18n = serverI18n(view.language);
  const subject =
    outcome === "APPLIED"
      ? i18n._("Booking no. {number} with {company} changed", { number: view.number, company: company(view) })
      : i18n._("Booking no. {number} with {company}: change refused", {
          number: view.number,
          company: company(view),
        });
  const paragraphs =
    outcome === "APPLIED"
      ? [i18n._("Your booking is changed as you asked."), ...moneyParagraph(view, change, i18n)]
      : [
          i18n._("{company} could not accept your change: your booking stays as it was.", {
            company: company(view),
          }),
        ];
  return compose(
    view,
    subject,
    paragraphs,
    [{ rows: changeRows(view, change, i18n) }, { rows: bookingRows(view, i18n) }],
    i18n._("You receive this e-mail because you booked a ride with {company}.", { company: company(view) }),
  );
}

/**
 * To the customer: the card could not be charged for their change without them (decision 0133),
 * so they pay the difference on a payment page; until then it is due.
 */
export function renderChangePaymentDue(view: BookingView, amount: number, payUrl: string): RenderedMail {
  const i18n = serverI18n(view.language);
  const label = i18n._("Pay {amount}", { amount: formatMoney(amount, view.currency, view.language) });
  return compose(
    view,
    i18n._("Booking no. {number} with {company}: payment due for your change", {
      number: view.number,
      company: company(view),
    }),
    [
      i18n._(
        "Your change costs {amount} more. Your card could not be charged without you: please pay the difference on the secure payment page within 24 hours.",
        { amount: formatMoney(amount, view.currency, view.language) },
      ),
      i18n._("Without this payment, the difference is paid to the driver."),
    ],
    [{ rows: bookingRows(view, i18n) }],
    i18n._("You receive this e-mail because you booked a ride with {company}.", { company: company(view) }),
    { text: `${label}: ${payUrl}`, html: renderButton(payUrl, label) },
  );
}
