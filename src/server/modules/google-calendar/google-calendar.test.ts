import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeGoogle, startFakeGoogle } from "../../../../tests/fixtures/fake-google-server.js";
import {
  checkoutOf,
  DAY,
  demoFieldIds,
  manualBookingOf,
  niceToCannes,
  postJson,
  vehicleIdByName,
} from "../../../../tests/fixtures/trips.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import type { ManualBookingInput } from "../../../contract/admin-booking.js";
import { createGoogleCalendarSync } from "../../workers/google-calendar-sync.js";
import { createConnectStates } from "./connect-state.js";
import { calendarEventId } from "./event-id.js";
import { createTokenCipher } from "./token-cipher.js";

let t: TestApp;
let google: FakeGoogle;
let env: Record<string, string>;
let auth: { authorization: string };
let fields: Record<string, number>;
let van: number;
const MODULE = "demomodule";

beforeAll(async () => {
  google = await startFakeGoogle();
  env = google.env();
  t = await createTestApp({ PUBLIC_RATE_LIMIT: "0", ...env });
  auth = await demoAuthHeader(t);
  fields = await demoFieldIds(t.app);
  van = await vehicleIdByName(t.database, "Van");
});
afterAll(async () => {
  await t.close();
  await google.close();
});
beforeEach(async () => {
  await t.database.db.deleteFrom("googleCalendarJobs").execute();
  await t.database.db.deleteFrom("googleCalendarConnections").execute();
  await t.database.db.deleteFrom("bookings").execute();
  await t.database.db.deleteFrom("mailOutbox").execute();
  google.events.clear();
  google.busy = [];
  google.consent = "approve";
  google.issueRefreshToken = true;
  t.services.googleCalendar.service.busyTimes.forget(MODULE);
});

const admin = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** The owner's whole round trip: the link, Google's consent page, Google's redirect to the callback. */
async function connect(): Promise<string> {
  const link = (await admin("POST", "/google-calendar")).json().data as string;
  const consent = await fetch(link, { redirect: "manual" });
  const callback = new URL(consent.headers.get("location") as string);
  const answer = await t.app.inject({ method: "GET", url: `${callback.pathname}${callback.search}` });
  expect(answer.statusCode).toBe(303);
  return answer.headers.location as string;
}

/** Pushes what is queued, as the worker of `npm start` does; failures are retried without delay. */
async function push() {
  const sync = createGoogleCalendarSync({
    service: t.services.googleCalendar.service,
    queue: t.services.googleCalendar.repository,
    log: t.app.log,
    backoffBaseMs: 0,
    maxBackoffMs: 0,
  });
  await sync.drain();
  await sync.stop();
}

async function checkout(overrides: Parameters<typeof checkoutOf>[1] = {}) {
  return postJson(t.app, `/api/booking/${MODULE}/checkout`, checkoutOf(fields, overrides));
}

async function bookingId(number: number): Promise<number> {
  const row = await t.database.db
    .selectFrom("bookings")
    .select("id")
    .where("number", "=", number)
    .executeTakeFirstOrThrow();
  return row.id;
}

const liveEvents = () => [...google.events.values()].filter((event) => event.status === "confirmed");

const manual = (overrides: Partial<ManualBookingInput> = {}) =>
  manualBookingOf(van, { notes: "Child seat", ...overrides });

