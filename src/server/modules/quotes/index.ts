// The public face of the quotes module: what other modules and the composition root may use.
// Everything else in this folder is internal to it.
export { bufferMinutes } from "./booking-buffer.js";
export { buildCatalogueSnapshot, type CatalogueSnapshot } from "./catalogue-snapshot.js";
export { createDiscountCheck } from "./discount-check.js";
export { estimateEnvelopeJson, priceLineDto, taxTotalsDto, toEstimateResponse } from "./estimate-response.js";
export { ownerEstimateRoutes } from "./owner-estimate-routes.js";
export { pricingTax } from "./pricing-catalogue.js";
export { refusal } from "./refusals.js";
export { createQuoteService, type Quote, type QuoteService } from "./service.js";
export { createSnapshotCache } from "./snapshot-cache.js";
export type { TripPlaces } from "./trip-shape.js";
