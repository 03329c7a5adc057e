import { useLingui } from "@lingui/react";
import type { AdminBooking } from "../../../../src/contract/admin-booking.js";
import { formatDuration } from "../format.js";
import { Facts } from "./booking-facts.js";

/**
 * What kind of ride a booking is (docs/decisions/0096, 0097): an hourly hire and how long, or a
 * transfer's stops on the way in order with the wait at each. Nothing for a plain transfer.
 */
export function BookingServiceSection({
  booking,
}: {
  booking: Pick<AdminBooking, "serviceType" | "hireMinutes" | "stops">;
}) {
  const { i18n } = useLingui();
  const hire = booking.serviceType === "HOURLY";
  if (!hire && booking.stops.length === 0) return null;
  return (
    <section className="booking-service">
      <h3>{hire ? i18n._("Hourly hire") : i18n._("Stops on the way")}</h3>
      {hire ? (
        <Facts rows={[[i18n._("Hire duration"), formatDuration(booking.hireMinutes ?? 0)]]} />
      ) : (
        <ol className="booking-stops">
          {booking.stops.map((stop, index) => (
            // Stops have no id; their order is the ride's own.
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list shown once.
            <li key={index}>
              {stop.label || i18n._("Stop {number}", { number: index + 1 })}
              {stop.waitingMinutes > 0
                ? ` — ${i18n._("waiting {minutes} min", { minutes: stop.waitingMinutes })}`
                : ""}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
