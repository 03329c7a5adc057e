import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { niceToCannes } from "../../../../tests/fixtures/trips.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app.js";
import { estimateRequest } from "../../../contract/public-booking.js";
import { composeServices } from "../../composition-root.js";

let t: TestApp;

beforeAll(async () => {
  // Nothing listens on the discard port: every route request fails at once.
  t = await createTestApp({ GEO_PROVIDER: "osm", OSRM_URL: "http://127.0.0.1:9" });
});
afterAll(() => t.close());

describe("a routing service that fails", () => {
  it("still prices with the browser's figures, and says so once a minute in the log", async () => {
    const warnings: { object: Record<string, unknown>; message: string }[] = [];
    const log = {
      warn: (object: unknown, message: string) =>
        warnings.push({ object: object as Record<string, unknown>, message }),
    };
    const { quotes } = composeServices(t.config, t.database, log).booking;
    const request = estimateRequest.parse(niceToCannes());

    const quote = await quotes.quote(t.demo.moduleId, request, "report");
    expect(quote.distanceKm).toBe(33);
    await quotes.quote(t.demo.moduleId, request, "report");

    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.object).toMatchObject({ module: t.demo.moduleId, provider: "osm" });
    expect(warnings[0]?.object.err).toBeInstanceOf(Error);
    expect(warnings[0]?.message).toMatch(/offline estimate/);
  });
});
