import { lazy } from "react";

// The parts of the widget the first screen does not need, each in a chunk of its own that the
// browser fetches when it is first shown (docs/decisions/0057-widget-code-splitting.md). The
// loaders are exported so a part can be asked for a little earlier than it is shown.

/** The steps below the trip: vehicle, details (with the discount code) and payment. */
export const loadLaterSteps = () => {
  // Their countries are a chunk shared with the checkout's: fetched beside them, not after them.
  void import("./model/countries.js").catch(() => undefined);
  return import("./steps/later-steps.js");
};
export const LaterSteps = lazy(() => loadLaterSteps().then((chunk) => ({ default: chunk.LaterSteps })));

/** The stops on the way of a transfer, for modules that offer them (docs/decisions/0097). */
export const StopsField = lazy(() =>
  import("./steps/stops-field.js").then((chunk) => ({ default: chunk.StopsField })),
);

/** The price's lines and taxes, shown once a trip is priced (fetched when idle: journey-summary.tsx). */
export const loadPriceBreakdown = () => import("./summary/price-breakdown.js");
export const PriceBreakdown = lazy(() =>
  loadPriceBreakdown().then((chunk) => ({ default: chunk.PriceBreakdown })),
);

/** The "Booking made" panel, shown once per booking at most. */
export const loadConfirmation = () => import("./confirmation.js");
export const Confirmation = lazy(() => loadConfirmation().then((chunk) => ({ default: chunk.Confirmation })));

/**
 * The booking's sending and its answers (send-checkout.ts): loaded by the submit, and when the
 * browser is idle before that (use-checkout.ts).
 */
export const loadSendCheckout = () => import("./send-checkout.js");

/** The route on Google's map (modules with a key) and the JavaScript API loader it needs. */
export const GoogleRouteMap = lazy(() =>
  import("./summary/route-map.js").then((chunk) => ({ default: chunk.RouteMap })),
);

/** The route on OpenStreetMap tiles with Leaflet and its stylesheet (modules without a key). */
export const OpenStreetRouteMap = lazy(() =>
  import("./summary/osm-route-map.js").then((chunk) => ({ default: chunk.OsmRouteMap })),
);
