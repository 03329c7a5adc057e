import { serverI18n } from "../../../kernel/server-i18n.js";
import {
  type BookingView,
  bookingRows,
  customerRows,
  formatMailDateTime,
  labelled,
  ownerContactRows,
  priceRows,
  rowsAsHtml,
  rowsAsText,
} from "../layout/booking-view.js";
import { renderButton, renderLayout, textToHtml } from "../layout/html.js";
import { cancellationPolicyText } from "./cancellation-policy-text.js";
import { oneLine, type RenderedMail } from "./rendered-mail.js";

/** The button to the customer's manage page, when the view has one (customer mails). */
function manageAction(view: BookingView): { text: string; html: string } | undefined {
  if (!view.manageUrl) return undefined;
  const i18n = serverI18n(view.language);
  const label = i18n._("See or cancel your booking");
  return { text: `${label}: ${view.manageUrl}`, html: renderButton(view.manageUrl, label) };
}

/** A booking mail: paragraphs, optional actions, sections of rows, and the footer. */
export function compose(
  view: BookingView,
  subject: string,
  paragraphs: string[],
  sections: { rows: [string, string][]; boldLast?: boolean }[],
  footer: string,
  ownActions?: { text: string; html: string },
): RenderedMail {
  const i18n = serverI18n(view.language);
  const manage = manageAction(view);
  const actions =
    ownActions && manage
      ? { text: `${ownActions.text}\n${manage.text}`, html: ownActions.html + manage.html }
      : (ownActions ?? manage);
  const text = [
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(actions ? [actions.text, ""] : []),
    ...sections.filter((s) => s.rows.length > 0).flatMap((s) => [rowsAsText(s.rows, i18n), ""]),
    "--",
    footer,
  ].join("\n");
  const bodyHtml = [
    ...paragraphs.map((p) => `<p>${textToHtml(p)}</p>`),
    actions?.html ?? "",
    ...sections.filter((s) => s.rows.length > 0).map((s) => rowsAsHtml(s.rows, s.boldLast)),
  ].join("\n");
  return { subject, text, html: renderLayout({ language: view.language, title: subject, bodyHtml, footer }) };
}

const company = (view: BookingView) => oneLine(view.companyName) || "Chauffeur Booking";

/** The owner's cancellation policy, in the customer's received and confirmed e-mails. */
function policyParagraph(view: BookingView): string[] {
  if (!view.cancellationPolicy) return [];
  const i18n = serverI18n(view.language);
  return [cancellationPolicyText(view.cancellationPolicy, { ...view, companyName: company(view) }, i18n)];
}

/** To the customer right after checkout: what was asked, the price breakdown, what happens next. */
export function renderBookingReceived(view: BookingView): RenderedMail {
  const i18n = serverI18n(view.language);
  const subject = i18n._("Your booking request no. {number} to {company}", {
    number: view.number,
    company: company(view),
  });
  const next = i18n._(
    "{company} has received your request and will confirm it by e-mail. You have nothing else to do for now.",
    { company: company(view) },
  );
  return compose(
    view,
    subject,
    [i18n._("Thank you for your booking."), next, ...policyParagraph(view)],
    [
      { rows: bookingRows(view, i18n) },
      { rows: priceRows(view, i18n), boldLast: true },
      { rows: ownerContactRows(view, i18n) },
    ],
    i18n._("You receive this e-mail because you booked a ride with {company}.", { company: company(view) }),
    proofAction(view),
  );
}

/** The button to the proof of booking, when one was issued. */
function proofAction(view: BookingView): { text: string; html: string } | undefined {
  if (!view.proofUrl) return undefined;
  const i18n = serverI18n(view.language);
  const label = i18n._("Your proof of booking");
  return { text: `${label}: ${view.proofUrl}`, html: renderButton(view.proofUrl, label) };
}

/**
 * To the owner: a new booking with its details and the confirm and cancel links, or, when their
 * automatic confirmation confirmed it (no links), a notice that it is confirmed.
 */