describe("connecting", () => {
  it("asks Google for offline access with PKCE, the least scopes and prompt=consent", async () => {
    const response = await admin("POST", "/google-calendar");
    expect(response.statusCode).toBe(200);
    const link = new URL(response.json().data);
    expect(link.origin + link.pathname).toBe(`${google.url}/o/oauth2/v2/auth`);
    expect(link.searchParams.get("access_type")).toBe("offline");
    expect(link.searchParams.get("prompt")).toBe("consent");
    expect(link.searchParams.get("code_challenge_method")).toBe("S256");
    expect(link.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(link.searchParams.get("scope")?.split(" ").sort()).toEqual([
      "https://www.googleapis.com/auth/calendar.events.owned",
      "https://www.googleapis.com/auth/calendar.freebusy",
    ]);
    expect(link.searchParams.get("redirect_uri")).toBe("http://127.0.0.1:3000/api/google-calendar/callback");
  });

  it("stores the grant encrypted, pushes the upcoming bookings made before, and says connected", async () => {
    const before = await checkout();
    expect(before.statusCode, before.body).toBe(200);
    expect((await admin("GET", "/check-google-calendar")).json().data).toBe(false);

    expect(await connect()).toBe("http://127.0.0.1:3000/admin/dashboard?googleCalendar=connected");
    const info = (await admin("GET", "/google-calendar")).json().data;
    expect(info).toMatchObject({ state: "connected", calendarName: "owner@example.com", pending: 1 });
    expect((await admin("GET", "/check-google-calendar")).json().data).toBe(true);

    // The raw row holds no refresh token Google issued, only its ciphertext.
    const row = await t.database.db
      .selectFrom("googleCalendarConnections")
      .selectAll()
      .executeTakeFirstOrThrow();
    const issued = [...google.grants.keys()].at(-1) as string;
    expect(JSON.stringify(row)).not.toContain(issued);
    expect(JSON.stringify(row)).not.toContain(issued.slice(3));
    expect(
      createTokenCipher(Buffer.from(env.GOOGLE_TOKEN_ENCRYPTION_KEY as string, "base64")).decrypt(
        row.refreshTokenEncrypted,
      ),
    ).toBe(issued);

    await push();
    const id = await bookingId(before.json().data.number);
    expect(liveEvents().map((event) => event.id)).toEqual([calendarEventId(MODULE, id, 0)]);
    expect((await admin("GET", "/google-calendar")).json().data).toMatchObject({
      pending: 0,
      lastError: null,
    });
  });

  it("refuses a forged, altered or expired state and connects nothing", async () => {
    const key = Buffer.from(env.GOOGLE_TOKEN_ENCRYPTION_KEY as string, "base64");
    const callback = (state: string) =>
      t.app.inject({
        method: "GET",
        url: `/api/google-calendar/callback?code=4/x&state=${encodeURIComponent(state)}`,
      });
    const expired = createConnectStates(createTokenCipher(key), () => Date.now() - 16 * 60 * 1000).issue({
      moduleId: MODULE,
      ownerId: (
        await t.database.db
          .selectFrom("modules")
          .select("ownerId")
          .where("id", "=", MODULE)
          .executeTakeFirstOrThrow()
      ).ownerId,
      codeVerifier: "v".repeat(43),
    });
    const link = new URL((await admin("POST", "/google-calendar")).json().data);
    const genuine = link.searchParams.get("state") as string;
    const altered = `${genuine.slice(0, -4)}${genuine.slice(-4) === "AAAA" ? "BBBB" : "AAAA"}`;
    for (const state of ["forged", altered, expired]) {
      const answer = await callback(state);
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe("http://127.0.0.1:3000/admin/dashboard?googleCalendar=expired");
    }
    expect(await t.database.db.selectFrom("googleCalendarConnections").selectAll().execute()).toEqual([]);
  });

  it("tells the owner when they refused on Google's page or Google gave no lasting access", async () => {
    google.consent = "deny";
    expect(await connect()).toContain("googleCalendar=denied");
    google.consent = "approve";
    google.issueRefreshToken = false;
    expect(await connect()).toContain("googleCalendar=no_refresh_token");
    expect((await admin("GET", "/google-calendar")).json().data.state).toBe("not_connected");
  });

  it("disconnecting revokes the grant at Google and deletes the tokens", async () => {
    await connect();
    const issued = [...google.grants.values()].at(-1);
    const response = await admin("DELETE", "/google-calendar");
    expect(response.statusCode).toBe(200);
    expect(response.json().data.state).toBe("not_connected");
    expect(issued?.revoked).toBe(true);
    expect(google.requests.some((request) => request.path === "/revoke")).toBe(true);
    expect(await t.database.db.selectFrom("googleCalendarConnections").selectAll().execute()).toEqual([]);
    // Nothing to disconnect any more: a clear refusal, nothing changed.
    const again = await admin("DELETE", "/google-calendar");
    expect(again.statusCode).toBe(409);
    expect(again.json().data).toBe("GOOGLE_CALENDAR_NOT_CONNECTED");
  });
});

describe("pushing booking changes", () => {
  beforeEach(async () => {
    await connect();
  });

  it("a checkout makes one event with the trip, the customer and the status, in the module's time zone", async () => {
    const response = await checkout();
    expect(response.statusCode, response.body).toBe(200);
    await push();
    const [event] = liveEvents();
    expect(event?.id).toBe(calendarEventId(MODULE, await bookingId(response.json().data.number), 0));
    const body = event?.body as Record<string, never>;
    expect(body.summary).toContain(`${response.json().data.number}`);
    expect(body.summary).toContain("Camille Durand");
    expect(body.description).toContain("Place Masséna, Nice");
    expect(body.description).toContain("La Croisette, Cannes");
    expect(body.description).toContain("+33 6 11 22 33 44");
    expect(body.description).toContain("/admin/dashboard?booking=");
    expect(body.start).toMatchObject({ timeZone: "Europe/Paris" });
    expect(body.transparency).toBe("transparent");
    expect(body.colorId).toBe("5");
  });

  it("duplicate deliveries and a 500 then a 200 still give one event", async () => {
    const response = await checkout();
    const id = await bookingId(response.json().data.number);
    // Queued again for the same booking (a repeated change), pushed twice over.
    await t.services.googleCalendar.service.bookingsChanged(t.database.db, MODULE, [id]);
    google.failNext(1, 500);
    await push();
    await t.services.googleCalendar.service.bookingsChanged(t.database.db, MODULE, [id]);
    await push();
    expect(liveEvents()).toHaveLength(1);
    const inserts = google.requests.filter((r) => r.method === "POST" && r.path.endsWith("/events"));
    expect(inserts.length).toBeGreaterThanOrEqual(2);
    expect((await admin("GET", "/google-calendar")).json().data).toMatchObject({
      pending: 0,
      lastError: null,
    });
  });

  it("a rate limit keeps the job and waits at least Retry-After", async () => {
    const response = await checkout();
    google.failNext(1, 429, { "retry-after": "120" });
    const sync = createGoogleCalendarSync({
      service: t.services.googleCalendar.service,
      queue: t.services.googleCalendar.repository,
      log: t.app.log,
      backoffBaseMs: 1000,
    });
    await sync.drain();
    await sync.stop();
    const job = await t.database.db.selectFrom("googleCalendarJobs").selectAll().executeTakeFirstOrThrow();
    expect(job.bookingId).toBe(await bookingId(response.json().data.number));
    expect(job.attempts).toBe(1);
    const waitMs = new Date(job.nextAttemptAt).getTime() - new Date(job.createdAt).getTime();
    expect(waitMs).toBeGreaterThanOrEqual(119_000);
    expect(liveEvents()).toHaveLength(0);
  });

  it("a round trip gives two events; an edit moves them; a cancel removes them", async () => {
    const created = await admin(
      "POST",
      "/bookings",
      manual({ route: "ROUND_TRIP", returnPickUpTime: `${DAY}T18:00` }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    await push();
    expect(
      liveEvents()
        .map((e) => e.id)
        .sort(),
    ).toEqual([calendarEventId(MODULE, id, 0), calendarEventId(MODULE, id, 1)].sort());
    const outbound = google.events.get(`primary/${calendarEventId(MODULE, id, 0)}`);
    expect(outbound?.body.colorId).toBe("10");
    const startOf = (event: typeof outbound) =>
      (event?.body.start as { dateTime: string } | undefined)?.dateTime;
    const startBefore = startOf(outbound);

    const edited = await admin("PUT", `/bookings/${id}`, manual({ pickUpTime: `${DAY}T15:30` }));
    expect(edited.statusCode, edited.body).toBe(200);
    await push();
    const moved = google.events.get(`primary/${calendarEventId(MODULE, id, 0)}`);
    expect(startOf(moved)).not.toBe(startBefore);
    expect(startOf(moved)).toBe(new Date(`${DAY}T14:30:00Z`).toISOString());
    // One way now: the return's event is gone.
    expect(liveEvents().map((e) => e.id)).toEqual([calendarEventId(MODULE, id, 0)]);

    expect((await admin("DELETE", `/bookings/${id}`)).statusCode).toBe(200);
    await push();
    expect(liveEvents()).toEqual([]);
  });

  it("an owner's cancel removes the event", async () => {
    const response = await checkout();
    const id = await bookingId(response.json().data.number);
    await push();
    expect(liveEvents()).toHaveLength(1);
    const canceled = await admin("POST", `/bookings/${id}/cancel`, {});
    expect(canceled.statusCode, canceled.body).toBe(200);
    await push();
    expect(liveEvents()).toEqual([]);
  });

  it("a revoked grant marks the connection to reconnect and e-mails the owner once", async () => {
    await checkout();
    await push();
    google.revokeAll();
    // The client's access token is still cached: the next call is refused, refreshing fails.
    await checkout({ pickUpTime: `${DAY}T16:00` });
    await push();
    expect((await admin("GET", "/google-calendar")).json().data.state).toBe("needs_reconnect");
    expect((await admin("GET", "/check-google-calendar")).json().data).toBe(false);
    // Later changes queue nothing, and a second failure sends no second mail.
    await checkout({ pickUpTime: `${DAY}T18:00` });
    await t.services.googleCalendar.service.busyTimes.refresh(MODULE);
    await push();
    const mails = await t.database.db
      .selectFrom("mailOutbox")
      .select(["toAddress", "subject"])
      .where("template", "=", "google-calendar-reconnect")
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.toAddress).toBe(t.demo.email);
    expect(await t.database.db.selectFrom("googleCalendarJobs").selectAll().execute()).toEqual([]);
  });
});

describe("busy times", () => {
  beforeEach(async () => {
    await connect();
    // Nice → Cannes at 10:00 in Paris (09:00 UTC in March), 40 minutes.
    google.busy = [{ start: `${DAY}T08:30:00Z`, end: `${DAY}T09:15:00Z` }];
  });

  it("a busy time refuses the estimate and the checkout, as a full fleet would", async () => {
    await t.services.googleCalendar.service.busyTimes.refresh(MODULE);
    const estimate = await postJson(t.app, `/api/module/${MODULE}/estimate-price`, niceToCannes());
    expect(estimate.statusCode, estimate.body).toBe(200);
    expect(estimate.json().data.available).toBe(false);
    const refused = await checkout();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data).toBe("VEHICLE_FULL");
    expect(await t.database.db.selectFrom("bookings").selectAll().execute()).toEqual([]);
    // Outside the busy time, all is open.
    const later = await postJson(
      t.app,
      `/api/module/${MODULE}/estimate-price`,
      niceToCannes({ pickUpTime: `${DAY}T12:00` }),
    );
    expect(later.json().data.available).toBe(true);
  });

  it("the module setting turns it off", async () => {
    const off = await admin("PATCH", "/google-calendar", { blockBusyTimes: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.blockBusyTimes).toBe(false);
    await t.services.googleCalendar.service.busyTimes.refresh(MODULE);
    const response = await checkout();
    expect(response.statusCode, response.body).toBe(200);
  });

  it("Google unavailable never blocks a checkout: without data the slot is free", async () => {
    google.failNext(5, 503, {}, "/freeBusy");
    await t.services.googleCalendar.service.busyTimes.refresh(MODULE);
    const response = await checkout();
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe("without Google configured", () => {
  it("says the operator has not enabled it and offers no link", async () => {
    const plain = await createTestApp();
    try {
      const headers = await demoAuthHeader(plain);
      const info = await plain.app.inject({ method: "GET", url: "/api/admin/google-calendar", headers });
      expect(info.json().data.state).toBe("disabled");
      const link = await plain.app.inject({ method: "POST", url: "/api/admin/google-calendar", headers });
      expect(link.statusCode).toBe(409);
      expect(link.json().data).toBe("GOOGLE_CALENDAR_NOT_ENABLED");
      const check = await plain.app.inject({
        method: "GET",
        url: "/api/admin/check-google-calendar",
        headers,
      });
      expect(check.json().data).toBe(false);
    } finally {
      await plain.close();
    }
  });
});
