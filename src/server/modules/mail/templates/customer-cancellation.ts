import { formatMoney } from "../../../kernel/format.js";
import { serverI18n } from "../../../kernel/server-i18n.js";
import { type BookingView, bookingRows, customerRows, ownerContactRows } from "../layout/booking-view.js";
import { compose } from "./booking-mails.js";
import { oneLine, type RenderedMail } from "./rendered-mail.js";

/** What a customer's own cancellation cost, in minor units: the fee, and what goes back to the card. */
export interface CancellationOutcome {
  fee: number;
  refund: number;
}

const company = (view: BookingView) => oneLine(view.companyName) || "Chauffeur Booking";

/** The money sentences of a cancellation, for either reader. */
function moneyParagraphs(view: BookingView, outcome: CancellationOutcome, forOwner: boolean): string[] {
  const i18n = serverI18n(view.language);
  const money = (minor: number) => formatMoney(minor, view.currency, view.language);
  const paragraphs: string[] = [];
  if (outcome.fee === 0) paragraphs.push(i18n._("The cancellation is free of charge."));
  else if (view.paymentMode === "DRIVER")
    paragraphs.push(
      forOwner
        ? i18n._("The customer owes a cancellation fee of {fee} under your policy.", {
            fee: money(outcome.fee),
          })
        : i18n._("A cancellation fee of {fee} is due to {company} under its cancellation policy.", {
            fee: money(outcome.fee),
            company: company(view),
          }),
    );
  else
    paragraphs.push(
      i18n._("A cancellation fee of {fee} is kept from the card payment.", { fee: money(outcome.fee) }),
    );
  if (outcome.refund > 0)
    paragraphs.push(
      i18n._("{amount} is refunded to the card used for the booking.", { amount: money(outcome.refund) }),
    );
  return paragraphs;
}

/** To the customer who canceled through their manage link. */
export function renderCanceledByCustomer(view: BookingView, outcome: CancellationOutcome): RenderedMail {
  const i18n = serverI18n(view.language);
  const subject = i18n._("Booking no. {number} with {company} canceled", {
    number: view.number,
    company: company(view),
  });
  return compose(
    view,
    subject,
    [i18n._("Your booking is canceled, as you asked."), ...moneyParagraphs(view, outcome, false)],
    [{ rows: bookingRows(view, i18n) }, { rows: ownerContactRows(view, i18n) }],
    i18n._("You receive this e-mail because you booked a ride with {company}.", { company: company(view) }),
  );
}

/** To the owner: a customer canceled through their manage link; the vehicle and driver are free. */
export function renderCustomerCanceledForOwner(
  view: BookingView,
  outcome: CancellationOutcome,
): RenderedMail {
  const i18n = serverI18n(view.language);
  const subject = i18n._("Booking no. {number} canceled by the customer", { number: view.number });
  const intro = i18n._(
    "The customer canceled this booking through their booking link. The vehicle and the driver are free again.",
  );
  return compose(
    view,
    subject,
    [intro, ...moneyParagraphs(view, outcome, true)],
    [{ rows: bookingRows(view, i18n) }, { rows: customerRows(view, i18n) }],
    i18n._("You receive this e-mail because your booking module took a booking."),
  );
}
