import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, demoAuthHeader, type TestApp } from "../../tests/setup/test-app.js";
import { bookingPolicy } from "../contract/booking-policy.js";
import { reminderSettingsInput } from "../contract/reminders.js";
import { moduleConfigInput, moduleSettingsInput } from "../contract/settings.js";
import { accessOf } from "./modules/api-keys/index.js";
import { createOwnersRepository } from "./modules/owners/repository.js";
import { createOwnersService } from "./modules/owners/service.js";

/**
 * Tenant isolation (issue 4): every admin route of the Fastify router, as registered, is called
 * by a second owner B with the ids of the first owner A (the demo module). Routes naming an item
 * answer 404 NOT_FOUND; the others answer B's data only; A's rows are the same after every call.
 *
 * The route list comes from the router (an onRoute hook), so a new admin route without an entry
 * in CASES below fails the walk until someone says how to call it.
 */

type Headers = { authorization: string };
type Method = NonNullable<InjectOptions["method"]>;

/** Admin catalogue kinds, by their path segment under /api/admin. */
const KINDS = ["vehicles", "packages", "surcharges", "options", "discount", "fields", "drivers"] as const;
type CatalogueKind = (typeof KINDS)[number];
/**
 * Kinds an :id can name: the catalogue's, bookings (created by hand through POST /bookings), API
 * keys and webhook endpoints (POST /webhooks).
 */
type Kind = CatalogueKind | "bookings" | "api-keys" | "webhooks";
/** The kinds every owner of the walk holds one marked item of. */
const OWNED_KINDS = [...KINDS, "bookings", "api-keys", "webhooks"] as const;

/** Marks every name A gives its own items: B must never see it. */
const MARK = "Qx7Alpha";
const B_PASSWORD = "beta owner password";

interface World {
  t: TestApp;
  a: Headers;
  b: Headers;
  /** B's API key with every scope: it must see no more of A than B's session. */
  bKey: Headers;
  bModuleId: string;
}

interface RequestParts {
  payload?: unknown;
  query?: string;
  headers?: Record<string, string>;
}

interface Call {
  /** Body, query string or headers a legitimate caller sends (none when omitted). */
  request?(world: World): RequestParts | Promise<RequestParts>;
  /** For routes without an id: the answer B gets (200 when omitted). */
  status?: number;
  code?: string;
}

interface RouteCase {
  /** For routes with an :id: whose kind of item the id names (A's ids are put there). */
  target?: Kind;
  calls?: Call[];
  /** What the same call answers on B's own item (200 when omitted). */
  ownStatus?: number;
}

