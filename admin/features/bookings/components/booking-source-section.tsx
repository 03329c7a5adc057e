import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import type { AdminBooking } from "../../../../src/contract/admin-booking.js";
import { Facts } from "./booking-facts.js";

/**
 * Where the booking came from, as the widget recorded it on the page it was booked on: its
 * `source` attribute, the page's utm_* parameters and the referring site (docs/decisions/0121).
 * Nothing for a booking that carries none (made by hand, or from a page without them).
 */
export function BookingSourceSection({ booking }: { booking: AdminBooking }) {
  const { i18n } = useLingui();
  const source = booking.source;
  if (!source) return null;
  // The utm_* names are the parameters' own, the same in every language.
  const rows: [string, ReactNode][] = [
    [i18n._("Source"), source.source ?? ""],
    ["utm_source", source.utmSource ?? ""],
    ["utm_medium", source.utmMedium ?? ""],
    ["utm_campaign", source.utmCampaign ?? ""],
    ["utm_term", source.utmTerm ?? ""],
    ["utm_content", source.utmContent ?? ""],
    [i18n._("Referring site"), source.referrerOrigin ?? ""],
  ];
  return (
    <section aria-labelledby="booking-source-heading">
      <h3 id="booking-source-heading">{i18n._("Where the booking came from")}</h3>
      <Facts rows={rows} />
    </section>
  );
}
