import { formatMoney } from "../../../kernel/format.js";
import { serverI18n } from "../../../kernel/server-i18n.js";
import {
  type BookingView,
  bookingRows,
  customerRows,
  formatMailDateTime,
  labelled,
  ownerContactRows,
  priceRows,
} from "../layout/booking-view.js";
import { renderButton } from "../layout/html.js";
import { compose } from "./booking-mails.js";
import { oneLine, type RenderedMail } from "./rendered-mail.js";

const company = (view: BookingView) => oneLine(view.companyName) || "Chauffeur Booking";

/**
 * To the customer, hours before the pick-up (docs/decisions/0112): the ride's summary, its price,
 * how to reach the company and, when given, the link to manage the booking.
 */
export function renderCustomerReminder(view: BookingView, manageUrl?: string): RenderedMail {
  const i18n = serverI18n(view.language);
  const pickUp = formatMailDateTime(view.pickUpTime, view.timeZone, view.language);
  const subject = i18n._("Reminder: your ride no. {number} on {pickUp}", { number: view.number, pickUp });
  const manage = i18n._("Manage my booking");
  return compose(
    view,
    subject,
    [
      i18n._("Hello,"),
      i18n._("{company} reminds you of your ride on {pickUp}. Please be ready at the pick-up place.", {
        company: company(view),
        pickUp,
      }),
    ],
    [
      { rows: bookingRows(view, i18n) },
      { rows: priceRows(view, i18n), boldLast: true },
      { rows: ownerContactRows(view, i18n) },
    ],
    i18n._("You receive this e-mail because you booked a ride with {company}.", { company: company(view) }),
    manageUrl
      ? { text: labelled(i18n, manage, manageUrl), html: renderButton(manageUrl, manage) }
      : undefined,
  );
}

/** The customer's reminder as one SMS: who, when, from where (and the manage link when given). */
export function customerReminderSms(view: BookingView, manageUrl?: string): string {
  const i18n = serverI18n(view.language);
  const pickUp = formatMailDateTime(view.pickUpTime, view.timeZone, view.language);
  const text = i18n._("{company}: reminder of your ride no. {number} on {pickUp} from {place}.", {
    company: company(view),
    number: view.number,
    pickUp,
    place: oneLine(view.startingAddress),
  });
  return manageUrl ? `${text} ${manageUrl}` : text;
}

/**
 * To a driver, the evening before: each ride of the next day given to them (time, places,
 * customer, amount to collect), soonest first, with the link to their page.
 */
export function renderDriverDayReminder(
  rides: BookingView[],
  driver: { name: string; pageUrl: string; day: string },
): RenderedMail {
  const [first] = rides;
  if (!first) throw new Error("A driver's day reminder needs at least one ride");
  const i18n = serverI18n(first.language);
  const day = new Intl.DateTimeFormat(first.language, {
    dateStyle: "full",
    timeZone: "UTC",
  }).format(new Date(`${driver.day}T12:00:00Z`));
  const subject = i18n._("Your rides on {day} for {company}", { day, company: company(first) });
  const intro = i18n._("Hello {name}, here are your rides on {day}.", { name: driver.name, day });
  const sections = rides.flatMap((view) => {
    const due = view.split?.driver ?? (view.paymentMode === "DRIVER" ? view.price : 0);
    const collect = due > 0 ? formatMoney(due, view.currency, view.language) : i18n._("Paid online");
    return [
      { rows: bookingRows(view, i18n) },
      { rows: [...customerRows(view, i18n), [i18n._("Amount to collect"), collect] as [string, string]] },
    ];
  });
  const open = i18n._("Open my rides");
  return compose(
    first,
    subject,
    [intro],
    sections,
    i18n._("You receive this e-mail because {company} counts you among its drivers.", {
      company: company(first),
    }),
    { text: labelled(i18n, open, driver.pageUrl), html: renderButton(driver.pageUrl, open) },
  );
}
