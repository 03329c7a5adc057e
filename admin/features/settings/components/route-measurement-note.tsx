import { useLingui } from "@lingui/react";
import type { RouteMeasurement } from "../../../../src/contract/settings.js";

/**
 * What the prices rest on: the road distance a routing service measured on the server, or the
 * customer's browser figures accepted inside a band, and what an owner loses by the latter
 * (docs/decisions/0011-offline-geo-and-route-band.md, docs/security.md "Known limitations").
 */
export function RouteMeasurementNote({ measurement }: { measurement: RouteMeasurement }) {
  const { i18n } = useLingui();
  if (measurement === "SERVER") {
    return (
      <p className="field-hint">
        {i18n._("Trip distances are measured on the server by a routing service: prices use the real road.")}
      </p>
    );
  }
  return (
    <div className="inline-warning">
      <p>
        {i18n._(
          "Trip distances are not measured on the server: they come from the customer's browser, accepted between the straight-line distance and three times it plus 5 km. A customer who alters the page can pay for the straight line: often a quarter to a third less on the distance part of the fare, more where roads wind.",
        )}
      </p>
      <p>
        {measurement === "BROWSER_UNTIL_GOOGLE_KEY"
          ? i18n._(
              "Enter a Google Maps API key (Map, below): Google then measures each trip on the server, on your key's quota.",
            )
          : i18n._(
              "Ask your host to connect a routing service (OSRM) or Google: each trip is then measured on the server and this gap closes.",
            )}
      </p>
    </div>
  );
}
