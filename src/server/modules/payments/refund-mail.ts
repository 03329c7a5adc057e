import type { I18n } from "@lingui/core";
import { formatMoney } from "../../kernel/format.js";
import { serverI18n } from "../../kernel/server-i18n.js";
import {
  type BookingView,
  bookingRows,
  customerRows,
  oneLine,
  type RenderedMail,
  renderLayout,
  rowsAsHtml,
  rowsAsText,
  textToHtml,
} from "../mail/index.js";

const customerOf = (view: BookingView) =>
  oneLine(`${view.customer.firstName} ${view.customer.lastName}`) || view.customer.email;

/** An owner's e-mail about a card payment: the paragraphs, then the booking and the customer. */
function ownerPaymentMail(
  view: BookingView,
  i18n: I18n,
  subject: string,
  paragraphs: string[],
): RenderedMail {
  const sections = [bookingRows(view, i18n), customerRows(view, i18n)];
  const footer = i18n._("You receive this e-mail because your booking module takes card payments.");
  const text = [
    ...paragraphs.flatMap((p) => [p, ""]),
    ...sections.flatMap((rows) => [rowsAsText(rows, i18n), ""]),
    "--",
    footer,
  ].join("\n");
  const bodyHtml = [
    ...paragraphs.map((p) => `<p>${textToHtml(p)}</p>`),
    ...sections.map((rows) => rowsAsHtml(rows)),
  ].join("\n");
  return { subject, text, html: renderLayout({ language: view.language, title: subject, bodyHtml, footer }) };
}

/**
 * To the owner: a customer's card payment arrived after the booking had stopped holding its
 * vehicle (the payment session had ended, or the booking was canceled), so it was refunded in
 * full and the booking stays off the planning.
 */
export function renderPaymentRefunded(view: BookingView): RenderedMail {
  const i18n = serverI18n(view.language);
  return ownerPaymentMail(
    view,
    i18n,
    i18n._("Payment refunded for booking no. {number}", { number: view.number }),
    [
      i18n._(
        "{customer} paid {amount} by card after booking no. {number} had been released (its payment time had run out or it was canceled).",
        {
          customer: customerOf(view),
          amount: formatMoney(view.price, view.currency, view.language),
          number: view.number,
        },
      ),
      i18n._(
        "The payment was refunded in full automatically and the vehicle is not held. Contact the customer if you can still do the ride.",
      ),
    ],
  );
}

/**
 * To the owner: Stripe reports that a refund to the customer failed (decision 0117). The money
 * is still on the owner's account; they give it back another way and tell the customer.
 */
export function renderRefundFailed(view: BookingView, refund: number): RenderedMail {
  const i18n = serverI18n(view.language);
  return ownerPaymentMail(
    view,
    i18n,
    i18n._("Refund failed for booking no. {number}", { number: view.number }),
    [
      i18n._("Stripe reports that the refund of {amount} to {customer} for booking no. {number} failed.", {
        amount: formatMoney(refund, view.currency, view.language),
        customer: customerOf(view),
        number: view.number,
      }),
      i18n._(
        "The money is still on your Stripe account. Refund the customer from your Stripe dashboard or another way, and let them know.",
      ),
    ],
  );
}

/**
 * To the owner: the card could not be charged for a change's higher price (decision 0133): the
 * payment failed or its link expired unpaid. The difference is now the driver's to collect.
 */
export function renderChangeChargeFailed(view: BookingView, amount: number): RenderedMail {
  const i18n = serverI18n(view.language);
  return ownerPaymentMail(
    view,
    i18n,
    i18n._("Change not paid for booking no. {number}", { number: view.number }),
    [
      i18n._(
        "The card of {customer} could not be charged {amount} for the change of booking no. {number}, and the customer did not pay it on the payment page.",
        {
          customer: customerOf(view),
          amount: formatMoney(amount, view.currency, view.language),
          number: view.number,
        },
      ),
      i18n._("The difference is now to be paid to the driver; it is added to the driver’s part."),
    ],
  );
}