/** Tiny valid PNG (1×1). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** A multipart upload of a PNG; `trailer` (bytes after the image's end) makes its hash differ. */
function multipartImage(trailer = ""): RequestParts {
  const boundary = "----tenantboundary93Jd";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(head),
      PNG,
      Buffer.from(trailer),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

let serial = 0;
const zone = { type: "Point", coordinates: [7.26, 43.7], radius: 800 };

/** A valid create body of each kind; `name` prefixes the names, so A's carry MARK and B's do not. */
function createBody(kind: Kind, name: string): Record<string, unknown> {
  const n = ++serial;
  switch (kind) {
    case "vehicles":
      return { name: `${name} car ${n}`, passengersSpace: 4, baggageSpace: 2, numberOwned: 1, priceFrom: 5 };
    case "packages":
      return {
        name: `${name} transfer ${n}`,
        pickupZone: zone,
        depositZone: zone,
        fixedPrice: 10,
        increasedPrice: 12,
        way: "ONE_WAY",
      };
    case "surcharges":
      return {
        name: `${name} evening ${n}`,
        startTime: "18:00",
        endTime: "20:00",
        increaseAmount: 5,
        monday: true,
      };
    case "options":
      return { name: `${name} water ${n}`, icon: "baby", pricePerQuantity: 3, maxValue: 2 };
    case "discount":
      return { code: `${name.toUpperCase()}${n}`, percentageDiscount: 5, maxUsage: 3 };
    case "fields":
      return { name1: `${name} flight ${n}`, name2: "", required1: true };
    case "drivers":
      return {
        name: `${name} driver ${n}`,
        phone: `+33 6 00 00 00 0${n % 10}`,
        email: `${name.toLowerCase()}${n}@drivers.example`,
      };
    case "api-keys":
      return { name: `${name} key ${n}`, scopes: ["bookings:read"] };
    case "webhooks":
      return { url: `https://hooks.example/${name.toLowerCase()}/${n}`, events: ["booking.created"] };
    case "bookings":
      // A manual booking on the owner's first vehicle, each on its own day so none is ever full.
      return {
        startingAddress: `${name} street ${n}`,
        startingLat: 43.7,
        startingLng: 7.26,
        arrivalAddress: "Airport",
        arrivalLat: 43.66,
        arrivalLng: 7.21,
        pickUpTime: `${new Date(Date.UTC(2027, 0, 1) + n * 86_400_000).toISOString().slice(0, 10)}T10:00`,
        duration: 20,
        distance: 7,
        price: 40,
        firstName: `${name} rider ${n}`,
        email: `${name.toLowerCase()}${n}@riders.example`,
      };
  }
}

/** A valid update body (discount codes keep their code: it is left out). */
function updateBody(kind: Kind): Record<string, unknown> {
  const { code: _code, ...body } = createBody(kind, "Beta");
  return body;
}

const keysOf = (schema: { shape: object }) => Object.keys(schema.shape);
const pick = (data: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.filter((key) => key in data).map((key) => [key, data[key]]));

async function getData(world: World, url: string, headers: Headers) {
  const response = await world.t.app.inject({ method: "GET", url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Record<string, unknown>;
}

/** Every catalogue route of one kind. */
function catalogueCases(kind: CatalogueKind): Record<string, RouteCase> {
  const scoped = kind !== "vehicles" && kind !== "fields" && kind !== "drivers";
  return {
    [`GET /${kind}`]: {},
    [`POST /${kind}`]: {
      calls: [
        { request: () => ({ payload: createBody(kind, "Beta") }) },
        // An id of A inside a body is no better than one in the path.
        ...(scoped
          ? [
              {
                request: async (world: World) => ({
                  payload: { ...createBody(kind, "Beta"), vehicleId: (await idsOfA(world.t)).vehicles[0] },
                }),
                status: 400,
                code: "VALIDATION_ERROR",
              },
            ]
          : []),
      ],
    },
    [`PUT /${kind}/:id`]: { target: kind, calls: [{ request: () => ({ payload: updateBody(kind) }) }] },
    [`DELETE /${kind}/:id`]: { target: kind },
    [`GET /${kind}/:id/enable`]: { target: kind },
    [`GET /${kind}/:id/disable`]: { target: kind },
  };
}

/** Reordering with A's ids: NOT_FOUND, nothing renumbered. */
function reorderCase(kind: Kind, key: string): RouteCase {
  return {
    calls: [
      {
        request: async (world) => ({
          payload: { [key]: (await idsOfA(world.t))[kind].map((id, position) => ({ id, position })) },
        }),
        status: 404,
        code: "NOT_FOUND",
      },
    ],
  };
}

/**
 * How to call each admin route ("METHOD path under /api/admin", as registered). HEAD routes use
 * their GET's entry. A registered route missing here, or an entry no route has, fails the test.
 */
const CASES: Record<string, RouteCase> = {
  ...Object.assign({}, ...KINDS.map(catalogueCases)),
  "POST /vehicles/reorder": reorderCase("vehicles", "vehicles"),
  "POST /packages/reorder": reorderCase("packages", "packages"),
  "POST /options/reorder": reorderCase("options", "options"),
  "POST /fields/reorder": reorderCase("fields", "fields"),
  "GET /packages/:id/copy": { target: "packages" },
  "GET /options/:id/copy": { target: "options" },
  "GET /module/identifier": {},
  "GET /settings": {},
  "POST /settings": {
    calls: [
      {
        request: async (world) => ({
          payload: {
            ...pick(await getData(world, "/api/admin/settings", world.b), keysOf(moduleSettingsInput)),
            // A new module has no website yet; the form requires one.
            url: "https://beta-cabs.example",
          },
        }),
      },
    ],
  },
  "GET /module": {},
  "POST /module": {
    calls: [
      {
        request: async (world) => ({
          payload: pick(await getData(world, "/api/admin/module", world.b), keysOf(moduleConfigInput)),
        }),
      },
    ],
  },
  "GET /currency": {},
  "POST /settings/image": { calls: [{ request: () => multipartImage() }] },
  "DELETE /settings/image": {},
  "GET /language": { calls: [{}, { request: () => ({ query: "lang=es" }) }] },
  "GET /icons": {},
  "GET /geo/cities": { calls: [{ request: () => ({ query: "q=Lyon" }) }] },
  // Prices B's own module from B's coordinates: nothing of A's to see or change.
  "POST /estimate-price": {
    calls: [
      {
        request: () => ({
          payload: {
            startingLat: 43.7102,
            startingLng: 7.262,
            arrivalLat: 43.5528,
            arrivalLng: 7.0174,
            distanceKm: 33,
            durationMinutes: 40,
            pickUpTime: "2027-03-10T10:00",
          },
        }),
      },
    ],
  },
  "GET /customers": { calls: [{}, { request: () => ({ query: "q=camille" }) }] },
  "GET /bookings": { calls: [{}, { request: () => ({ query: "q=rider" }) }] },
  "GET /bookings/csv": {},
  "GET /bookings/preview": {},
  "POST /bookings": {
    calls: [
      { request: () => ({ payload: createBody("bookings", "Beta") }) },
      {
        request: async (world) => ({
          payload: { ...createBody("bookings", "Beta"), vehicleId: (await idsOfA(world.t)).vehicles[0] },
        }),
        status: 422,
        code: "VEHICLE_NOT_AVAILABLE",
      },
    ],
  },
  "GET /bookings/:id": { target: "bookings" },
  "PUT /bookings/:id": {
    target: "bookings",
    calls: [{ request: () => ({ payload: createBody("bookings", "Beta") }) }],
  },
  "DELETE /bookings/:id": { target: "bookings" },
  // B's own manual booking is CONFIRMED already: the route found it, and says so.
  "POST /bookings/:id/confirm": { target: "bookings", ownStatus: 409 },
  "POST /bookings/:id/cancel": { target: "bookings", ownStatus: 409 },
  "POST /bookings/:id/share": {
    target: "bookings",
    calls: [{ request: () => ({ payload: { email: "colleague@beta-cabs.example", message: "For you" } }) }],
  },
  "GET /bookings/:id/documents": { target: "bookings" },
  // B's own manual booking is CONFIRMED: B marks it done (B has no documents on: no receipt).
  "POST /bookings/:id/complete": { target: "bookings", calls: [{ request: () => ({ payload: {} }) }] },
  // Document ids: A's booking id names none of B's documents (B issues none) nor A's to B.
  "GET /documents/:id/pdf": { target: "bookings", ownStatus: 404 },
  "POST /documents/:id/credit-note": { target: "bookings", ownStatus: 404 },
  "GET /business-details": {},
  "PUT /business-details": {
    calls: [
      {
        request: () => ({
          payload: {
            legalName: "Beta Cabs",
            legalForm: "",
            legalAddress: "",
            siret: "",
            vtcRegisterNumber: "",
            vatNumber: "",
            vatExempt: false,
            invoiceFooter: "",
            documentsEnabled: false,
          },
        }),
      },
    ],
  },
  // Reminders and the booking policy: B reads and saves its own settings, A's stay as they were.
  "GET /reminders": {},
  "PUT /reminders": {
    calls: [
      {
        request: async (world) => ({
          payload: pick(await getData(world, "/api/admin/reminders", world.b), keysOf(reminderSettingsInput)),
        }),
      },
    ],
  },
  "GET /booking-policy": {},
  "PUT /booking-policy": {
    calls: [
      {
        request: async (world) => ({
          payload: pick(await getData(world, "/api/admin/booking-policy", world.b), keysOf(bookingPolicy)),
        }),
      },
    ],
  },
  // The customer's manage link: A's bookings are not B's; B reads and replaces its own.
  "GET /bookings/:id/manage-link": { target: "bookings" },
  "POST /bookings/:id/manage-link/regenerate": { target: "bookings" },
  // Customers' change requests: A's history and requests are not B's. B's own booking has no
  // change with that id either (the ids are the booking's), hence 404 on both sides.
  "GET /bookings/:id/changes": { target: "bookings" },
  "POST /bookings/:id/changes/:changeId/accept": { target: "bookings", ownStatus: 404 },
  "POST /bookings/:id/changes/:changeId/refuse": { target: "bookings", ownStatus: 404 },
  "GET /booking-changes/pending": {},
  "GET /planning": { calls: [{}, { request: () => ({ query: "from=2027-01-01&to=2027-12-31" }) }] },
  // Sessions: B sees its own; A's session id is unknown to B; signing out ends only the caller's.
  "GET /sessions": {},
  "POST /sessions/revoke": {
    calls: [
      { request: async (w) => ({ payload: { id: await sessionIdOfA(w) } }), status: 404, code: "NOT_FOUND" },
    ],
  },
  "POST /sign-out": {
    calls: [{ request: async () => ({ headers: await signIn("beta@cabs.example", B_PASSWORD) }) }],
  },
  // Everywhere ends every session of the caller: a third owner's, so B's own token lives on.
  "POST /sign-out-everywhere": { calls: [{ request: async () => ({ headers: await thirdOwner() }) }] },
  // The feed address: B reads and regenerates its own; A's address keeps working (checked in
  // the calendar-feed tests, which fetch it after B's regenerate).
  "GET /calendar-feed": {},
  // A driver's page address and who drives a booking: A's drivers and bookings are not B's.
  "GET /drivers/:id/link": { target: "drivers" },
  "POST /drivers/:id/link/regenerate": { target: "drivers" },
  "PUT /bookings/:id/assignment": {
    target: "bookings",
    calls: [{ request: () => ({ payload: { driverId: null, vehiclePlate: "AB-123-CD" } }) }],
  },
  "POST /calendar-feed/regenerate": {},
  "POST /contact": { calls: [{ request: () => ({ payload: { message: "Hello from Beta Cabs" } }) }] },
  "POST /profile": {
    calls: [
      {
        request: () => ({
          payload: { companyName: "Beta Cabs", phone: "+1 555 0100", currentPassword: B_PASSWORD },
        }),
      },
    ],
  },
  // B finished its welcome long ago; the answer must still say nothing of A.
  "POST /new-profile": {
    calls: [
      {
        request: () => ({ payload: { companyName: "Beta Cabs", newPassword: "another password" } }),
        status: 409,
        code: "WELCOME_ALREADY_COMPLETED",
      },
    ],
  },
  // Card account and subscription (issue 9): this walk runs in self-hosted mode, where they say so.
  "GET /stripe-url": { calls: [{ status: 409, code: "CARD_PAYMENTS_NOT_CONFIGURED" }] },
  "GET /stripe-infos": { calls: [{ status: 409, code: "CARD_PAYMENTS_NOT_CONFIGURED" }] },
  "GET /stripe-disconnect": { calls: [{ status: 409, code: "CARD_PAYMENTS_NOT_CONFIGURED" }] },
  "GET /check-subscription": {},
  "GET /stripe-portal": { calls: [{ status: 409, code: "SUBSCRIPTIONS_NOT_CONFIGURED" }] },
  "GET /renew-subscription": { calls: [{ status: 409, code: "SUBSCRIPTIONS_NOT_CONFIGURED" }] },
  // Google Calendar (issue 19): this walk runs without Google configured, where they say so;
  // connected, each route reads and writes only the caller's own connection (google-calendar.test.ts).
  "GET /google-calendar": {},
  "POST /google-calendar": { calls: [{ status: 409, code: "GOOGLE_CALENDAR_NOT_ENABLED" }] },
  "PATCH /google-calendar": {
    calls: [
      {
        request: () => ({ payload: { blockBusyTimes: false } }),
        status: 409,
        code: "GOOGLE_CALENDAR_NOT_ENABLED",
      },
    ],
  },
  "DELETE /google-calendar": { calls: [{ status: 409, code: "GOOGLE_CALENDAR_NOT_ENABLED" }] },
  "GET /check-google-calendar": {},
  // B's link names B's module only: A's id never appears in it (checked like every answer).
  "POST /preview-link": {},
  "GET /api-keys": {},
  "POST /api-keys": { calls: [{ request: () => ({ payload: createBody("api-keys", "Beta") }) }] },
  "DELETE /api-keys/:id": { target: "api-keys" },
  // Webhook endpoints (issue 35): B lists and adds its own; A's endpoints are not B's.
  "GET /webhooks": {},
  "POST /webhooks": { calls: [{ request: () => ({ payload: createBody("webhooks", "Beta") }) }] },
  "PATCH /webhooks/:id": {
    target: "webhooks",
    calls: [{ request: () => ({ payload: { enabled: false } }) }],
  },
  "DELETE /webhooks/:id": { target: "webhooks" },
  "POST /webhooks/:id/rotate-secret": { target: "webhooks" },
  "GET /webhooks/:id/deliveries": { target: "webhooks" },
  "POST /webhooks/:id/ping": { target: "webhooks" },
  // B's own new endpoint has no delivery 1: the resend is refused as unknown there too.
  "POST /webhooks/:id/resend": {
    target: "webhooks",
    calls: [{ request: () => ({ payload: { deliveryId: 1 } }) }],
    ownStatus: 404,
  },
};

interface RegisteredRoute {
  method: string;
  url: string;
}

const registered: RegisteredRoute[] = [];
let world: World;
/** Strings only A's data contains (lower case). */
let secrets: string[];

const ADMIN = "/api/admin";
const adminRoutes = () => registered.filter((route) => route.url.startsWith(`${ADMIN}/`));
const caseKey = (route: RegisteredRoute) => `${route.method} ${route.url.slice(ADMIN.length)}`;
const hasParams = (url: string) => /:\w+/.test(url);
const withId = (url: string, id: number) => url.replace(/:\w+/g, String(id));

/** The GET entry stands for its HEAD route (Fastify adds one to every GET). */
function caseOf(route: RegisteredRoute): RouteCase | undefined {
  const key = caseKey(route);
  return CASES[route.method === "HEAD" ? key.replace(/^HEAD /, "GET ") : key];
}

/** Every id A holds, per kind (and its customers'), read from the database. */
async function idsOfA(t: TestApp): Promise<Record<Kind | "customers", number[]>> {
  const { db } = t.database;
  const moduleId = t.demo.moduleId;
  const ids = async (
    table:
      | "vehicles"
      | "packages"
      | "surcharges"
      | "customOptions"
      | "discountCodes"
      | "bookingFields"
      | "customers"
      | "bookings"
      | "drivers"
      | "webhookEndpoints",
  ) =>
    (await db.selectFrom(table).select("id").where("moduleId", "=", moduleId).orderBy("id").execute()).map(
      (row) => row.id,
    );
  return {
    vehicles: await ids("vehicles"),
    packages: await ids("packages"),
    surcharges: await ids("surcharges"),
    options: await ids("customOptions"),
    discount: await ids("discountCodes"),
    fields: await ids("bookingFields"),
    customers: await ids("customers"),
    bookings: await ids("bookings"),
    drivers: await ids("drivers"),
    "api-keys": (
      await db
        .selectFrom("apiKeys")
        .innerJoin("modules", "modules.ownerId", "apiKeys.ownerId")
        .select("apiKeys.id")
        .where("modules.id", "=", moduleId)
        .orderBy("apiKeys.id")
        .execute()
    ).map((row) => row.id),
    webhooks: await ids("webhookEndpoints"),
  };
}

/** Every row of A: account, module, catalogue, customers, image, bookings. */
async function snapshotOfA() {
  const { db } = world.t.database;
  const moduleId = world.t.demo.moduleId;
  const module = await db
    .selectFrom("modules")
    .selectAll()
    .where("id", "=", moduleId)
    .executeTakeFirstOrThrow();
  const owner = await db.selectFrom("owners").selectAll().where("id", "=", module.ownerId).execute();
  const tables = [
    "vehicles",
    "packages",
    "surcharges",
    "customOptions",
    "discountCodes",
    "bookingFields",
    "customers",
    "moduleImages",
    "bookings",
    "drivers",
    "webhookEndpoints",
    "webhookDeliveries",
  ] as const;
  const rows = await Promise.all(
    tables.map(async (table) => {
      const found = await db.selectFrom(table).selectAll().where("moduleId", "=", moduleId).execute();
      return found.map((row) => JSON.stringify(row)).sort();
    }),
  );
  const apiKeys = await db.selectFrom("apiKeys").selectAll().where("ownerId", "=", module.ownerId).execute();
  return { module, owner, rows, apiKeys };
}

/** The id of one of A's live sessions (the demo owner signed in for the walk). */
async function sessionIdOfA(w: World): Promise<string> {
  const module = await w.t.database.db
    .selectFrom("modules")
    .select("ownerId")
    .where("id", "=", w.t.demo.moduleId)
    .executeTakeFirstOrThrow();
  const session = await w.t.database.db
    .selectFrom("sessions")
    .select("id")
    .where("ownerId", "=", module.ownerId)
    .where("revokedAt", "is", null)
    .executeTakeFirstOrThrow();
  return session.id;
}

/** A third owner, signed in: for the routes that end every session of their caller. */
async function thirdOwner(): Promise<Headers> {
  const owners = createOwnersService(createOwnersRepository(world.t.database.db));
  const email = `gamma${++serial}@cabs.example`;
  await owners.createOwner({ email, password: B_PASSWORD, companyName: `Gamma ${serial}` });
  return signIn(email, B_PASSWORD);
}

async function signIn(email: string, password: string): Promise<Headers> {
  const response = await world.t.app.inject({
    method: "POST",
    url: "/api/auth/signin",
    payload: { email, password },
  });
  return { authorization: `Bearer ${response.json().data.accessToken}` };
}

async function inject(
  method: string,
  url: string,
  headers: Headers,
  parts: RequestParts = {},
): Promise<LightMyRequestResponse> {
  return world.t.app.inject({
    method: method as Method,
    url: parts.query ? `${url}?${parts.query}` : url,
    headers: { ...headers, ...parts.headers },
    ...(parts.payload === undefined ? {} : { payload: parts.payload as string }),
  });
}

/** Creates one item of this kind for B and answers its id. */
async function ownItemOfB(kind: Kind): Promise<number> {
  const response = await inject("POST", `${ADMIN}/${kind}`, world.b, { payload: createBody(kind, "Beta") });
  expect(response.statusCode, response.body).toBe(200);
  // A new webhook endpoint comes with its secret: { endpoint, secret }.
  const data = response.json().data;
  return data.endpoint?.id ?? data.id;
}

/**
 * What in an answer points at A: one of A's strings, an item id of A in an answer about that kind
 * of item, or a vehicleId of A anywhere.
 */
function leaks(route: RegisteredRoute, body: string, ids: Record<Kind | "customers", number[]>): string[] {
  const found: string[] = [];
  const lower = body.toLowerCase();
  for (const secret of secrets) if (lower.includes(secret)) found.push(`"${secret}"`);
  if (!body.trim().startsWith("{")) return found;
  const kind = route.url.slice(ADMIN.length + 1).split("/")[0] as Kind | "customers";
  const itemIds = new Set(ids[kind] ?? []);
  const vehicleIds = new Set(ids.vehicles);
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    if (typeof value !== "object" || value === null) return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === "id" && typeof inner === "number" && itemIds.has(inner)) found.push(`${kind} id ${inner}`);
      if (key === "vehicleId" && typeof inner === "number" && vehicleIds.has(inner)) {
        found.push(`vehicle id ${inner}`);
      }
      walk(inner);
    }
  };
  walk(JSON.parse(body));
  return found;
}

