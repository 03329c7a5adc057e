// The catalogue snapshot (DESIGN: docs/decisions/0041-catalogue-snapshot-cache.md): a change through
// one app is priced by another app on the same database within a second, a checkout always
// prices from the current version, and a warm estimate costs one query.
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutOf, demoFieldIds, niceToCannes, postJson } from "../../../../tests/fixtures/trips.js";
import {
  createTestApp,
  demoAuthHeader,
  type OtherApp,
  openOtherApp,
  type TestApp,
  testDatabaseKind,
} from "../../../../tests/setup/test-app.js";
import { countingPlugin } from "../../../../tests/setup/write-plugin.js";

let a: TestApp;
let b: OtherApp;
let auth: { authorization: string };
let fields: Record<string, number>;

beforeAll(async () => {
  a = await createTestApp();
  b = await openOtherApp(a);
  auth = await demoAuthHeader(a);
  fields = await demoFieldIds(a.app);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const estimatePrice = async (app: FastifyInstance) => {
  const response = await postJson(app, "/api/module/demomodule/estimate-price", niceToCannes());
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.price as number;
};

const vehicleNames = async (app: FastifyInstance) => {
  const response = await app.inject({ method: "GET", url: "/api/booking/demomodule" });
  return (response.json().data.vehicles as { name: string }[]).map((vehicle) => vehicle.name);
};

/** Polls until `read` answers `expected` (the change must show within a second), and answers the time it took. */
async function within(ms: number, read: () => Promise<unknown>, expected: unknown): Promise<number> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (JSON.stringify(value) === JSON.stringify(expected)) return Date.now() - started;
    if (Date.now() - started > ms) expect(value).toEqual(expected);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The first demo vehicle (the estimate's default) with a new price per km, through app A's admin. */
async function setPricePerKm(euroPerKm: number) {
  const list = await a.app.inject({ method: "GET", url: "/api/admin/vehicles", headers: auth });
  const [first] = list.json().data.vehicles as Record<string, unknown>[];
  const { id, active: _active, position: _position, ...columns } = first as Record<string, unknown>;
  const response = await a.app.inject({
    method: "PUT",
    url: `/api/admin/vehicles/${id}`,
    headers: auth,
    payload: { ...columns, euroPerKm },
  });
  expect(response.statusCode, response.body).toBe(200);
  return id as number;
}

describe("catalogue snapshots across two apps on one database", () => {
  it("an estimate on B uses a price changed through A within a second", async () => {
    const before = await estimatePrice(b.app);
    await setPricePerKm(3);
    const after = await estimatePrice(a.app); // A's own write: at once
    expect(after).not.toBe(before);
    expect(await within(1000, () => estimatePrice(b.app), after)).toBeLessThan(1000);
  });

  it("a vehicle disabled through A is gone from B's GET module within a second", async () => {
    expect(await vehicleNames(b.app)).toContain("Van");
    const list = await a.app.inject({ method: "GET", url: "/api/admin/vehicles", headers: auth });
    const van = (list.json().data.vehicles as { id: number; name: string }[]).find((v) => v.name === "Van");
    const disabled = await a.app.inject({
      method: "GET",
      url: `/api/admin/vehicles/${van?.id}/disable`,
      headers: auth,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(await within(1000, () => vehicleNames(b.app), ["Berline"])).toBeLessThan(1000);
    await a.app.inject({ method: "GET", url: `/api/admin/vehicles/${van?.id}/enable`, headers: auth });
    await within(1000, () => vehicleNames(b.app), ["Berline", "Van"]);
  });

  it("a checkout prices from the stored version, even before B heard of the change", async () => {
    await setPricePerKm(2);
    const price = await estimatePrice(a.app);
    await within(1000, () => estimatePrice(b.app), price);
    // A change B cannot have heard of yet: written without notification, its version bumped.
    await a.rawDatabase.db.transaction().execute(async (trx) => {
      await sql`UPDATE vehicles SET euro_per_km = euro_per_km * 2 WHERE module_id = 'demomodule'`.execute(
        trx,
      );
      await sql`UPDATE modules SET catalogue_version = catalogue_version + 1 WHERE id = 'demomodule'`.execute(
        trx,
      );
    });
    expect(await estimatePrice(b.app)).toBe(price); // within the second the snapshot may be trusted
    const refused = await postJson(
      b.app,
      "/api/booking/demomodule/checkout",
      checkoutOf(fields, { expectedPrice: price }),
    );
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().data).toBe("PRICE_CHANGED");
    expect(await estimatePrice(b.app)).toBeGreaterThan(price); // the checkout dropped the old snapshot
  });
});

describe("per-request work", () => {
  it("a warm estimate runs at most one query (availability), a warm GET module none", async () => {
    const counter = countingPlugin();
    const counted = await openOtherApp(a, [counter]);
    try {
      await estimatePrice(counted.app); // builds the snapshot
      counter.count = 0;
      await estimatePrice(counted.app);
      expect(counter.count).toBeLessThanOrEqual(1);
      await counted.app.inject({ method: "GET", url: "/api/booking/demomodule" });
      counter.count = 0;
      await counted.app.inject({ method: "GET", url: "/api/booking/demomodule" });
      expect(counter.count).toBe(0);
    } finally {
      await counted.close();
    }
  });
});

describe("GET /api/booking/{id} caching", () => {
  it("answers an ETag and no-cache, 304 on revalidation, a new ETag after a change", async () => {
    const first = await a.app.inject({ method: "GET", url: "/api/booking/demomodule" });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers["cache-control"]).toBe("no-cache");
    // The document does not depend on the customer's language.
    const english = await a.app.inject({
      method: "GET",
      url: "/api/booking/demomodule",
      headers: { "accept-language": "en" },
    });
    expect(english.headers.etag).toBe(etag);
    expect(english.body).toBe(first.body);

    const again = await a.app.inject({
      method: "GET",
      url: "/api/booking/demomodule",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["cache-control"]).toBe("no-cache");

    await setPricePerKm(2.5); // prices are not on the page, but the version moved
    const changed = await a.app.inject({
      method: "GET",
      url: "/api/booking/demomodule",
      headers: { "if-none-match": etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("an unknown module still answers MODULE_NOT_FOUND", async () => {
    const response = await a.app.inject({ method: "GET", url: "/api/booking/nosuchmodule" });
    expect(response.statusCode).toBe(404);
    expect(response.json().data).toBe("MODULE_NOT_FOUND");
  });
});

it("runs on the database kind of its project", () => {
  expect(["pglite", "postgres"]).toContain(testDatabaseKind());
});
