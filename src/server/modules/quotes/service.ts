import type { Selectable } from "kysely";
import { isBeyondHorizon, lastBookableDay } from "../../../contract/booking-horizon.js";
import type { Language } from "../../../contract/common.js";
import type { EstimateRequest, OwnerEstimateRequest } from "../../../contract/public-booking.js";
import {
  checkRouteBandThrough,
  computePrice,
  inUnit,
  type LatLng,
  type PriceQuote,
  type PriceRefusal,
  type Trip,
  zoneContains,
} from "../../../pricing/index.js";
import type { DiscountCodesTable } from "../../db/tables/catalogue.js";
import { AppError } from "../../kernel/errors.js";
import { pickUpInstant } from "../../kernel/pick-up-instant.js";
import { serverI18n } from "../../kernel/server-i18n.js";
import { estimateRoute } from "../../providers/geo/offline/routing.js";
import { type LegWindow, legWindows } from "../availability/index.js";
import type { VehicleRow } from "../catalogue/index.js";
import type { ModuleRow } from "../settings/index.js";
import { bufferMinutes } from "./booking-buffer.js";
import type { CatalogueSnapshot } from "./catalogue-snapshot.js";
import type { DiscountCodeLookup } from "./discount-check.js";
import { createFallbackWarner, type WarningLog } from "./fallback-warning.js";
import { toPricingDiscount } from "./pricing-catalogue.js";
import { refusal } from "./refusals.js";
import type { PlaceVerifier, TripPlace } from "./trip-places.js";
import {
  checkService,
  customerPlaces,
  heldMinutes,
  routePoints,
  type StopPlace,
  type TripPlaces,
} from "./trip-shape.js";

/** A road route as the server measured it (geo provider), or could not. */
export interface MeasuredRoute {
  distanceKm: number;
  durationMinutes: number;
  /** True: a routing service measured it; false: an offline estimate (the browser's figures are checked instead). */
  authoritative: boolean;
}

export type RouteMeasurer = (moduleId: string, from: LatLng, to: LatLng) => Promise<MeasuredRoute>;

/** Without a routing service (or when it fails): the offline geo provider's estimate. */
const offlineRoute: RouteMeasurer = async (_moduleId, from, to) => {
  const route = estimateRoute(from, to);
  return {
    distanceKm: route.distanceMeters / 1000,
    durationMinutes: route.durationSeconds / 60,
    authoritative: false,
  };
};

export interface QuoteServiceDeps {
  /** The modules' catalogue snapshots (settings, fleet, prices, codes, subscription state). */
  snapshots: { get(moduleId: string): Promise<CatalogueSnapshot> };
  /** A code with a usage limit is read again when typed: its use count moves without a new version. */
  discountCodes: DiscountCodeLookup;
  hasRoom: (vehicleId: number, numberOwned: number, windows: LegWindow[]) => Promise<boolean>;
  /** Checks the signed place references the trip names (geo module). */
  verifyPlace: PlaceVerifier;
  /**
   * The country of a point (geo provider): a module restricted to a country books no signed
   * place outside it, whatever found it; without it, the restriction is not checked here.
   */
  countryAt?: (point: LatLng) => string | null;
  /**
   * Whether the owner's own calendar is busy during these windows (Google Calendar sync, from
   * its cache: never a call to Google); without it, never.
   */
  ownerBusy?: (moduleId: string, windows: LegWindow[]) => boolean;
  measureRoute?: RouteMeasurer | undefined;
  /**
   * Whether measureRoute can ever answer from a routing service (OSRM, Google). False: it only
   * estimates offline, an answer the trip's route never keeps (the browser's figures are checked
   * instead), so it is not asked for one; the approach from the home city still uses it.
   */
  routesMeasuredOnServer?: boolean;
  /** The routing provider measureRoute calls, named in the warning when it fails ("osm", "google"). */
  routingProvider?: string;
  /** Where a fallback to the offline estimate is reported (rate-limited); without it, nowhere. */
  log?: WarningLog | undefined;
  now?: () => Date;
  /** Whether the module can take card payments now (payments module); without it, never. */
  cardPayments?: (module: ModuleRow) => boolean;
}

/** How strictly a discount code is checked: an estimate reports its state, a checkout refuses a bad one. */
export type DiscountPolicy = "report" | "require-valid";

