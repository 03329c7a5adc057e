import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CatalogueTestContext,
  call,
  setUpCatalogueTest,
  vehicleIds,
} from "../../../../tests/kits/catalogue-api/test-kit.js";

/**
 * Random payloads to every catalogue write route never produce a 5xx, and a
 * refusal never writes anything: the catalogue tables are compared before and after.
 */
let ctx: CatalogueTestContext;
let ids: Record<string, number>;

beforeAll(async () => {
  ctx = await setUpCatalogueTest();
  const { db } = ctx.t.database;
  const first = (table: "packages" | "surcharges" | "customOptions" | "discountCodes" | "bookingFields") =>
    db
      .selectFrom(table)
      .select("id")
      .where("moduleId", "=", "demomodule")
      .orderBy("id")
      .executeTakeFirstOrThrow();
  ids = {
    vehicles: (await vehicleIds(ctx.t)).Van,
    packages: (await first("packages")).id,
    surcharges: (await first("surcharges")).id,
    options: (await first("customOptions")).id,
    discount: (await first("discountCodes")).id,
    fields: (await first("bookingFields")).id,
  };
});
afterAll(() => ctx.t.close());

const zone = { type: "Point", coordinates: [7.26, 43.7], radius: 800 };
const VALID: Record<string, Record<string, unknown>> = {
  vehicles: { name: "Car", passengersSpace: 4, baggageSpace: 2, numberOwned: 1, priceFrom: 5 },
  packages: {
    name: "P",
    pickupZone: zone,
    depositZone: zone,
    fixedPrice: 10,
    increasedPrice: 12,
    way: "ONE_WAY",
  },
  surcharges: {
    name: "S",
    startTime: "10:00",
    endTime: "11:00",
    increaseAmount: 1,
    multiplier: 1.5,
    monday: true,
  },
  options: { name: "O", icon: "baby", pricePerQuantity: 3, maxValue: 2 },
  discount: {
    code: "PROP",
    percentageDiscount: 5,
    startDate: "2026-01-01",
    endDate: "2026-02-01",
    maxUsage: 3,
  },
  fields: { name1: "Extra", name2: "More", required1: true },
};

async function snapshot() {
  const { db } = ctx.t.database;
  const tables = [
    "vehicles",
    "packages",
    "surcharges",
    "customOptions",
    "discountCodes",
    "bookingFields",
  ] as const;
  return Promise.all(tables.map((table) => db.selectFrom(table).selectAll().orderBy("id").execute()));
}

/** A value of any JSON shape, or a near miss of a valid value (wrong sign, type, length, format). */
const oddValue = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(-1, 0, -0.0001, 1e12, 2 ** 31, Number.MAX_SAFE_INTEGER, "", " ", "\u0000", "x".repeat(300)),
  fc.constantFrom("24:00", "2026-02-30", "Polygon", { type: "Polygon", coordinates: [] }, [], {}, null, true),
);

/** A valid payload with one field replaced, dropped or added, or a payload of any shape. */
const mutated = (valid: Record<string, unknown>) =>
  fc.oneof(
    fc
      .record({ key: fc.constantFrom(...Object.keys(valid), "vehicleId", "id", "active"), value: oddValue })
      .map(({ key, value }) => ({ ...valid, [key]: value })),
    fc.constantFrom(...Object.keys(valid)).map((key) => {
      const { [key]: _dropped, ...rest } = valid;
      return rest;
    }),
    fc.jsonValue(),
  );

describe("random input to the catalogue write routes", () => {
  for (const entity of Object.keys(VALID)) {
    const valid = VALID[entity] ?? {};
    it(`${entity}: create, update and reorder answer 2xx or 4xx with a code; a refusal writes nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom("POST", "PUT", "REORDER"), mutated(valid), async (kind, payload) => {
          const path = `/api/admin/${entity}`;
          const before = await snapshot();
          const answer =
            kind === "POST"
              ? await call(ctx.t, "POST", path, ctx.demo, payload)
              : kind === "PUT"
                ? await call(ctx.t, "PUT", `${path}/${ids[entity]}`, ctx.demo, payload)
                : await call(ctx.t, "POST", `${path}/reorder`, ctx.demo, { [entity]: payload });
          expect(answer.status, JSON.stringify({ kind, payload, body: answer.body })).toBeLessThan(500);
          if (answer.status >= 400) {
            expect(answer.body).toMatchObject({ success: false, data: expect.any(String) });
            expect(await snapshot()).toEqual(before);
          }
        }),
        { numRuns: 60 },
      );
    });
  }
});
