import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { createTestApp, type TestApp } from "../setup/test-app.js";
import { attack } from "./attack.js";

/** A small PUBLIC_RATE_LIMIT, so that reaching each route's ceiling takes a few requests. */
const LIMIT = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_RATE_LIMIT: String(LIMIT) });
});
afterAll(() => t.close());

/** How many requests one client address gets through before the first 429 (at most `max + 1` tried). */
async function allowedBefore429(request: () => Promise<{ statusCode: number }>, max: number) {
  for (let sent = 0; sent <= max; sent++) {
    if ((await request()).statusCode === 429) return sent;
  }
  return Number.POSITIVE_INFINITY;
}

const get = (url: string) => () => t.app.inject({ method: "GET", url });
const post = (url: string) => () => t.app.inject({ method: "POST", url, payload: {} });

describe("the public limits are the README's", () => {
  const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
  const row = readme.split("\n").find((line) => line.startsWith("| `PUBLIC_RATE_LIMIT`")) ?? "";

  attack("search addresses past PUBLIC_RATE_LIMIT a minute", async () => {
    expect(row).toContain("each geo route (address search, pin, route) as many");
    expect(await allowedBefore429(get("/api/geo/demomodule/places?q=ni"), 4 * LIMIT)).toBe(LIMIT);
    expect(await allowedBefore429(get("/api/geo/demomodule/reverse?lat=43.7&lng=7.26"), 4 * LIMIT)).toBe(
      LIMIT,
    );
    const route = "/api/geo/demomodule/route?fromLat=43.7&fromLng=7.26&toLat=43.55&toLng=7.01";
    expect(await allowedBefore429(get(route), 4 * LIMIT)).toBe(LIMIT);
  });

  attack("send checkouts and estimates past their limits", async () => {
    expect(row).toContain("checkouts per minute and client address");
    expect(row).toContain("estimates 4×");
    expect(await allowedBefore429(post("/api/booking/demomodule/checkout"), 4 * LIMIT)).toBe(LIMIT);
    expect(await allowedBefore429(post("/api/module/demomodule/estimate-price"), 8 * LIMIT)).toBe(4 * LIMIT);
  });
});
