import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  checkoutOf,
  demoFieldIds,
  manualBookingOf,
  postJson,
  vehicleIdByName,
} from "../../../../tests/fixtures/trips.js";
import { parseCalendar } from "../../../../tests/kits/calendar/parse-ical.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import type { ManualBookingInput } from "../../../contract/admin-booking.js";
import { wallClockToInstant } from "../../../contract/wall-clock.js";
import { createOwnersRepository, createOwnersService } from "../owners/index.js";

let t: TestApp;
let auth: { authorization: string };
let fields: Record<string, number>;
let van: number;

const ZONE = "Europe/Paris";
/** A date some days from now (the feed holds a window around today, not fixed dates). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_RATE_LIMIT: "0" });
  auth = await demoAuthHeader(t);
  fields = await demoFieldIds(t.app);
  van = await vehicleIdByName(t.database, "Van");
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.deleteFrom("bookings").execute();
  await t.database.db.updateTable("modules").set({ bookingCounter: 0 }).execute();
  await t.app.inject({ method: "GET", url: "/api/admin/language?lang=fr", headers: auth });
});

const admin = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown, headers = auth) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const manual = (overrides: Partial<ManualBookingInput> = {}) =>
  manualBookingOf(van, { pickUpTime: `${inDays(10)}T14:00`, notes: "Door code 4521", ...overrides });

async function feedUrl(headers = auth): Promise<string> {
  const response = await admin("GET", "/calendar-feed", undefined, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.url;
}

/** The feed fetched like a calendar app: the address's path, no credentials. */
function fetchFeed(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "GET", url: new URL(url).pathname, headers });
}

async function createManual(overrides: Partial<ManualBookingInput> = {}) {
  const response = await admin("POST", "/bookings", manual(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; number: number };
}

describe("the owner's feed address", () => {
  it("is made once and shown again, with its webcal: twin; regenerating replaces it at once", async () => {
    const first = await admin("GET", "/calendar-feed");
    const again = await admin("GET", "/calendar-feed");
    expect(first.json().data.url).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/,
    );
    expect(again.json().data.url).toBe(first.json().data.url);
    expect(first.json().data.webcalUrl).toBe(first.json().data.url.replace(/^http:/, "webcal:"));

    const regenerated = await admin("POST", "/calendar-feed/regenerate");
    expect(regenerated.statusCode).toBe(200);
    const newUrl: string = regenerated.json().data.url;
    expect(newUrl).not.toBe(first.json().data.url);
    expect((await fetchFeed(first.json().data.url)).statusCode).toBe(404);
    expect((await fetchFeed(newUrl)).statusCode).toBe(200);
    expect(await feedUrl()).toBe(newUrl);
  });

  it("gives two first reads at once the same working address", async () => {
    const owners = createOwnersService(createOwnersRepository(t.database.db));
    await owners.createOwner({
      email: "feed-twice@cabs.example",
      password: "twice owner password",
      companyName: "Twice",
    });
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      payload: { email: "feed-twice@cabs.example", password: "twice owner password" },
    });
    const headers = { authorization: `Bearer ${signIn.json().data.accessToken}` };
    const [one, two] = await Promise.all([feedUrl(headers), feedUrl(headers)]);
    expect(two).toBe(one);
    expect((await fetchFeed(one)).statusCode).toBe(200);
  });

  it("stores only the token's hash", async () => {
    const url = await feedUrl();
    const token = /\/calendar\/([^/]+)\.ics$/.exec(url)?.[1] ?? "";
    const rows = await t.database.db.selectFrom("calendarFeeds").selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(JSON.stringify(row)).not.toContain(token);
  });

  it("needs a signed-in owner", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/admin/calendar-feed" });
    expect(response.statusCode).toBe(401);
  });
});

