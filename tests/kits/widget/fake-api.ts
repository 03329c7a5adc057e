// Test helpers: a module as GET /api/booking/{id} answers it, and a fetch that answers the
// widget's calls like our server (same envelope) without a network.
import type { PlaceResult } from "../../../src/contract/geo.js";
import type { PublicModule } from "../../../src/contract/module.js";
import type { CheckoutResponse, EstimateResponse } from "../../../src/contract/public-booking.js";

export const TEST_API = "http://api.test";

export function testModule(overrides: Partial<PublicModule> = {}): PublicModule {
  return {
    id: "demomodule",
    title: "Riviera Chauffeurs",
    description: "Transfers across the Riviera",
    imageUrl: null,
    companyName: "Riviera Chauffeurs",
    phone: "+33 4 93 00 00 00",
    websiteUrl: "https://riviera.example",
    redirectionUrl: "",
    currency: "EUR",
    defaultLanguage: "fr",
    lengthUnit: "KM",
    timeZone: "Europe/Paris",
    // None: the widget reads the zone with Intl (the spans have tests of their own).
    utcOffsets: [],
    appearance: {
      moduleWidth: 600,
      moduleHeight: 0,
      iconColor: "80BDFF",
      buttonColor: "007BFF",
      showMap: false,
      centerLat: 46.41,
      centerLng: 2.05,
      centerZoom: 5,
      googleMapsApiKey: "",
    },
    choices: { passengers: true, vehicles: true, trip: true },
    payments: { driver: true, online: false },
    holidayMode: { active: false, message: "" },
    ready: true,
    vehicles: [
      { id: 1, name: "Berline", passengersSpace: 4, baggageSpace: 3 },
      { id: 2, name: "Van", passengersSpace: 7, baggageSpace: 7 },
    ],
    options: [
      {
        id: 11,
        name: "Child seat",
        iconSvg: '<svg viewBox="0 0 24 24"><circle cx="12" cy="12" r="4"/></svg>',
        vehicleId: -1,
        maxValue: 2,
        pricePerQuantity: 10,
      },
      { id: 12, name: "Champagne", iconSvg: "", vehicleId: 2, maxValue: 0, pricePerQuantity: 40 },
    ],
    fields: [
      { id: 21, kind: "firstName", name1: "field.firstName", name2: "", required1: true, required2: false },
      { id: 22, kind: "lastName", name1: "field.lastName", name2: "", required1: true, required2: false },
      { id: 23, kind: "email", name1: "field.email", name2: "", required1: true, required2: false },
      { id: 24, kind: "phone", name1: "field.phone", name2: "", required1: true, required2: false },
      {
        id: 25,
        kind: null,
        name1: "Name on the sign",
        name2: "Child ages",
        required1: true,
        required2: false,
      },
      { id: 26, kind: "country", name1: "field.country", name2: "", required1: false, required2: false },
      { id: 27, kind: "notes", name1: "field.notes", name2: "", required1: false, required2: false },
      {
        id: 28,
        kind: "discountCode",
        name1: "field.discountCode",
        name2: "",
        required1: false,
        required2: false,
      },
    ],
    restrictedCountry: null,
    bookingBufferMinutes: 0,
    // The widget tests book in 2999, far from any "too soon": a horizon past it keeps them
    // bookable. The horizon's own tests set theirs.
    bookingHorizonDays: 400_000,
    // The server's default tile server (MAP_TILE_URL unset).
    mapTiles: {
      urlTemplate: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    },
    ...overrides,
  };
}

/** The fake server's signed place reference of a place id (the real one is an HMAC: opaque to the widget). */
export const fakeRef = (id: string) => `signed.${id}`;

