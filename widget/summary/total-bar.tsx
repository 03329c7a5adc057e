import { useLingui } from "@lingui/react";
import { useEffect, useRef } from "react";
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
  const shown = Boolean(estimate) && quote.phase !== "refused";
  const bar = useRef<HTMLParagraphElement>(null);

  // The browser scrolls a newly focused control into view only if it is off screen; one just
  // behind the bar counts as on screen. Such a control is scrolled up above the bar (its
  // scroll margin in styles.css), so the focus is never hidden (WCAG 2.4.11).
  useEffect(() => {
    const form = bar.current?.parentElement;
    if (!shown || !form) return;
    const onFocus = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      const covered = bar.current?.getBoundingClientRect();
      if (!covered?.height || target === bar.current) return;
      const box = target.getBoundingClientRect();
      if (box.bottom > covered.top && box.top < covered.bottom) target.scrollIntoView({ block: "nearest" });
    };
    form.addEventListener("focusin", onFocus);
    return () => form.removeEventListener("focusin", onFocus);
  }, [shown]);

  if (!estimate || !shown) return null;
  return (
    <p ref={bar} className={quote.phase === "waiting" ? "cb-total-bar cb-stale" : "cb-total-bar"}>
      <span>{i18n._("Total")}</span>
      <strong>{formatMoney(language, estimate.price, estimate.currency)}</strong>
    </p>
  );
}
