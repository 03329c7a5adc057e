import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import type { EstimateResponse, PriceLineDto } from "../../src/contract/public-booking.js";
import { formatMoney } from "../format.js";
import { useWidgetServices } from "../widget-services.js";
import { LineTaxText, TaxTotals } from "./tax-details.js";

/** The words of one breakdown line; owner names (packages, surcharges, options) are shown as typed. */
function lineLabel(i18n: I18n, line: PriceLineDto, roundTrip: boolean): string {
  const leg = line.leg === 1 ? i18n._("Return") : roundTrip ? i18n._("Outbound") : "";
  const withLeg = (text: string) => (leg ? `${text} (${leg})` : text);
  switch (line.kind) {
    case "distance":
    case "owner-price":
      return withLeg(i18n._("Ride"));
    case "package":
    case "surcharge":
      return withLeg(line.name ?? "");
    case "approach":
      return i18n._("Approach fee");
    case "minimum-fare":
      return i18n._("Minimum fare");
    case "option":
      return `${line.name ?? ""} × ${line.quantity ?? 1}`;
    case "discount":
      return i18n._("Discount {code}", { code: line.code ?? "" });
    case "rounding":
      return i18n._("Rounding");
    case "hire":
      return i18n._("Hourly hire ({minutes} min)", { minutes: line.minutes ?? 0 });
    case "extra-distance":
      return i18n._("Extra distance");
    case "stops":
      return i18n._("Stops × {quantity}", { quantity: line.quantity ?? 1 });
    case "waiting":
      return i18n._("Waiting at stops ({minutes} min)", { minutes: line.minutes ?? 0 });
  }
}

/** The total, the original price struck through under a discount, and every line of the breakdown. */
export function PriceBreakdown({ estimate, stale }: { estimate: EstimateResponse; stale: boolean }) {
  const { i18n } = useLingui();
  const { language } = useWidgetServices();
  const money = (amount: number) => formatMoney(language, amount, estimate.currency);
  const roundTrip = estimate.lines.some((line) => line.leg === 1);
  const discounted = estimate.price < estimate.undiscountedPrice;
  return (
    <div className={stale ? "cb-price cb-stale" : "cb-price"}>
      <p className="cb-total">
        <span>{i18n._("Total")}</span>{" "}
        {discounted ? (
          <>
            <s>
              <span className="cb-visually-hidden">{i18n._("Before discount:")} </span>
              {money(estimate.undiscountedPrice)}
            </s>{" "}
          </>
        ) : null}
        <strong>{money(estimate.price)}</strong>
      </p>
      <ul className="cb-lines" aria-label={i18n._("Price details")}>
        {estimate.lines.map((line, index) => (
          // Lines have no identity of their own; their order is the breakdown's.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index}>
            <span>
              {lineLabel(i18n, line, roundTrip)}
              <LineTaxText line={line} currency={estimate.currency} />
            </span>
            <span>{money(line.amount)}</span>
          </li>
        ))}
      </ul>
      {estimate.taxes ? <TaxTotals taxes={estimate.taxes} currency={estimate.currency} /> : null}
    </div>
  );
}
