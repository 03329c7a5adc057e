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

/**
 * To the owner: a customer's card payment arrived after the booking had stopped holding its
 * vehicle (the payment session had ended, or the booking was canceled), so it was refunded in
 * full and the booking stays off the planning.
 */
export function renderPaymentRefunded(view: BookingView): RenderedMail {
  const i18n = serverI18n(view.language);
  const customer = oneLine(`${view.customer.firstName} ${view.customer.lastName}`) || view.customer.email;
  const subject = i18n._("Payment refunded for booking no. {number}", { number: view.number });
  const paragraphs = [
    i18n._(
      "{customer} paid {amount} by card after booking no. {number} had been released (its payment time had run out or it was canceled).",
      { customer, amount: formatMoney(view.price, view.currency, view.language), number: view.number },
    ),
    i18n._(
      "The payment was refunded in full automatically and the vehicle is not held. Contact the customer if you can still do the ride.",
    ),
  ];
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
