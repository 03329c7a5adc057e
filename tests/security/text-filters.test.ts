import { afterAll, beforeAll, describe, expect } from "vitest";
import { createTestApp, demoAuthHeader, type TestApp } from "../setup/test-app.js";
import { attack } from "./attack.js";

// Every text filter refuses what the database cannot store, from one contract refinement
// (filterText, src/contract/common.ts): a 400 in our envelope, never a 200 cut short.
let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_RATE_LIMIT: "0" });
  auth = await demoAuthHeader(t);
});
afterAll(() => t.close());

const FILTERS = [
  "/api/admin/bookings/csv?q=",
  "/api/admin/bookings?q=",
  "/api/admin/customers?q=",
  "/api/admin/geo/cities?q=ni",
  "/api/geo/demomodule/places?q=ni",
];

describe("text filters refuse characters the database cannot store", () => {
  for (const filter of FILTERS) {
    attack(`search ${filter.split("?")[0]} with a NUL character`, async () => {
      for (const text of ["%00", "ab%00cd", "%00%00%00"]) {
        const response = await t.app.inject({ method: "GET", url: `${filter}${text}`, headers: auth });
        expect(response.statusCode, `${filter}${text}: ${response.body.slice(0, 200)}`).toBe(400);
        expect(response.json()).toMatchObject({ success: false, data: "VALIDATION_ERROR" });
      }
      // The same filter with ordinary text still answers.
      const plain = await t.app.inject({ method: "GET", url: `${filter}ce`, headers: auth });
      expect(plain.statusCode).toBe(200);
    });
  }
});