/** A priced trip, with everything a checkout needs to write the booking. */
export interface Quote {
  module: ModuleRow;
  /** The snapshot it was priced from: a checkout compares its version with the stored one. */
  catalogue: CatalogueSnapshot;
  language: Language;
  vehicle: VehicleRow;
  /** Where from and where to, as the server signed them: the booking keeps these labels and points. */
  places: { start: TripPlace; end: TripPlace };
  /** A transfer, or an hourly hire for `hireMinutes` (null for a transfer). */
  service: "TRANSFER" | "HOURLY";
  hireMinutes: number | null;
  /** A transfer's stops on the way, in order (empty for none). */
  stops: StopPlace[];
  route: "ONE_WAY" | "ROUND_TRIP";
  pickUpTime: Date;
  returnPickUpTime: Date | null;
  distanceKm: number;
  durationMinutes: number;
  windows: LegWindow[];
  passengers: number;
  baggage: number;
  options: { id: number; quantity: number }[];
  price: PriceQuote;
  discount: Selectable<DiscountCodesTable> | null;
  /** The code the customer typed (spaces removed), whether or not it applies; null without one. */
  typedDiscountCode: string | null;
}

type Parsed<T> = Omit<T, "route" | "passengers" | "baggage" | "options" | "service" | "stops"> & {
  service: "TRANSFER" | "HOURLY";
  route: "ONE_WAY" | "ROUND_TRIP";
  passengers: number;
  baggage: number;
  options: { id: number; quantity: number }[];
};
type ParsedEstimate = Parsed<EstimateRequest> & {
  stops: { place?: string | undefined; waitingMinutes: number }[];
};
type ParsedOwnerEstimate = Parsed<OwnerEstimateRequest> & {
  stops: { label: string; lat: number; lng: number; waitingMinutes: number }[];
};
/** The trip without its places, which each caller resolves its own way. */
type TripRequest = Omit<ParsedEstimate, "startingPlace" | "arrivalPlace" | "stops">;

/** A place the owner typed in the admin: trusted, no label needed to price it. */
const ownerPlace = (lat: number, lng: number): TripPlace => ({ provider: "owner", label: "", lat, lng });

/** What pricing a trip needs besides the request: the service's dependencies and its resolved defaults. */
interface PricingContext {
  deps: QuoteServiceDeps;
  now: () => Date;
  /** measureRoute, or null when it failed: the failure is reported, never swallowed silently. */
  measureOrNull: (moduleId: string, from: LatLng, to: LatLng) => Promise<MeasuredRoute | null>;
}

