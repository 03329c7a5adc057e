import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { safeParse } from "zod/v4/core";
import { moduleIdParams } from "../../contract/module.js";
import { checkoutRequest, estimateRequest } from "../../contract/public-booking.js";
import { compiledSchema } from "./compiled-validator.js";

const trip = {
  startingPlace: "ref-a",
  arrivalPlace: "ref-b",
  distanceKm: 33,
  durationMinutes: 40,
  pickUpTime: "2027-03-10T10:00",
  options: [{ id: 3, quantity: 1 }],
  discountCode: "WELCOME10",
};

/** Values a field may be sent with, right or wrong. */
const oddValues: unknown[] = [
  undefined,
  null,
  0,
  -1,
  1.5,
  20_001,
  Number.MAX_SAFE_INTEGER + 2,
  "",
  "x",
  "2027-02-30T10:00",
  "2027-03-10T10:00",
  "ONE_WAY",
  "ROUND_TRIP",
  "HOURLY",
  "en",
  true,
  [],
  [{ id: 1, quantity: 1 }],
  [
    { id: 1, quantity: 1 },
    { id: 1, quantity: 2 },
  ],
  [{ place: "ref-c", waitingMinutes: 10 }, { place: "ref-d" }],
  [{ place: 5 }],
  {},
  "a".repeat(1001),
];

/** The parse as a route sees it: the value, or the issues (paths, codes, messages). */
function outcome(schema: unknown, value: unknown) {
  const result = safeParse(schema as z.ZodMiniType, value);
  return result.success ? { data: result.data } : { issues: result.error.issues };
}

describe("compiledSchema", () => {
  it("answers what the interpreted schema answers, output and issues, for any change to a request", () => {
    for (const schema of [estimateRequest, checkoutRequest]) {
      const compiled = compiledSchema(schema);
      expect(compiled).not.toBe(schema);
      fc.assert(
        fc.property(
          fc.dictionary(
            fc.constantFrom(...Object.keys(schema._zod.def.shape), "unknownKey"),
            fc.constantFrom(...oddValues),
          ),
          fc.boolean(),
          (changes, fromTrip) => {
            const body = fromTrip ? { ...trip, ...changes } : changes;
            expect(outcome(compiled, body)).toStrictEqual(outcome(schema, body));
          },
        ),
        { numRuns: 500 },
      );
      for (const body of [trip, {}, null, [], "trip", { ...trip, stops: [{ place: "ref-c" }] }]) {
        expect(outcome(compiled, body)).toStrictEqual(outcome(schema, body));
      }
    }
  });

  it("keeps a valid request's defaults and drops unknown keys, as before", () => {
    const result = outcome(compiledSchema(estimateRequest), { ...trip, unknownKey: 1 });
    expect(result).toStrictEqual(outcome(estimateRequest, trip));
    expect(result.data).toMatchObject({ route: "ONE_WAY", passengers: 1, baggage: 0, stops: [] });
  });

  it("compiles objects only, once", () => {
    const params = compiledSchema(moduleIdParams);
    expect(compiledSchema(params)).toBe(params);
    const text = z.string();
    expect(compiledSchema(text)).toBe(text);
    expect(outcome(params, { id: "demomodule" })).toStrictEqual(
      outcome(moduleIdParams, { id: "demomodule" }),
    );
  });
});
