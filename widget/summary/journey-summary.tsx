import { useLingui } from "@lingui/react";
import { type ReactNode, Suspense, useEffect } from "react";
import type { PublicModule } from "../../src/contract/module.js";
import { chosenVehicle } from "../form-validation.js";
import { formatDistance, formatDuration, formatWallClock, pluralCategory } from "../format.js";
import { loadPriceBreakdown, PriceBreakdown } from "../lazy-parts.js";
import { availableOptions } from "../model/options.js";
import { activeStops, effectiveRoute, effectiveService, tripCounts } from "../model/trip-validation.js";
import { useWidgetStore } from "../store-context.js";
import { RetryButton, useRetry } from "../ui/retry-button.js";
import { whenIdle } from "../when-idle.js";
import { useWidgetServices } from "../widget-services.js";
import { TripMap } from "./trip-map.js";

/**
 * The journey as it stands (beside the form, below it on narrow screens):
 * addresses, dates, distance in the module's unit, duration, vehicle, options and the price.
 * The price area is a polite live region, so a new price is read out; refusals are alerts.
 */
export function JourneySummary({
  module,
  onRetry,
  mapPlaceSettled,
}: {
  module: PublicModule;
  onRetry: () => void;
  /** Whether the form above the summary is complete, so the map's place is where it stays. */
  mapPlaceSettled: boolean;
}) {
  const { i18n } = useLingui();
  const { language } = useWidgetServices();
  const state = useWidgetStore((s) => s);
  const { trip, quote, route } = state;
  const vehicle = chosenVehicle(module, state);
  const { passengers, baggage } = tripCounts(trip, module);
  const options = availableOptions(module, vehicle?.id).filter(
    (option) => (state.options[option.id] ?? 0) > 0,
  );
  const roundTrip = effectiveRoute(trip, module) === "ROUND_TRIP";

  const hire = effectiveService(trip, module) === "HOURLY";
  const stops: [string, ReactNode][] = activeStops(trip, module).map((stop, index) => [
    i18n._("Stop {number}", { number: index + 1 }),
    stop.place &&
      (Number(stop.waiting) > 0
        ? i18n._("{label} (waiting {minutes} min)", {
            label: stop.place.label,
            minutes: Number(stop.waiting),
          })
        : stop.place.label),
  ]);

  const rows: [string, ReactNode][] = [
    [i18n._("Service"), module.hourlyHire && (hire ? i18n._("Hourly hire") : i18n._("Transfer"))],
    [i18n._("From"), trip.pickupPlace?.label],
    ...stops,
    [i18n._("To"), trip.dropoffPlace?.label],
    [i18n._("Hire duration"), hire && trip.hireMinutes && formatDuration(Number(trip.hireMinutes))],
    [i18n._("Pickup"), trip.pickupDate && formatWallClock(language, trip.pickupDate, trip.pickupTime)],
    [
      i18n._("Return"),
      roundTrip && trip.returnDate && formatWallClock(language, trip.returnDate, trip.returnTime),
    ],
    [
      i18n._("Distance"),
      route && formatDistance(language, route.distanceKm, route.distanceMiles, module.lengthUnit),
    ],
    [i18n._("Duration"), route && formatDuration(route.durationMinutes)],
    [i18n._("Vehicle"), vehicle?.name],
    [
      i18n._("Passengers"),
      // The count is written as is and its words chosen by its plural category (format.ts): a
      // `plural` here would make the first screen load Intl's number data. Counts of bags stay far
      // below a thousand, where French, English and Spanish would write them differently.
      module.choices.passengers &&
        `${passengers} · ${i18n._("{category, select, one {{count} bag} other {{count} bags}}", {
          category: pluralCategory(language, baggage),
          count: baggage,
        })}`,
    ],
    [i18n._("Options"), options.map((option) => `${option.name} × ${state.options[option.id]}`).join(", ")],
  ];

  const estimate = quote.estimate;
  useEffect(() => whenIdle(() => void loadPriceBreakdown().catch(() => undefined)), []);
  // After a successful retry the focus goes to the summary's heading, just above the new price.
  const retry = useRetry(onRetry, quote.phase === "waiting", "#summary-title");
  const failed = quote.phase === "failed" || (retry.pending && quote.phase === "waiting");
  return (
    <aside className="cb-summary" aria-labelledby="summary-title">
      <h3 className="cb-section-title" id="summary-title" tabIndex={-1}>
        {i18n._("Your journey")}
      </h3>
      <dl className="cb-facts">
        {rows
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <div aria-live="polite">
        {estimate && quote.phase !== "refused" ? (
          // Its chunk is here before the first price in practice (fetched when idle, above).
          <Suspense fallback={null}>
            <PriceBreakdown estimate={estimate} stale={quote.phase === "waiting"} />
          </Suspense>
        ) : null}
        {quote.phase === "waiting" ? <p className="cb-muted">{i18n._("Calculating the price…")}</p> : null}
        {quote.phase === "idle" ? (
          <p className="cb-muted">{i18n._("The price appears here once the trip is complete.")}</p>
        ) : null}
        {quote.phase === "ready" && estimate && !estimate.available ? (
          <p className="cb-warning">
            {i18n._("This vehicle looks fully booked at that time. Choose another time or vehicle.")}
          </p>
        ) : null}
      </div>
      {quote.phase === "refused" && quote.refusal ? (
        <p className="cb-form-alert" role="alert">
          {quote.refusal.message}
        </p>
      ) : null}
      {failed ? (
        <div className="cb-form-alert" role="alert">
          <p>{i18n._("The price could not be calculated.")}</p>
          <RetryButton state={retry} />
        </div>
      ) : null}
      <TripMap
        module={module}
        from={trip.pickupPlace}
        to={trip.dropoffPlace}
        placeSettled={mapPlaceSettled}
      />
    </aside>
  );
}
