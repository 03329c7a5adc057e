import type { Options } from "ky";
import { placeSearchResponse, reversePlaceResponse, routeResponse } from "../../contract/geo.js";
import { moduleLookup, publicModule } from "../../contract/module.js";
import {
  type CheckoutRequest,
  checkoutResponse,
  discountCheckResponse,
  type EstimateRequest,
  estimateResponse,
} from "../../contract/public-booking.js";
import type { ApiTransport } from "../http.js";

const segment = encodeURIComponent;

/** The widget's calls: public, CORS-open, no token. `signal` lets a newer request cancel an older one. */
export const publicBookingEndpoints = ({ call }: ApiTransport) => ({
  getPublicModule: (moduleId: string) => call(publicModule, `booking/${segment(moduleId)}`),
  /** The owner's module for the preview of their booking page, from the admin's preview token. */
  getPreviewModule: (token: string) => call(publicModule, "booking-preview", { searchParams: { token } }),
  findModuleByName: (name: string) => call(moduleLookup, `module/name/${segment(name)}`),
  estimatePrice: (moduleId: string, request: EstimateRequest, init: Options = {}) =>
    call(estimateResponse, `module/${segment(moduleId)}/estimate-price`, {
      ...init,
      method: "post",
      json: request,
    }),
  /**
   * `idempotencyKey`: one per booking attempt, sent again when the same attempt is retried after
   * a lost answer, so the server answers the first booking instead of making a second.
   */
  checkout: (moduleId: string, request: CheckoutRequest, idempotencyKey?: string) =>
    // No automatic retry: the customer retries, with the same key.
    call(checkoutResponse, `booking/${segment(moduleId)}/checkout`, {
      method: "post",
      json: request,
      retry: 0,
      ...(idempotencyKey ? { headers: { "idempotency-key": idempotencyKey } } : {}),
    }),
  checkDiscount: (moduleId: string, code: string, init: Options = {}) =>
    call(discountCheckResponse, `booking/${segment(moduleId)}/discount/${segment(code)}`, init),
  searchPlaces: (moduleId: string, query: string, lang?: string, init: Options = {}) =>
    call(placeSearchResponse, `geo/${segment(moduleId)}/places`, {
      ...init,
      searchParams: lang ? { q: query, lang } : { q: query },
    }),
  /** The place at a map pin or the browser's location, with the reference the booking sends. */
  reversePlace: (moduleId: string, point: { lat: number; lng: number }, lang?: string, init: Options = {}) =>
    call(reversePlaceResponse, `geo/${segment(moduleId)}/reverse`, {
      ...init,
      searchParams: { lat: point.lat, lng: point.lng, ...(lang ? { lang } : {}) },
    }),
  route: (
    moduleId: string,
    from: { lat: number; lng: number },
    to: { lat: number; lng: number },
    init: Options = {},
  ) =>
    call(routeResponse, `geo/${segment(moduleId)}/route`, {
      ...init,
      searchParams: { fromLat: from.lat, fromLng: from.lng, toLat: to.lat, toLng: to.lng },
    }),
});
