import { useLingui } from "@lingui/react";
import type { AdminBooking } from "../../../../src/contract/admin-booking.js";
import { formatAmount } from "../format.js";

/**
 * The booking's amount: the discounted price when a discount took something off, with
 * the price before it struck through (and named for screen readers, which do not read <s>).
 */
export function BookingAmount({
  booking,
}: {
  booking: Pick<AdminBooking, "price" | "undiscountedPrice" | "currency" | "discount">;
}) {
  const { i18n } = useLingui();
  const amount = (value: number) => formatAmount(value, booking.currency, i18n.locale);
  const discounted = booking.discount !== null && booking.undiscountedPrice > booking.price;
  if (!discounted) return <span className="amount">{amount(booking.price)}</span>;
  return (
    <span className="amount">
      <s className="amount-before">
        <span className="visually-hidden">{i18n._("Before discount:")} </span>
        {amount(booking.undiscountedPrice)}
      </s>{" "}
      <strong>
        <span className="visually-hidden">{i18n._("After discount:")} </span>
        {amount(booking.price)}
      </strong>
    </span>
  );
}