export function renderBookingForOwner(
  view: BookingView,
  links: { confirmUrl: string; cancelUrl: string } | null,
): RenderedMail {
  const i18n = serverI18n(view.language);
  // No customer-typed text in the subject: a name such as "URGENT verify your account" would
  // read as the sender's words in the owner's inbox list. The body shows it, escaped and labelled.
  const pickUp = formatMailDateTime(view.pickUpTime, view.timeZone, view.language);
  const subject = links
    ? i18n._("New booking no. {number} for {pickUp}", { number: view.number, pickUp })
    : i18n._("New booking no. {number} for {pickUp}, confirmed", { number: view.number, pickUp });
  const intro = links
    ? i18n._("A customer booked a ride. Confirm or cancel it; the customer is told by e-mail.")
    : i18n._(
        "A customer booked a ride and your automatic confirmation confirmed it: the customer already has the confirmation e-mail.",
      );
  const confirm = i18n._("Confirm the booking");
  const cancel = i18n._("Cancel the booking");
  return compose(
    view,
    subject,
    [intro],
    [
      { rows: bookingRows(view, i18n) },
      { rows: customerRows(view, i18n) },
      { rows: priceRows(view, i18n), boldLast: true },
    ],
    i18n._("You receive this e-mail because your booking module took a booking."),
    links
      ? {
          text: `${labelled(i18n, confirm, links.confirmUrl)}\n${labelled(i18n, cancel, links.cancelUrl)}`,
          html: renderButton(links.confirmUrl, confirm) + renderButton(links.cancelUrl, cancel),
        }
      : undefined,
  );
}

/** To the customer when the owner confirms, with the owner's optional message. */
export function renderBookingConfirmed(view: BookingView, message: string): RenderedMail {
  const i18n = serverI18n(view.language);
  const subject = i18n._("Booking no. {number} confirmed by {company}", {
    number: view.number,
    company: company(view),
  });
  const paragraphs = [i18n._("Good news: your booking is confirmed.")];
  if (message.trim())
    paragraphs.push(i18n._("Message from {company}:", { company: company(view) }), message.trim());
  paragraphs.push(...policyParagraph(view));
  return compose(
    view,
    subject,
    paragraphs,
    [
      { rows: bookingRows(view, i18n) },
      { rows: priceRows(view, i18n), boldLast: true },
      { rows: ownerContactRows(view, i18n) },
    ],
    i18n._("You receive this e-mail because you booked a ride with {company}.", { company: company(view) }),
    proofAction(view),
  );
}

/**
 * To the customer when the owner cancels. The cancel message is a single space when the owner
 * wrote nothing: a blank message then simply leaves the message paragraph out.
 */
export function renderBookingCanceled(view: BookingView, message: string): RenderedMail {
  const i18n = serverI18n(view.language);
  const subject = i18n._("Booking no. {number} canceled by {company}", {
    number: view.number,
    company: company(view),
  });
  const paragraphs = [i18n._("We are sorry: your booking has been canceled.")];
  if (message.trim())
    paragraphs.push(i18n._("Message from {company}:", { company: company(view) }), message.trim());
  else paragraphs.push(i18n._("Contact {company} if you have any question.", { company: company(view) }));
  return compose(
    view,
    subject,
    paragraphs,
    [{ rows: bookingRows(view, i18n) }, { rows: ownerContactRows(view, i18n) }],
    i18n._("You receive this e-mail because you booked a ride with {company}.", { company: company(view) }),
  );
}

/** The owner shares a booking with a colleague (a driver, a partner): every detail and the owner's note. */
export function renderBookingShared(view: BookingView, message: string): RenderedMail {
  const i18n = serverI18n(view.language);
  const subject = i18n._("Booking no. {number} shared by {company}", {
    number: view.number,
    company: company(view),
  });
  const paragraphs = [i18n._("{company} shares this booking with you.", { company: company(view) })];
  if (message.trim())
    paragraphs.push(i18n._("Message from {company}:", { company: company(view) }), message.trim());
  return compose(
    view,
    subject,
    paragraphs,
    [
      { rows: bookingRows(view, i18n) },
      { rows: customerRows(view, i18n) },
      { rows: priceRows(view, i18n), boldLast: true },
    ],
    i18n._("You receive this e-mail because {company} shared a booking with you.", {
      company: company(view),
    }),
  );
}
