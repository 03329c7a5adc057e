import { useLingui } from "@lingui/react";
import { useEffect, useRef } from "react";
import type { CheckoutResponse } from "../src/contract/public-booking.js";
import { formatMoney } from "./format.js";
import { useWidgetServices } from "./widget-services.js";

/** Result pages move on after 6000 ms; the confirmation leaves the customer as long to read it. */
export const REDIRECT_DELAY_MS = 6000;

/** Only web addresses are followed: an owner's setting never runs script in the customer's page. */
const safeUrl = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

/**
 * The booking made (driver payment): its number and price, then the module's
 * redirection URL when there is one. The heading takes the focus, so it is read at once.
 */
export function Confirmation({ result }: { result: CheckoutResponse }) {
  const { i18n } = useLingui();
  const { language, navigate } = useWidgetServices();
  const heading = useRef<HTMLHeadingElement>(null);
  const redirect = safeUrl(result.redirectUrl);

  useEffect(() => {
    heading.current?.focus();
    if (!redirect) return;
    const timer = setTimeout(() => navigate(redirect), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [redirect, navigate]);

  const price = formatMoney(language, result.price, result.currency);
  return (
    <section className="cb-confirmation" aria-labelledby="confirmation-title">
      <h3 className="cb-confirmation-title" id="confirmation-title" tabIndex={-1} ref={heading}>
        {i18n._("Booking made")}
      </h3>
      <p>
        {i18n._("Booking no.")}
        {"\u00A0"}
        <strong className="cb-booking-number">{result.number}</strong>
      </p>
      <p>
        {result.paymentMode === "DRIVER"
          ? i18n._("Total: {price}, to be paid to the driver.", { price })
          : i18n._("Total: {price}.", { price })}
      </p>
      <p>{i18n._("Your booking is waiting for confirmation.")}</p>
      {redirect ? (
        <p>
          {i18n._("You will be taken to the next page in a few seconds.")}{" "}
          <a className="cb-link" href={redirect}>
            {i18n._("Continue now")}
          </a>
        </p>
      ) : null}
    </section>
  );
}
