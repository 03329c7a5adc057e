import { useLingui } from "@lingui/react";
import type { PriceLineDto, PriceTaxesDto } from "../../src/contract/public-booking.js";
import { formatMoney, formatPercent } from "../format.js";
import { useWidgetServices } from "../widget-services.js";

/** Under a line of a module with a tax rate: its net and its tax at its rate (docs/decisions/0083). */
export function LineTaxText({ line, currency }: { line: PriceLineDto; currency: string }) {
  const { i18n } = useLingui();
  const { language } = useWidgetServices();
  if (line.taxRate === undefined) return null;
  return (
    <small className="cb-line-tax">
      {i18n._("{net} before tax, tax {rate}: {tax}", {
        net: formatMoney(language, line.net ?? 0, currency),
        rate: formatPercent(language, line.taxRate),
        tax: formatMoney(language, line.tax ?? 0, currency),
      })}
    </small>
  );
}

/** The total before tax and the tax of each rate, sums of the lines above. */
export function TaxTotals({ taxes, currency }: { taxes: PriceTaxesDto; currency: string }) {
  const { i18n } = useLingui();
  const { language } = useWidgetServices();
  const money = (amount: number) => formatMoney(language, amount, currency);
  return (
    <ul className="cb-lines cb-taxes" aria-label={i18n._("Tax")}>
      <li>
        <span>{i18n._("Total before tax")}</span>
        <span>{money(taxes.net)}</span>
      </li>
      {taxes.rates.map((rate) => (
        <li key={rate.taxRate}>
          <span>{i18n._("Tax {rate}", { rate: formatPercent(language, rate.taxRate) })}</span>
          <span>{money(rate.tax)}</span>
        </li>
      ))}
    </ul>
  );
}
