import { useLingui } from "@lingui/react";
import { formatMoney } from "../format.js";
import { useWidgetStore } from "../store-context.js";
import { useWidgetServices } from "../widget-services.js";

/**
 * The total, kept in sight at the bottom of a narrow widget while the customer scrolls through
 * the form, so it is seen before the Book button (the summary with the details comes after the
 * form there). Shown only on narrow widgets (styles.css). Not a live region: the summary's own
 * live region already reads a new price out, once.
 */
export function TotalBar() {
  const { i18n } = useLingui();
  const { language } = useWidgetServices();
  const quote = useWidgetStore((state) => state.quote);
  const estimate = quote.estimate;
  if (!estimate || quote.phase === "refused") return null;
  return (
    <p className={quote.phase === "waiting" ? "cb-total-bar cb-stale" : "cb-total-bar"}>
      <span>{i18n._("Total")}</span>
      <strong>{formatMoney(language, estimate.price, estimate.currency)}</strong>
    </p>
  );
}
