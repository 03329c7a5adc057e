import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { createOwnersRepository, createOwnersService } from "../../src/server/modules/owners/index.js";
import { manualBookingOf, vehicleIdByName } from "../fixtures/trips.js";
import { parseCalendar } from "../kits/calendar/parse-ical.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../setup/test-app.js";
import { attack } from "./attack.js";

let t: TestApp;
let alpha: { authorization: string };
let beta: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  alpha = await demoAuthHeader(t);
  const owners = createOwnersService(createOwnersRepository(t.database.db));
  await owners.createOwner({
    email: "feed-beta@cabs.example",
    password: "beta owner password",
    companyName: "Beta",
  });
  const signIn = await t.app.inject({
    method: "POST",
    url: "/api/auth/signin",
    payload: { email: "feed-beta@cabs.example", password: "beta owner password" },
  });
  beta = { authorization: `Bearer ${signIn.json().data.accessToken}` };
});
afterAll(() => t.close());

let serial = 0;
/** Each caller from its own address unless told: the route's rate limit is per address. */
const fetchPath = (path: string, from = `10.9.${++serial >> 8}.${serial & 255}`) =>
  t.app.inject({ method: "GET", url: path, headers: { "x-forwarded-for": from } });

async function addressOf(headers: { authorization: string }): Promise<string> {
  const response = await t.app.inject({ method: "GET", url: "/api/admin/calendar-feed", headers });
  return new URL(response.json().data.url).pathname;
}

const guess = () => `/api/calendar/${randomBytes(32).toString("base64url")}.ics`;

describe("calendar feed tokens", () => {
  attack("guess feed addresses: unknown tokens answer one 404, and one address soon gets 429", async () => {
    const bodies = new Set<string>();
    const from = "10.8.0.1";
    const statuses: number[] = [];
    for (let i = 0; i < 70; i++) {
      const response = await fetchPath(guess(), from);
      statuses.push(response.statusCode);
      if (response.statusCode === 404) bodies.add(response.body);
    }
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(60).every((status) => status === 429)).toBe(true);
    expect(bodies.size).toBe(1);
  });

  attack("use the token hash read from a leaked database as the address", async () => {
    await addressOf(alpha);
    const rows = await t.database.db.selectFrom("calendarFeeds").select(["tokenHash", "nonce"]).execute();
    for (const row of rows) {
      for (const value of [row.tokenHash, row.nonce]) {
        expect((await fetchPath(`/api/calendar/${value}.ics`)).statusCode).toBe(404);
      }
    }
  });

  attack("keep reading a feed after its owner made a new address", async () => {
    const old = await addressOf(alpha);
    expect((await fetchPath(old)).statusCode).toBe(200);
    await t.app.inject({ method: "POST", url: "/api/admin/calendar-feed/regenerate", headers: alpha });
    const revoked = await fetchPath(old);
    const never = await fetchPath(guess());
    expect(revoked.statusCode).toBe(404);
    // A revoked address answers exactly like one that never existed.
    expect(revoked.body).toBe(never.body);
  });

  attack("read another owner's rides, or end their feed, with one's own account", async () => {
    const secret = "Alpha-only ride note";
    const booked = await t.app.inject({
      method: "POST",
      url: "/api/admin/bookings",
      headers: alpha,
      payload: manualBookingOf(await vehicleIdByName(t.database, "Van"), {
        passengers: 2,
        pickUpTime: `${new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10)}T10:00`,
        notes: secret,
      }),
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const alphaPath = await addressOf(alpha);
    // Parsed, not searched as text: iCalendar folds long lines anywhere.
    const descriptions = (body: string) =>
      parseCalendar(body)
        .events.map((event) => event.description)
        .join("\n");
    expect(descriptions((await fetchPath(alphaPath)).body)).toContain(secret);
    const betaPath = await addressOf(beta);
    expect(betaPath).not.toBe(alphaPath);
    // Beta's feed holds Beta's module only; its address cannot be bent towards Alpha's.
    const betaFeed = await fetchPath(betaPath);
    expect(betaFeed.statusCode).toBe(200);
    expect(betaFeed.body).not.toContain("demomodule");
    expect(parseCalendar(betaFeed.body).events).toEqual([]);
    expect(descriptions(betaFeed.body)).not.toContain(secret);
    await t.app.inject({ method: "POST", url: "/api/admin/calendar-feed/regenerate", headers: beta });
    expect((await fetchPath(alphaPath)).statusCode).toBe(200);
    expect(await addressOf(alpha)).toBe(alphaPath);
  });

  attack("keep a copy of a feed in a shared cache", async () => {
    const response = await fetchPath(await addressOf(alpha));
    expect(response.headers["cache-control"]).toBe("private, no-cache");
  });
});