/** The fake gazetteer: what the address search finds, each place with its reference. */
export const TEST_PLACES: PlaceResult[] = [
  {
    id: "nce",
    address: { freeformAddress: "Nice Côte d'Azur Airport" },
    position: { lat: 43.6584, lon: 7.2159 },
    ref: fakeRef("nce"),
  },
  {
    id: "nice",
    address: { freeformAddress: "Nice" },
    position: { lat: 43.7031, lon: 7.2661 },
    ref: fakeRef("nice"),
  },
  {
    id: "mco",
    address: { freeformAddress: "Monaco" },
    position: { lat: 43.7384, lon: 7.4246 },
    ref: fakeRef("mco"),
  },
  {
    id: "cannes",
    address: { freeformAddress: "Cannes" },
    position: { lat: 43.5528, lon: 7.0174 },
    ref: fakeRef("cannes"),
  },
];

/** The server's PLACE_INVALID for the given request fields (an expired or refused place reference). */
export const placeRefused = (...paths: ("startingPlace" | "arrivalPlace")[]) =>
  refused(
    400,
    "PLACE_INVALID",
    "This address needs to be chosen again from the suggestions.",
    paths.map((path) => ({
      path,
      code: "expired",
      message: "This address needs to be chosen again from the suggestions.",
    })),
  );

/** The fields whose reference the fake server did not hand out, as the real one checks its signature. */
function unknownPlaces(body: Record<string, unknown>): ("startingPlace" | "arrivalPlace")[] {
  const known = new Set(TEST_PLACES.map((place) => place.ref));
  return (["startingPlace", "arrivalPlace"] as const).filter((field) => !known.has(String(body[field])));
}

/** A request as the fake server saw it. */
export interface FakeCall {
  method: string;
  /** Path and query, without the API base: "/api/geo/demomodule/places?q=Nice&lang=en". */
  path: string;
  body: unknown;
  /** The Idempotency-Key header, when the request carried one. */
  idempotencyKey?: string;
}

type Answer = Response | Promise<Response>;
/** A route of the fake server: an answer, or undefined to fall through to the default one. */
export type FakeHandler = (call: FakeCall, url: URL) => Answer | undefined;

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
export const ok = (data: unknown) => json(200, { success: true, data });
export const refused = (status: number, code: string, message: string, issues?: unknown[]) =>
  json(status, { success: false, data: code, message, ...(issues ? { issues } : {}) });

/** What the fake prices: 60 € a ride (per leg), options at their unit price, WELCOME10 takes 10 %. */
export function fakeEstimate(module: PublicModule, body: Record<string, unknown>): EstimateResponse {
  const legs = body.route === "ROUND_TRIP" ? 2 : 1;
  const lines: EstimateResponse["lines"] = [];
  for (let leg = 0; leg < legs; leg++) lines.push({ kind: "distance", leg, amount: 60 });
  for (const { id, quantity } of (body.options as { id: number; quantity: number }[]) ?? []) {
    const option = module.options.find((item) => item.id === id);
    if (option)
      lines.push({ kind: "option", name: option.name, quantity, amount: quantity * option.pricePerQuantity });
  }
  const undiscounted = lines.reduce((sum, line) => sum + line.amount, 0);
  const code = body.discountCode as string | undefined;
  const valid = code === "WELCOME10";
  const off = valid ? Math.round(undiscounted * 10) / 100 : 0;
  if (off) lines.push({ kind: "discount", code: code ?? "", amount: -off });
  return {
    price: undiscounted - off,
    undiscountedPrice: undiscounted,
    currency: module.currency,
    lines,
    discount: code ? { code, status: valid ? "valid" : "invalid", amount: off } : null,
    vehicleId: (body.vehicleId as number) ?? module.vehicles[0]?.id ?? 0,
    distanceKm: body.distanceKm as number,
    distanceMiles: (body.distanceKm as number) * 0.621371,
    durationMinutes: body.durationMinutes as number,
    lengthUnit: module.lengthUnit,
    available: true,
  };
}

/**
 * A fetch answering the widget's calls for the given modules; `handlers` answer first (tests
 * put refusals, delays or failures there). Requests are recorded in `calls` and, as bare URLs,
 * in `requests`. An aborted request rejects like a real one.
 */
