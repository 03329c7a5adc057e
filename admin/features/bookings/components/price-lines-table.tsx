import { useLingui } from "@lingui/react";
import type { AdminBooking } from "../../../../src/contract/admin-booking.js";
import { formatAmount } from "../format.js";
import { priceLineLabel } from "../labels.js";

/**
 * The booking's price breakdown and total. Lines with tax (docs/decisions/0083) add columns
 * for the amount before tax, the rate and the tax, and the totals before tax and per rate.
 */
export function PriceLinesTable({ booking, locale }: { booking: AdminBooking; locale: string }) {
  const { i18n } = useLingui();
  const amount = (value: number) => formatAmount(value, booking.currency, locale);
  const percent = (rate: number) =>
    new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(rate / 100);
  const taxes = booking.taxes;
  return (
    <table className="price-lines">
      {taxes ? (
        <thead>
          <tr>
            <td />
            <th scope="col">{i18n._("Before tax")}</th>
            <th scope="col">{i18n._("Tax rate")}</th>
            <th scope="col">{i18n._("Tax")}</th>
            <th scope="col">{i18n._("Amount")}</th>
          </tr>
        </thead>
      ) : null}
      <tbody>
        {booking.lines.map((line, index) => (
          // Lines have no id; their order is the breakdown's own.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list shown once.
          <tr key={index}>
            <th scope="row" className="price-line-label">
              {priceLineLabel(i18n, line)}
            </th>
            {taxes ? (
              <>
                <td className="price-line-amount">{amount(line.net ?? line.amount)}</td>
                <td className="price-line-amount">
                  {line.taxRate === undefined ? "" : percent(line.taxRate)}
                </td>
                <td className="price-line-amount">{amount(line.tax ?? 0)}</td>
              </>
            ) : null}
            <td className="price-line-amount">{amount(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {taxes ? (
          <>
            <tr>
              <th scope="row" className="price-line-label" colSpan={4}>
                {i18n._("Total before tax")}
              </th>
              <td className="price-line-amount">{amount(taxes.net)}</td>
            </tr>
            {taxes.rates.map((rate) => (
              <tr key={rate.taxRate}>
                <th scope="row" className="price-line-label" colSpan={4}>
                  {i18n._("Tax {rate}", { rate: percent(rate.taxRate) })}
                </th>
                <td className="price-line-amount">{amount(rate.tax)}</td>
              </tr>
            ))}
          </>
        ) : null}
        <tr>
          <th scope="row" className="price-line-label price-line-total" colSpan={taxes ? 4 : 1}>
            {i18n._("Total")}
          </th>
          <td className="price-line-amount price-line-total">{amount(booking.price)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
