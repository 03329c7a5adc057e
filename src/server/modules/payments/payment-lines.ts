import type { PriceLine } from "../../../pricing/index.js";
import { formatMoney, formatPickUp } from "../../kernel/format.js";
import { serverI18n } from "../../kernel/server-i18n.js";
import type { PaymentLine } from "../../providers/payments/types.js";
import { type BookingRow, bookingView } from "../bookings/index.js";
import { priceRows } from "../mail/index.js";
import type { ModuleRow } from "../settings/index.js";

/** Stripe's limits on a product's name and description, kept well inside. */
const NAME_MAX = 250;
const DESCRIPTION_MAX = 500;

const clip = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

/**
 * The payment page's lines: what the card is charged (docs/decisions/0093, 0094). The ride's
 * lines (the whole price, or its deposit), then the tip on a line of its own; they add up to the
 * booking's online amount (its whole price for a booking made before deposits existed).
 */
export function paymentLines(row: BookingRow, module: ModuleRow): PaymentLine[] {
  const tip = row.gratuity;
  const deposit = (row.onlineAmount ?? row.price + tip) - tip;
  const i18n = serverI18n(row.language);
  const ride = deposit < row.price ? [depositLine(row, module, deposit)] : priceLines(row, module);
  if (tip <= 0) return ride;
  const tipLine = { name: i18n._("Tip for the driver"), amount: tip };
  return [...ride.filter((line) => line.amount > 0), tipLine];
}

/** A deposit: one line naming the booking and the rest due to the driver, with the breakdown. */
function depositLine(row: BookingRow, module: ModuleRow, deposit: number): PaymentLine {
  const view = bookingView(row, module);
  const i18n = serverI18n(view.language);
  const money = (minor: number) => formatMoney(minor, row.currency, view.language);
  const breakdown = priceRows(view, i18n)
    .map(([label, amount]) => `${label}: ${amount}`)
    .join(" · ");
  return {
    name: clip(
      i18n._("Deposit for booking no. {number} with {company}", {
        number: row.number,
        company: view.companyName || "Chauffeur Booking",
      }),
      NAME_MAX,
    ),
    description: clip(
      `${tripText(row, view, i18n)}. ${i18n._("Price {price}, {rest} to pay the driver.", {
        price: money(row.price),
        rest: money(row.price - deposit),
      })} ${breakdown}`,
      DESCRIPTION_MAX,
    ),
    amount: deposit,
  };
}

function tripText(
  row: BookingRow,
  view: ReturnType<typeof bookingView>,
  i18n: ReturnType<typeof serverI18n>,
) {
  return clip(
    i18n._("Booking no. {number}: {from} → {to}, {pickUp}", {
      number: row.number,
      from: row.startingAddress,
      to: row.arrivalAddress,
      pickUp: formatPickUp(view.pickUpTime, view.timeZone, view.language),
    }),
    DESCRIPTION_MAX,
  );
}

/**
 * The whole price's lines, from the booking's stored price breakdown, in the customer's
 * language; they always add up to the booking's price.
 *
 * Stripe refuses negative line items, so when the breakdown has a reduction (a discount, or a
 * rounding down) the page shows one line for the whole trip at the price due, with the full
 * breakdown, reductions included, in its description. Otherwise each positive line of the
 * breakdown is its own line item (lines of 0 are left out: they change nothing).
 */
function priceLines(row: BookingRow, module: ModuleRow): PaymentLine[] {
  const view = bookingView(row, module);
  const i18n = serverI18n(view.language);
  const lines = row.priceLines as PriceLine[];
  const labelled = priceRows(view, i18n);
  const trip = tripText(row, view, i18n);
  const sum = lines.reduce((total, line) => total + line.amount, 0);
  const itemised = lines.length > 0 && sum === row.price && lines.every((line) => line.amount >= 0);
  if (itemised) {
    const items = lines
      .map((line, index) => ({ name: clip(labelled[index]?.[0] ?? "", NAME_MAX), amount: line.amount }))
      .filter((item) => item.amount > 0);
    return items.map((item, index) => (index === 0 ? { ...item, description: trip } : item));
  }
  const breakdown = labelled.map(([label, amount]) => `${label}: ${amount}`).join(" · ");
  return [
    {
      name: clip(
        i18n._("Booking no. {number} with {company}", {
          number: row.number,
          company: view.companyName || "Chauffeur Booking",
        }),
        NAME_MAX,
      ),
      description: clip(`${trip}. ${breakdown}`, DESCRIPTION_MAX),
      amount: row.price,
    },
  ];
}