describe("GET /api/calendar/{token}.ics", () => {
  it("serves the module's rides as iCalendar, a round trip as two events in the right zone", async () => {
    const day = inDays(12);
    const booking = await createManual({
      route: "ROUND_TRIP",
      pickUpTime: `${day}T09:30`,
      returnPickUpTime: `${day}T18:15`,
    });
    const response = await fetchFeed(await feedUrl());
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const calendar = parseCalendar(response.body);
    expect(calendar.name).toBe("Courses — Riviera Chauffeurs");
    expect(calendar.events).toHaveLength(2);
    const [outbound, back] = calendar.events;
    expect(outbound?.uid).toBe(`demomodule-${booking.number}-outbound@127.0.0.1:3000`);
    expect(back?.uid).toBe(`demomodule-${booking.number}-return@127.0.0.1:3000`);
    // Written in UTC, the instants are the module's wall-clock times.
    expect(outbound?.startZone).toBe("UTC");
    expect(outbound?.start).toEqual(wallClockToInstant(`${day}T09:30`, ZONE));
    expect(outbound?.end).toEqual(new Date(wallClockToInstant(`${day}T09:30`, ZONE).getTime() + 35 * 60_000));
    expect(back?.start).toEqual(wallClockToInstant(`${day}T18:15`, ZONE));
    expect(outbound?.location).toBe("Gare de Nice-Ville");
    expect(back?.location).toBe("Monaco, Casino");
    expect(outbound?.status).toBe("CONFIRMED");
    expect(outbound?.url).toBe(`http://127.0.0.1:3000/admin/dashboard?booking=${booking.id}`);
    const [date = ""] = day.split("T");
    const [year, month, dayOfMonth] = date.split("-");
    for (const text of [
      `Prise en charge\u202f: ${dayOfMonth}/${month}/${year} 09:30 (Europe/Paris)`,
      "Passagers\u202f: 3",
      "Bagages\u202f: 2",
      "Véhicule\u202f: Van",
      "Client\u202f: Louise Bernard",
      "Téléphone\u202f: +33 6 00 11 22 33",
      "Remarques\u202f: Door code 4521",
      "Arrivée\u202f: Monaco, Casino",
    ]) {
      expect(outbound?.description).toContain(text);
    }
    expect(back?.description).toContain(
      `Prise en charge\u202f: ${dayOfMonth}/${month}/${year} 18:15 (Europe/Paris)`,
    );
  });

  it("is written in the owner's language", async () => {
    await createManual();
    await t.app.inject({ method: "GET", url: "/api/admin/language?lang=es", headers: auth });
    const calendar = parseCalendar((await fetchFeed(await feedUrl())).body);
    expect(calendar.events[0]?.summary).toMatch(/^Trayecto 1:/);
    expect(calendar.events[0]?.description).toContain("Pasajeros: 3");
  });

  it("keeps UIDs and the ETag across requests, answers 304 to a matching If-None-Match", async () => {
    await createManual();
    const url = await feedUrl();
    const first = await fetchFeed(url);
    const second = await fetchFeed(url);
    expect(second.body).toBe(first.body);
    expect(first.headers.etag).toBeTruthy();
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    const uids = (body: string) => parseCalendar(body).events.map((event) => event.uid);
    expect(uids(second.body)).toEqual(uids(first.body));

    const notModified = await fetchFeed(url, { "if-none-match": String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe("");
    const stale = await fetchFeed(url, { "if-none-match": '"something-else"' });
    expect(stale.statusCode).toBe(200);
  });

  it("an edited booking updates its event (same UID, later start, higher SEQUENCE, new ETag)", async () => {
    const booking = await createManual();
    const url = await feedUrl();
    const before = await fetchFeed(url);
    const [event] = parseCalendar(before.body).events;
    const day = inDays(15);
    const edited = await admin(
      "PUT",
      `/bookings/${booking.id}`,
      manual({ pickUpTime: `${day}T16:00`, passengers: 5 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await fetchFeed(url, { "if-none-match": String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const [changed] = parseCalendar(after.body).events;
    expect(changed?.uid).toBe(event?.uid);
    expect(changed?.start).toEqual(wallClockToInstant(`${day}T16:00`, ZONE));
    expect(changed?.description).toContain("Passagers\u202f: 5");
    expect(changed?.sequence).toBeGreaterThan(event?.sequence ?? 0);
    expect(changed?.lastModified?.getTime()).toBeGreaterThanOrEqual(event?.lastModified?.getTime() ?? 0);
  });

  it("marks a waiting ride TENTATIVE, a canceled one CANCELLED, and drops a deleted one", async () => {
    const checkout = await postJson(
      t.app,
      "/api/booking/demomodule/checkout",
      checkoutOf(fields, { pickUpTime: `${inDays(20)}T10:00` }),
    );
    expect(checkout.statusCode, checkout.body).toBe(200);
    const { id } = await t.database.db
      .selectFrom("bookings")
      .select("id")
      .where("number", "=", checkout.json().data.number)
      .executeTakeFirstOrThrow();
    const url = await feedUrl();
    expect(parseCalendar((await fetchFeed(url)).body).events[0]?.status).toBe("TENTATIVE");

    expect((await admin("POST", `/bookings/${id}/cancel`, { message: "" })).statusCode).toBe(200);
    expect(parseCalendar((await fetchFeed(url)).body).events[0]?.status).toBe("CANCELLED");

    expect((await admin("DELETE", `/bookings/${id}`)).statusCode).toBe(200);
    expect(parseCalendar((await fetchFeed(url)).body).events).toEqual([]);
  });

  it("holds a month back to a year ahead", async () => {
    const booking = await createManual();
    const url = await feedUrl();
    const move = (days: number) =>
      t.database.db
        .updateTable("bookings")
        .set({ pickUpTime: new Date(Date.now() + days * 86_400_000) })
        .where("id", "=", booking.id)
        .execute();
    await move(-29);
    expect(parseCalendar((await fetchFeed(url)).body).events).toHaveLength(1);
    await move(-31);
    expect(parseCalendar((await fetchFeed(url)).body).events).toHaveLength(0);
    await move(364);
    expect(parseCalendar((await fetchFeed(url)).body).events).toHaveLength(1);
    await move(366);
    expect(parseCalendar((await fetchFeed(url)).body).events).toHaveLength(0);
  });

  it("answers 404 NOT_FOUND to an unknown, malformed or regenerated token", async () => {
    const url = await feedUrl();
    for (const path of [
      `/api/calendar/${"A".repeat(43)}.ics`,
      "/api/calendar/short.ics",
      `/api/calendar/${"%27".repeat(30)}.ics`,
    ]) {
      const response = await t.app.inject({ method: "GET", url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toMatchObject({ success: false, data: "NOT_FOUND" });
    }
    await admin("POST", "/calendar-feed/regenerate");
    const old = await fetchFeed(url);
    expect(old.statusCode).toBe(404);
    expect(old.body).not.toContain("VEVENT");
  });

  it("never holds another owner's rides, and another owner's regenerate leaves this feed alone", async () => {
    await createManual({ notes: "Alpha only" });
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
    const beta = { authorization: `Bearer ${signIn.json().data.accessToken}` };
    const alphaUrl = await feedUrl();
    const betaUrl = await feedUrl(beta);
    expect(betaUrl).not.toBe(alphaUrl);
    const betaFeed = await fetchFeed(betaUrl);
    expect(betaFeed.statusCode).toBe(200);
    expect(parseCalendar(betaFeed.body).events).toEqual([]);
    expect(betaFeed.body).not.toContain("Alpha only");

    await admin("POST", "/calendar-feed/regenerate", undefined, beta);
    const alphaFeed = await fetchFeed(alphaUrl);
    expect(alphaFeed.statusCode).toBe(200);
    expect(parseCalendar(alphaFeed.body).events).toHaveLength(1);
  });
});