export function fakeFetch(modules: PublicModule[] = [testModule()], handlers: FakeHandler[] = []) {
  const requests: string[] = [];
  const calls: FakeCall[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = request.method === "GET" ? "" : await request.text();
    const call: FakeCall = {
      method: request.method,
      path: url.pathname + url.search,
      body: text ? JSON.parse(text) : undefined,
      ...(request.headers.has("idempotency-key")
        ? { idempotencyKey: request.headers.get("idempotency-key") ?? "" }
        : {}),
    };
    requests.push(request.url);
    calls.push(call);
    const answer =
      handlers.map((handler) => handler(call, url)).find(Boolean) ?? defaultAnswer(modules, call, url);
    return abortable(answer, request.signal);
  };
  return { fetch: fetchImpl as typeof fetch, requests, calls };
}

function abortable(answer: Answer, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(new DOMException("The operation was aborted.", "AbortError"));
    if (signal.aborted) return abort();
    signal.addEventListener("abort", abort, { once: true });
    Promise.resolve(answer).then(resolve, reject);
  });
}

/** The preview token the fake server accepts for a module (GET /api/booking-preview). */
export const fakePreviewToken = (moduleId: string) => `preview.${moduleId}`;

function defaultAnswer(modules: PublicModule[], call: FakeCall, url: URL): Response {
  const [, , area, first, second, third] = url.pathname.split("/");
  if (area === "booking-preview") {
    const token = url.searchParams.get("token");
    const named = modules.find((item) => fakePreviewToken(item.id) === token);
    return named ? ok(named) : refused(401, "UNAUTHORIZED", "This preview link is invalid or has expired");
  }
  const id = decodeURIComponent(first ?? "");
  const module = modules.find((item) => item.id === id);
  if (!module) return refused(404, "MODULE_NOT_FOUND", "Module not found");
  const body = (call.body ?? {}) as Record<string, unknown>;
  if (area === "booking" && !second) return ok(module);
  if (area === "geo" && second === "places") {
    const query = (url.searchParams.get("q") ?? "").toLowerCase();
    return ok({
      places: TEST_PLACES.filter((p) => p.address.freeformAddress.toLowerCase().includes(query)).slice(0, 7),
    });
  }
  if (area === "geo" && second === "route") {
    return ok({
      distanceMeters: 30_000,
      durationSeconds: 2100,
      distanceKm: 30,
      distanceMiles: 18.6,
      durationMinutes: 35,
      source: "offline",
      authoritative: false,
    });
  }
  const priced =
    (area === "module" && second === "estimate-price") || (area === "booking" && second === "checkout");
  if (priced && unknownPlaces(body).length > 0) return placeRefused(...unknownPlaces(body));
  if (area === "module" && second === "estimate-price") return ok(fakeEstimate(module, body));
  if (area === "booking" && second === "discount") {
    const valid = decodeURIComponent(third ?? "") === "WELCOME10";
    return ok({ discount: valid, discountPrice: null, fixedDiscount: 0, percentageDiscount: valid ? 10 : 0 });
  }
  if (area === "booking" && second === "checkout") {
    const estimate = fakeEstimate(module, body);
    const result: CheckoutResponse = {
      number: 1001,
      status: "VALIDATED",
      paymentMode: body.paymentMode as CheckoutResponse["paymentMode"],
      paymentUrl: body.paymentMode === "ONLINE" ? "https://pay.example/session/1001" : null,
      redirectUrl: module.redirectionUrl || null,
      price: estimate.price,
      currency: module.currency,
      gratuity: 0,
      onlineAmount: body.paymentMode === "ONLINE" ? estimate.price : 0,
      driverAmount: body.paymentMode === "ONLINE" ? 0 : estimate.price,
    };
    return ok(result);
  }
  return refused(404, "NOT_FOUND", "Not found");
}