export function createQuoteService(deps: QuoteServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const measureRoute = deps.measureRoute ?? offlineRoute;
  const warnFallback = createFallbackWarner({ log: deps.log });
  const routingProvider = deps.routingProvider ?? "routing";
  const ownerCalendarBusy = (quote: Quote) => deps.ownerBusy?.(quote.module.id, quote.windows) ?? false;
  const measureOrNull = (moduleId: string, from: LatLng, to: LatLng) =>
    measureRoute(moduleId, from, to).catch((error: unknown) => {
      warnFallback({ moduleId, provider: routingProvider, error });
      return null;
    });
  const context: PricingContext = { deps, now, measureOrNull };

  return {
    /**
     * The customer's trip (estimate, checkout): the places are references the server signed,
     * verified first (400 PLACE_INVALID), and the price follows their coordinates.
     */
    async quote(moduleId: string, request: ParsedEstimate, policy: DiscountPolicy): Promise<Quote> {
      const catalogue = await deps.snapshots.get(moduleId);
      const language: Language = request.lang ?? catalogue.module.defaultLanguage;
      const places = customerPlaces(deps.verifyPlace, moduleId, request, language);
      checkCountry(catalogue.module, places, language, deps.countryAt);
      return priceTrip(context, catalogue, request, places, policy);
    },

    /**
     * A booked trip changed by its customer (decision 0115): priced exactly as a checkout, from
     * new signed places when the request names any, else from the places the booking kept (signed
     * when it was made), and the route the server measures between them.
     */
    async quoteChange(moduleId: string, request: ParsedEstimate, kept: TripPlaces): Promise<Quote> {
      const catalogue = await deps.snapshots.get(moduleId);
      const language: Language = request.lang ?? catalogue.module.defaultLanguage;
      if (!request.startingPlace && !request.arrivalPlace && request.stops.length === 0) {
        return priceTrip(context, catalogue, request, kept, "report");
      }
      const places = customerPlaces(deps.verifyPlace, moduleId, request, language);
      checkCountry(catalogue.module, places, language, deps.countryAt);
      return priceTrip(context, catalogue, request, places, "report");
    },

    /** The owner's price suggestion for a booking made by hand: the owner's own coordinates, trusted. */
    async quoteOwnerTrip(moduleId: string, request: ParsedOwnerEstimate): Promise<Quote> {
      const catalogue = await deps.snapshots.get(moduleId);
      const places: TripPlaces = {
        startingPlace: ownerPlace(request.startingLat, request.startingLng),
        arrivalPlace: ownerPlace(request.arrivalLat, request.arrivalLng),
        stops: request.stops.map((stop) => ({ ...ownerPlace(stop.lat, stop.lng), ...stop })),
        dropOff: true,
      };
      return priceTrip(context, catalogue, request, places, "report");
    },

    /** A hint for the estimate (no lock): whether the vehicle still has a free unit for every leg. */
    isAvailable: (quote: Quote): Promise<boolean> =>
      ownerCalendarBusy(quote)
        ? Promise.resolve(false)
        : deps.hasRoom(quote.vehicle.id, quote.vehicle.numberOwned, quote.windows),

    /** Busy in the owner's calendar: every vehicle of the module counts as full then. */
    ownerCalendarBusy,
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;

/** A routing service's measure of a route through its points, stretch by stretch; null unless each one is authoritative. */
async function measureThrough(
  { deps, measureOrNull }: PricingContext,
  moduleId: string,
  points: LatLng[],
): Promise<{ distanceKm: number; durationMinutes: number } | null> {
  if (!deps.measureRoute) return null;
  const stretches = await Promise.all(
    points.slice(1).map((to, index) => measureOrNull(moduleId, points[index] as LatLng, to)),
  );
  if (!stretches.every((stretch) => stretch?.authoritative)) return null;
  return {
    distanceKm: stretches.reduce((total, stretch) => total + (stretch?.distanceKm ?? 0), 0),
    durationMinutes: stretches.reduce((total, stretch) => total + (stretch?.durationMinutes ?? 0), 0),
  };
}

interface RouteFigures {
  distanceKm: number;
  durationMinutes: number;
}

/**
 * The server's distance and duration of the trip through its points (start, stops, end): a
 * routing service's, or the browser's when plausible. A hire without a drop-off drives no route.
 * When no routing service can measure it (routesMeasuredOnServer false), the browser's figures
 * are checked at once: no route is asked for, no promise made.
 */
function tripRoute(
  context: PricingContext,
  module: ModuleRow,
  request: TripRequest,
  points: LatLng[],
  language: Language,
): RouteFigures | Promise<RouteFigures> {
  if (points.length < 2) return { distanceKm: 0, durationMinutes: 0 };
  if (!context.deps.measureRoute || context.deps.routesMeasuredOnServer === false) {
    return browserRoute(request, points, language);
  }
  // A routing service that fails must not close the booking form: the band check still guards.
  return measureThrough(context, module.id, points).then((measured) =>
    measured
      ? { distanceKm: measured.distanceKm, durationMinutes: Math.round(measured.durationMinutes) }
      : browserRoute(request, points, language),
  );
}

/** The browser's figures for the route, refused (ROUTE_IMPLAUSIBLE) outside the band around its points. */
function browserRoute(request: TripRequest, points: LatLng[], language: Language): RouteFigures {
  const check = checkRouteBandThrough(points, request.distanceKm, request.durationMinutes);
  if (!check.plausible) {
    throw refusal("ROUTE_IMPLAUSIBLE", language, "", (i18n) =>
      i18n._(
        "The distance or duration of this trip does not match its addresses. Please search the route again.",
      ),
    );
  }
  return { distanceKm: request.distanceKm, durationMinutes: Math.round(request.durationMinutes) };
}

/** Refuses a trip when the module takes no bookings now: subscription, holiday mode, nothing to book or pay with. */
function checkModuleOpen(
  catalogue: CatalogueSnapshot,
  language: Language,
  cardPayments: QuoteServiceDeps["cardPayments"],
) {
  const { module, vehicles } = catalogue;
  // An expired subscription closes the module (the owner's data and admin stay).
  if (!catalogue.bookingsAllowed()) {
    throw refusal("SUBSCRIPTION_EXPIRED", language, "", (i18n) =>
      i18n._("This company is not taking online bookings at the moment."),
    );
  }
  if (module.checkboxHolidayMode) {
    throw refusal("HOLIDAY_MODE", language, module.msgHolidayMode, (i18n) =>
      i18n._("We are not taking bookings at the moment."),
    );
  }
  const online = module.checkboxOnlinePayments && (cardPayments?.(module) ?? false);
  if (vehicles.length === 0 || !(module.checkboxDriverPayments || online)) {
    throw refusal("MODULE_NOT_READY", language, "", (i18n) =>
      i18n._("Online booking is not open yet for this company."),
    );
  }
}

/** The pick-up instants of the trip, refused when missing, beyond the horizon, too soon or overlapping. */
function checkTimes(
  now: () => Date,
  module: ModuleRow,
  request: TripRequest,
  durationMinutes: number,
  language: Language,
) {
  if (request.route === "ROUND_TRIP" && !request.returnPickUpTime) {
    throw new AppError("VALIDATION_ERROR", "A round trip needs a return pick-up time", [
      { path: "returnPickUpTime", code: "required", message: "Required for a round trip" },
    ]);
  }
  const lastDay = lastBookableDay(module.timeZone, module.bookingHorizonDays, now());
  /** One time the customer typed: on a real day within the horizon, and not skipped by the clocks. */
  const instantOf = (wallClock: string, field: "pickUpTime" | "returnPickUpTime") => {
    if (isBeyondHorizon(wallClock, lastDay)) {
      const days = module.bookingHorizonDays;
      throw refusal(
        "BEYOND_BOOKING_HORIZON",
        language,
        "",
        (i18n) =>
          i18n._("Bookings are taken at most {days} days ahead. Please choose an earlier date.", { days }),
        field,
      );
    }
    return pickUpInstant(wallClock, module.timeZone, field, () => {
      const i18n = serverI18n(language);
      return i18n._(
        "This time does not exist on that day: the clocks go forward. Please choose another time.",
      );
    });
  };
  const pickUpTime = instantOf(request.pickUpTime, "pickUpTime");
  const returnPickUpTime =
    request.route === "ROUND_TRIP" && request.returnPickUpTime
      ? instantOf(request.returnPickUpTime, "returnPickUpTime")
      : null;
  const earliest = now().getTime() + bufferMinutes(module.bookingBufferTime) * 60_000;
  if (pickUpTime.getTime() < earliest) {
    throw refusal("INSIDE_BOOKING_BUFFER", language, "", (i18n) =>
      i18n._("This pick-up time is too soon. Please choose a later time."),
    );
  }
  if (returnPickUpTime && returnPickUpTime.getTime() < pickUpTime.getTime() + durationMinutes * 60_000) {
    throw refusal("RETURN_BEFORE_ARRIVAL", language, "", (i18n) =>
      i18n._("The return must start after the outbound trip arrives."),
    );
  }
  return { pickUpTime, returnPickUpTime };
}

/** Refuses a trip shorter or longer than the module drives, or leaving its allowed region. */
function checkDistanceAndRegion(
  { module, allowedRegion: region }: CatalogueSnapshot,
  points: LatLng[],
  distanceKm: number,
  service: TripRequest["service"],
  language: Language,
) {
  const distance = inUnit(distanceKm, module.lengthUnit);
  // A hire is sold by the hour: the transfer's distance limits do not apply to its drop-off.
  const limits = service === "TRANSFER";
  if (limits && module.checkboxMinDistance && distance < module.minDistance) {
    throw refusal("MIN_DISTANCE", language, module.msgErrorMinDistance, (i18n) =>
      i18n._("This trip is shorter than the minimum distance we drive."),
    );
  }
  if (limits && module.checkboxMaxDistance && distance > module.maxDistance) {
    throw refusal("MAX_DISTANCE", language, module.msgErrorMaxDistance, (i18n) =>
      i18n._("This trip is longer than the maximum distance we drive."),
    );
  }
  if (region) {
    const inside = points.every((point) => zoneContains(region, point));
    if (!inside) {
      throw refusal("OUTSIDE_ALLOWED_REGION", language, module.msgErrorAllowedRegion, (i18n) =>
        i18n._("We do not drive to or from this address."),
      );
    }
  }
}

/**
 * A restricted module's places must lie in its country, whatever signed them (address search,
 * a map pin, a reference signed before the owner set the restriction): 422
 * OUTSIDE_ALLOWED_REGION naming the place (docs/decisions/0078-country-restriction-on-every-place.md).
 */
function checkCountry(
  module: ModuleRow,
  places: TripPlaces,
  language: Language,
  countryAt: QuoteServiceDeps["countryAt"],
) {
  const country = module.checkboxCountry && module.restrictedCountry?.toUpperCase();
  if (!country || !countryAt) return;
  const named: [string, TripPlace][] = [
    ["startingPlace", places.startingPlace],
    ["arrivalPlace", places.arrivalPlace],
    ...places.stops.map((stop, index): [string, TripPlace] => [`stops.${index}.place`, stop]),
  ];
  for (const [field, place] of named) {
    if (countryAt(place) !== country) {
      throw refusal(
        "OUTSIDE_ALLOWED_REGION",
        language,
        "",
        (i18n) => i18n._("This place is outside the country where bookings are taken."),
        field,
      );
    }
  }
}

type DiscountRow = Selectable<DiscountCodesTable>;

/**
 * The active code as typed, from the snapshot (at once); a limited one with its use count as
 * stored now (one query).
 */
function findDiscount(
  discountCodes: DiscountCodeLookup,
  catalogue: CatalogueSnapshot,
  typedCode: string,
): DiscountRow | null | Promise<DiscountRow | null> {
  const known = catalogue.discountCodes.get(typedCode.toLowerCase());
  if (!known || known.maxUsage <= 0) return known ?? null;
  return discountCodes.findActiveByCode(catalogue.module.id, typedCode).then((found) => found ?? null);
}

/** The drive from the module's home city to the pick-up, for a module that prices it; otherwise undefined. */
async function approachDistanceKm(
  { measureOrNull }: PricingContext,
  module: ModuleRow,
  pickUp: LatLng,
): Promise<number | undefined> {
  if (!module.checkboxHomeCity || module.homeCityLat === null || module.homeCityLng === null)
    return undefined;
  const home = { lat: module.homeCityLat, lng: module.homeCityLng };
  const route =
    (await measureOrNull(module.id, home, pickUp)) ?? (await offlineRoute(module.id, home, pickUp));
  return route.distanceKm;
}

/** Where the trip starts, as the price engine and the approach take it. */
const startOf = (places: TripPlaces): LatLng => ({
  lat: places.startingPlace.lat,
  lng: places.startingPlace.lng,
});

/** The vehicle asked for, or the first one (the first hired by the hour for a hire); refused when gone. */
function chooseVehicle(catalogue: CatalogueSnapshot, request: TripRequest, language: Language) {
  const vehicle =
    request.vehicleId !== undefined
      ? catalogue.vehicles.find((v) => v.id === request.vehicleId)
      : request.service === "HOURLY"
        ? (catalogue.vehicles.find((v) => v.hourlyRate > 0) ?? catalogue.vehicles[0])
        : catalogue.vehicles[0];
  if (!vehicle) {
    throw refusal("VEHICLE_NOT_AVAILABLE", language, "", (i18n) =>
      i18n._("This vehicle cannot be booked any more. Please choose another one."),
    );
  }
  return vehicle;
}

/**
 * The price engine's trip: legs for a transfer (the drive through its stops), the duration for a
 * hire; `approach` is the drive from the home city, measured before (undefined without one).
 */
function pricingTrip(
  context: PricingContext,
  request: TripRequest,
  places: TripPlaces,
  ride: { distanceKm: number; durationMinutes: number; pickUpTime: Date; returnPickUpTime: Date | null },
  vehicleId: number,
  approach: number | undefined,
): Trip {
  const { distanceKm, durationMinutes, pickUpTime, returnPickUpTime } = ride;
  const start = startOf(places);
  const end = { lat: places.arrivalPlace.lat, lng: places.arrivalPlace.lng };
  const hire = request.service === "HOURLY";
  const legs: Trip["legs"] = hire ? [] : [{ from: start, to: end, distanceKm, durationMinutes, pickUpTime }];
  if (returnPickUpTime) {
    legs.push({ from: end, to: start, distanceKm, durationMinutes, pickUpTime: returnPickUpTime });
  }
  return {
    vehicleId,
    passengers: request.passengers,
    baggage: request.baggage,
    legs,
    options: request.options,
    orderedAt: context.now(),
    ...(approach === undefined ? {} : { approachDistanceKm: approach }),
    ...(places.stops.length > 0
      ? { stops: places.stops.map((stop) => ({ waitingMinutes: stop.waitingMinutes })) }
      : {}),
    ...(hire ? { hire: { minutes: request.hireMinutes ?? 0, distanceKm, startTime: pickUpTime } } : {}),
  };
}

/**
 * Prices a trip between resolved places with every refusal, in the order a customer can act
 * on: module closed, vehicle, service type, route, times, distance and region, capacity.
 */
async function priceTrip(
  context: PricingContext,
  catalogue: CatalogueSnapshot,
  request: TripRequest,
  places: TripPlaces,
  policy: DiscountPolicy,
): Promise<Quote> {
  const { module } = catalogue;
  const language: Language = request.lang ?? module.defaultLanguage;
  checkModuleOpen(catalogue, language, context.deps.cardPayments);
  const vehicle = chooseVehicle(catalogue, request, language);
  checkService(module, vehicle, request, places.stops.length, language);

  // Each step awaits only when it has to (a routing service, a home city, a limited code): an
  // await costs a suspension of this function on the estimate's hot path.
  const points = routePoints(places);
  const route = tripRoute(context, module, request, points, language);
  const { distanceKm, durationMinutes } = route instanceof Promise ? await route : route;
  const times = checkTimes(context.now, module, request, durationMinutes, language);
  checkDistanceAndRegion(catalogue, points, distanceKm, request.service, language);
  const ride = { distanceKm, durationMinutes, ...times };
  const approach = module.checkboxHomeCity
    ? await approachDistanceKm(context, module, startOf(places))
    : undefined;
  const trip = pricingTrip(context, request, places, ride, vehicle.id, approach);

  const typedCode = request.discountCode?.replace(/\s+/g, "") ?? "";
  const found = typedCode ? findDiscount(context.deps.discountCodes, catalogue, typedCode) : null;
  const discount = found instanceof Promise ? await found : found;
  if (typedCode && policy === "require-valid" && !discount) throw invalidDiscount(language);

  const result = computePrice(catalogue.pricing, trip, discount ? toPricingDiscount(discount) : undefined);
  if (!result.ok) throw priceRefusal(result.refusal, language);
  if (policy === "require-valid" && result.quote.discount && result.quote.discount.status !== "valid") {
    throw invalidDiscount(language);
  }

  const hireMinutes = request.service === "HOURLY" ? (request.hireMinutes ?? null) : null;
  return {
    module,
    catalogue,
    language,
    vehicle,
    places: { start: places.startingPlace, end: places.arrivalPlace },
    service: request.service,
    hireMinutes,
    stops: places.stops,
    route: times.returnPickUpTime ? "ROUND_TRIP" : "ONE_WAY",
    pickUpTime: times.pickUpTime,
    returnPickUpTime: times.returnPickUpTime,
    distanceKm,
    durationMinutes,
    windows: legWindows(
      times.pickUpTime,
      times.returnPickUpTime,
      heldMinutes(request, durationMinutes, places.stops),
    ),
    passengers: request.passengers,
    baggage: request.baggage,
    options: request.options.filter((option) => option.quantity > 0),
    price: result.quote,
    discount,
    typedDiscountCode: typedCode || null,
  };
}

function invalidDiscount(language: Language): AppError {
  return refusal("DISCOUNT_CODE_INVALID", language, "", (i18n) => i18n._("Expired or invalid discount code"));
}

function priceRefusal(reason: PriceRefusal, language: Language): AppError {
  switch (reason.code) {
    case "HIRE_NOT_OFFERED":
      return refusal(
        "SERVICE_NOT_OFFERED",
        language,
        "",
        (i18n) => i18n._("This kind of ride is not offered. Please change your choice."),
        "vehicleId",
      );
    case "UNKNOWN_VEHICLE":
      return refusal("VEHICLE_NOT_AVAILABLE", language, "", (i18n) =>
        i18n._("This vehicle cannot be booked any more. Please choose another one."),
      );
    case "CAPACITY_EXCEEDED":
      return reason.field === "passengers"
        ? refusal("CAPACITY_EXCEEDED", language, "", (i18n) =>
            i18n._("This vehicle takes at most {max} passengers.", { max: reason.max }),
          )
        : refusal("CAPACITY_EXCEEDED", language, "", (i18n) =>
            i18n._("This vehicle takes at most {max} pieces of baggage.", { max: reason.max }),
          );
    case "UNKNOWN_OPTION":
      return refusal("OPTION_NOT_AVAILABLE", language, "", (i18n) =>
        i18n._("One of the options chosen is not available for this vehicle."),
      );
    case "OPTION_QUANTITY_EXCEEDED":
      return refusal("OPTION_QUANTITY_EXCEEDED", language, "", (i18n) =>
        i18n._("An option was chosen more than {max} times.", { max: reason.max }),
      );
  }
}