beforeAll(async () => {
  const t = await createTestApp(
    // Contact is offered only with an operator address to deliver to.
    // B's key walks as many routes as B's session: no limit on it here (the limit has its own test).
    { OPERATOR_EMAIL: "operator@chauffeur.test", API_KEY_RATE_LIMIT: "0" },
    {
      onRoute: (route) => {
        for (const method of [route.method].flat()) registered.push({ method, url: route.url });
      },
    },
  );
  world = {
    t,
    a: await demoAuthHeader(t),
    b: { authorization: "" },
    bKey: { authorization: "" },
    bModuleId: "",
  };

  // A: the demo catalogue, customers and fleet, plus one marked item of every kind and an image.
  for (const kind of OWNED_KINDS) {
    const response = await inject("POST", `${ADMIN}/${kind}`, world.a, { payload: createBody(kind, MARK) });
    expect(response.statusCode, response.body).toBe(200);
  }
  const image = await inject("POST", `${ADMIN}/settings/image`, world.a, multipartImage(MARK));
  expect(image.statusCode, image.body).toBe(200);

  // B: a second owner (as the CLI creates one), signed in, with one item of every kind.
  const owners = createOwnersService(createOwnersRepository(t.database.db));
  const created = await owners.createOwner({
    email: "beta@cabs.example",
    password: B_PASSWORD,
    companyName: "Beta Cabs",
  });
  world.b = await signIn("beta@cabs.example", B_PASSWORD);
  world.bModuleId = created.moduleId;
  for (const kind of OWNED_KINDS) await ownItemOfB(kind);
  const bKey = await inject("POST", `${ADMIN}/api-keys`, world.b, {
    payload: { name: "Beta integration", scopes: ["bookings:read", "bookings:write", "catalogue:read"] },
  });
  world.bKey = { authorization: `Bearer ${bKey.json().data.key}` };

  const { db } = t.database;
  const etag = (
    await db
      .selectFrom("moduleImages")
      .select("etag")
      .where("moduleId", "=", t.demo.moduleId)
      .executeTakeFirstOrThrow()
  ).etag;
  secrets = [
    MARK,
    t.demo.email,
    t.demo.moduleId,
    "riviera", // company name, title, direct-link name and website of A
    "+33 4 93 00 00 00",
    "welcome10",
    "nice airport",
    "camille",
    "whitfield",
    etag,
  ].map((secret) => secret.toLowerCase());
});
afterAll(() => world.t.close());

