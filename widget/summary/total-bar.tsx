import { useLingui } from "@lingui/react";
import { useRef } from "react";
import { formatMoney } from "../format.js";
import { useWidgetStore } from "../store-context.js";
import { useFocusClearOf } from "../ui/focus-clear.js";
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
  const shown = Boolean(estimate) && quote.phase !== "refused";
  const bar = useRef<HTMLParagraphElement>(null);

  // Keeps focused controls out from under the bar (ui/focus-clear.ts).
  useFocusClearOf(bar, shown);

  if (!estimate || !shown) return null;
  return (
    <p ref={bar} className={quote.phase === "waiting" ? "cb-total-bar cb-stale" : "cb-total-bar"}>
      <span>{i18n._("Total")}</span>
      <strong>{formatMoney(language, estimate.price, estimate.currency)}</strong>
    </p>
  );
}