// The two walks below make one request and two snapshots of A per admin route: their time grows
// with the router, so they get more than the project's per-test default.
const WALK_TIMEOUT_MS = 120_000;

describe("tenant isolation: every admin route of the router", () => {
  it("finds the admin routes in the router, each with an entry saying how to call it", () => {
    const routes = adminRoutes();
    // The collector works: the catalogue alone registers dozens of admin routes.
    expect(routes.length).toBeGreaterThan(60);
    const missing = routes.filter((route) => !caseOf(route)).map(caseKey);
    expect(missing, "admin routes without an entry in CASES").toEqual([]);
    const keys = new Set(routes.map(caseKey));
    const stale = Object.keys(CASES).filter((key) => !keys.has(key));
    expect(stale, "entries of CASES that no route has").toEqual([]);
    const untargeted = routes.filter((route) => hasParams(route.url) && !caseOf(route)?.target);
    expect(untargeted.map(caseKey), "id routes need a target kind").toEqual([]);
  });

  // B's session on every route; B's API key (every scope) on every route its scopes open.
  for (const who of ["session", "API key"] as const) {
    const as = () => (who === "session" ? world.b : world.bKey);
    const open = (route: RegisteredRoute) =>
      who === "session" || accessOf(route.method, route.url) !== "session";
    it(
      `answers 404 NOT_FOUND to B's ${who} for every route naming an item of A, changing nothing of A`,
      async () => {
        const problems: string[] = [];
        const ids = await idsOfA(world.t);
        const routes = adminRoutes().filter(
          (route) => open(route) && hasParams(route.url) && caseOf(route)?.target,
        );
        expect(routes.length).toBeGreaterThan(who === "session" ? 30 : 8);
        for (const route of routes) {
          const routeCase = caseOf(route) as RouteCase & { target: Kind };
          const targetIds = ids[routeCase.target];
          // The first (seeded or built-in) and the last (marked) item of that kind.
          const foreign = [...new Set([targetIds[0], targetIds.at(-1)])].filter((id) => id !== undefined);
          expect(foreign.length, `A has ${routeCase.target}`).toBeGreaterThan(0);
          for (const call of routeCase.calls ?? [{}]) {
            for (const id of foreign) {
              const before = await snapshotOfA();
              const parts = (await call.request?.(world)) ?? {};
              const response = await inject(route.method, withId(route.url, id), as(), parts);
              const label = `${route.method} ${withId(route.url, id)}`;
              if (response.statusCode !== 404)
                problems.push(`${label}: ${response.statusCode} ${response.body}`);
              if (route.method !== "HEAD" && response.json().data !== "NOT_FOUND") {
                problems.push(`${label}: code ${response.body}`);
              }
              for (const leak of leaks(route, response.body, ids)) problems.push(`${label} shows ${leak}`);
              expect(await snapshotOfA(), `${label} changed A's data`).toEqual(before);
            }
            // The same request on B's own item succeeds: the 404 above is about the owner, not the body.
            const own = await ownItemOfB(routeCase.target);
            const control = await inject(
              route.method,
              withId(route.url, own),
              as(),
              (await call.request?.(world)) ?? {},
            );
            if (control.statusCode !== (routeCase.ownStatus ?? 200)) {
              problems.push(
                `${route.method} ${route.url} on B's own item: ${control.statusCode} ${control.body}`,
              );
            }
          }
        }
        expect(problems).toEqual([]);
      },
      WALK_TIMEOUT_MS,
    );

    it(
      `answers B's data only to B's ${who} on every other admin route, changing nothing of A`,
      async () => {
        const problems: string[] = [];
        const ids = await idsOfA(world.t);
        const routes = adminRoutes().filter((route) => open(route) && !hasParams(route.url));
        expect(routes.length).toBeGreaterThan(who === "session" ? 20 : 5);
        for (const route of routes) {
          const calls: Call[] = caseOf(route)?.calls ?? [{}];
          // A HEAD answer has no body: its GET's first call, for the status and A's rows only.
          for (const call of route.method === "HEAD" ? calls.slice(0, 1) : calls) {
            const before = await snapshotOfA();
            const parts = (await call.request?.(world)) ?? {};
            const response = await inject(route.method, route.url, as(), parts);
            const label = `${route.method} ${route.url}${parts.query ? `?${parts.query}` : ""}`;
            const status = call.status ?? 200;
            if (response.statusCode !== status)
              problems.push(`${label}: ${response.statusCode} ${response.body}`);
            if (route.method !== "HEAD" && call.code && response.json().data !== call.code) {
              problems.push(`${label}: code ${response.body}`);
            }
            for (const leak of leaks(route, response.body, ids)) problems.push(`${label} shows ${leak}`);
            expect(await snapshotOfA(), `${label} changed A's data`).toEqual(before);
          }
        }
        expect(problems).toEqual([]);
      },
      WALK_TIMEOUT_MS,
    );
  }

  it("still answers A's own data to A (the walk did not just break everything)", async () => {
    const settings = await getData(world, "/api/admin/settings", world.a);
    expect(settings).toMatchObject({
      identifier: world.t.demo.moduleId,
      companyName: "Riviera Chauffeurs",
      img: true,
    });
    const vehicles = (await getData(world, "/api/admin/vehicles", world.a)).vehicles as { name: string }[];
    expect(vehicles.map((vehicle) => vehicle.name)).toEqual(
      expect.arrayContaining(["Berline", "Van", expect.stringContaining(MARK)]),
    );
    // The two demo customers and the rider of A's marked manual booking.
    const customers = (await getData(world, "/api/admin/customers", world.a)).customers as unknown[];
    expect(customers).toHaveLength(3);
  });
});
