import fc from "fast-check";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, vi } from "vitest";
import { checkoutOf, demoFieldIds, niceToCannes, postJson } from "../fixtures/trips.js";
import { createTestApp, demoAuthHeader, TEST_DEMO_PASSWORD, type TestApp } from "../setup/test-app.js";
import { attack } from "./attack.js";

/**
 * Every scrypt derivation of this process is counted, so an attack can show that a request did
 * no password hashing at all (the real function still runs).
 */
const scryptCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock("node:crypto", async (original) => {
  const crypto = await original<typeof import("node:crypto")>();
  const scrypt = ((...args: Parameters<typeof crypto.scrypt>) => {
    scryptCalls.count++;
    return (crypto.scrypt as (...a: unknown[]) => void)(...args);
  }) as typeof crypto.scrypt;
  return { ...crypto, default: { ...crypto, scrypt }, scrypt };
});

let t: TestApp;
let fields: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_RATE_LIMIT: "0" });
  fields = await demoFieldIds(t.app);
});
afterAll(() => t.close());

const bookingCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom("bookings")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Our error envelope, with a 4xx status and a code: never Fastify's body, never a 5xx. */
function expectEnvelope(response: { statusCode: number; body: string }, status?: number, code?: string) {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  if (status) expect(response.statusCode).toBe(status);
  const body = JSON.parse(response.body);
  expect(body.success).toBe(false);
  expect(body.data).toMatch(/^[A-Z_]+$/);
  if (code) expect(body.data).toBe(code);
  return body as { data: string; issues?: { path: string }[] };
}

describe("N1 dates and times that do not exist", () => {
  attack("book 30 February, 25:61, 24:00 or year 9999", async () => {
    const before = await bookingCount();
    for (const pickUpTime of ["2027-02-30T10:00", "2027-03-10T25:61", "2027-03-10T24:00"]) {
      const body = expectEnvelope(
        await postJson(t.app, "/api/booking/demomodule/checkout", checkoutOf(fields, { pickUpTime })),
        400,
        "VALIDATION_ERROR",
      );
      expect(body.issues?.map((issue) => issue.path)).toContain("body.pickUpTime");
    }
    const farAway = expectEnvelope(
      await postJson(
        t.app,
        "/api/booking/demomodule/checkout",
        checkoutOf(fields, { pickUpTime: "9999-12-31T23:59" }),
      ),
      422,
      "BEYOND_BOOKING_HORIZON",
    );
    expect(farAway.issues?.map((issue) => issue.path)).toContain("pickUpTime");
    expect(await bookingCount()).toBe(before);
  });

  attack("book a time the clocks skip", async () => {
    // The last Sunday of next March that is still ahead: Paris jumps from 02:00 to 03:00.
    const now = new Date();
    let night = "";
    for (let year = now.getUTCFullYear(); !night; year++) {
      const last = new Date(Date.UTC(year, 3, 0));
      last.setUTCDate(last.getUTCDate() - last.getUTCDay());
      if (last.getTime() > now.getTime() + 2 * 86_400_000) night = last.toISOString().slice(0, 10);
    }
    const before = await bookingCount();
    const body = expectEnvelope(
      await postJson(
        t.app,
        "/api/booking/demomodule/checkout",
        checkoutOf(fields, { pickUpTime: `${night}T02:30` }),
      ),
      422,
      "NONEXISTENT_LOCAL_TIME",
    );
    expect(body.issues?.map((issue) => issue.path)).toContain("pickUpTime");
    expect(await bookingCount()).toBe(before);
  });

  attack(
    "send random text and random calendar values as dates and times",
    async () => {
      const auth = await demoAuthHeader(t);
      const pad = (n: number, width = 2) => String(n).padStart(width, "0");
      const calendarText = fc
        .tuple(
          fc.integer({ min: 0, max: 9999 }),
          fc.integer({ min: 0, max: 99 }),
          fc.integer({ min: 0, max: 99 }),
          fc.integer({ min: 0, max: 99 }),
          fc.integer({ min: 0, max: 99 }),
        )
        .map(([y, mo, d, h, mi]) => `${pad(y, 4)}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}`);
      const anyText = fc.oneof(calendarText, fc.string({ maxLength: 40 }));
      await fc.assert(
        fc.asyncProperty(
          anyText,
          calendarText.map((text) => text.slice(0, 10)),
          async (time, day) => {
            const estimate = await postJson(
              t.app,
              "/api/module/demomodule/estimate-price",
              niceToCannes({ pickUpTime: time }),
            );
            expect(estimate.statusCode, `${time} → ${estimate.body}`).toBeLessThan(500);
            if (estimate.statusCode >= 400) expectEnvelope(estimate);
            const list = await t.app.inject({
              method: "GET",
              url: `/api/admin/bookings?from=${encodeURIComponent(day)}&to=${encodeURIComponent(day)}`,
              headers: auth,
            });
            expect(list.statusCode, `${day} → ${list.body}`).toBeLessThan(500);
            const planning = await t.app.inject({
              method: "GET",
              url: `/api/admin/planning?from=${encodeURIComponent(day)}`,
              headers: auth,
            });
            expect(planning.statusCode, `${day} → ${planning.body}`).toBeLessThan(500);
          },
        ),
        { numRuns: 60 },
      );
    },
    60_000,
  );
});

describe("N2 malformed token subjects", () => {
  const sign = (claims: { sub?: string; jti?: string }) => {
    let token = new SignJWT({}).setProtectedHeader({ alg: "HS256" }).setIssuer("chauffeur-booking");
    if (claims.sub !== undefined) token = token.setSubject(claims.sub);
    if (claims.jti !== undefined) token = token.setJti(claims.jti);
    return token.setIssuedAt().setExpirationTime("1h").sign(t.config.jwtSecret);
  };
  const use = (token: string) =>
    t.app.inject({
      method: "GET",
      url: "/api/admin/sessions",
      headers: { authorization: `Bearer ${token}` },
    });

  attack("present a correctly signed token whose subject is not an owner id", async () => {
    const uuid = "6f1c2a0e-8d1b-4c53-9a51-2f1f5b0c9e11";
    for (const claims of [
      { sub: "not-a-uuid", jti: uuid },
      { sub: uuid, jti: "'; DROP TABLE sessions; --" },
      { sub: "00000000-0000-0000-0000-00000000000g", jti: uuid },
      { jti: uuid },
      { sub: uuid },
      { sub: "", jti: "" },
    ]) {
      expectEnvelope(await use(await sign(claims)), 401, "UNAUTHORIZED");
    }
  });

  attack("open e-mailed links with malformed ids and tokens", async () => {
    for (const url of [
      "/api/booking/99999999999/confirm/aaaaaaaaaaaaaaaaaaaaaaaa",
      "/api/booking/-1/cancel/aaaaaaaaaaaaaaaaaaaaaaaa",
      "/api/booking/1.5/confirm/aaaaaaaaaaaaaaaaaaaaaaaa",
      "/api/booking/1/confirm/short",
    ]) {
      expectEnvelope(await t.app.inject({ method: "GET", url }));
    }
    for (const [url, payload] of [
      ["/api/auth/change-password", { token: "%%% not a token %%%", password: "a-new-password-1" }],
      ["/api/auth/change-password", { token: "x".repeat(201), password: "a-new-password-1" }],
    ] as const) {
      expectEnvelope(await postJson(t.app, url, payload));
    }
    expectEnvelope(await t.app.inject({ method: "GET", url: "/api/auth/signup/%00%01" }));
    expectEnvelope(await t.app.inject({ method: "GET", url: `/api/auth/signup/${"y".repeat(201)}` }));
  });
});

describe("N3 cheap refusals before expensive work, and our envelope for broken requests", () => {
  attack("make the server hash passwords with reset requests that hold no live token", async () => {
    const before = scryptCalls.count;
    for (const token of ["made-up-token-value-000000000000000000000", "%%%", "a".repeat(200)]) {
      expectEnvelope(
        await postJson(t.app, "/api/auth/change-password", { token, password: "a-new-password-1" }),
      );
    }
    expect(scryptCalls.count).toBe(before);
    // The counter does see hashing: a sign-in verifies a password.
    await postJson(t.app, "/api/auth/signin", { email: t.demo.email, password: TEST_DEMO_PASSWORD });
    expect(scryptCalls.count).toBeGreaterThan(before);
  });

  attack("make the server hash passwords through the profile without a session", async () => {
    const before = scryptCalls.count;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/profile",
      headers: { authorization: "Bearer not.a.token" },
      payload: { companyName: "X", currentPassword: TEST_DEMO_PASSWORD, newPassword: "a-new-password-1" },
    });
    expectEnvelope(response, 401);
    expect(scryptCalls.count).toBe(before);
  });

  attack("send a path that is not valid percent-encoding", async () => {
    for (const url of ["/api/booking/%E0%A4%A", "/api/module/%ZZ/estimate-price", "/api/admin/bookings/%"]) {
      const response = await t.app.inject({ method: "GET", url });
      expectEnvelope(response, 400, "INVALID_URL");
      expect(response.headers["content-type"]).toMatch(/application\/json/);
    }
  });

  attack("fill one booking-form row twice", async () => {
    const before = await bookingCount();
    const body = checkoutOf(fields);
    const [first] = body.fields;
    const twice = { ...body, fields: [...body.fields, { ...first, value: "Someone else" }] };
    const refused = expectEnvelope(
      await postJson(t.app, "/api/booking/demomodule/checkout", twice),
      400,
      "VALIDATION_ERROR",
    );
    expect(refused.issues?.map((issue) => issue.path)).toContain("body.fields");
    expect(await bookingCount()).toBe(before);
  });

  attack("list the owner's form rows twice when reordering them", async () => {
    const auth = await demoAuthHeader(t);
    const order = async () =>
      (
        await t.database.db
          .selectFrom("bookingFields")
          .select(["id", "position"])
          .where("moduleId", "=", "demomodule")
          .orderBy("id")
          .execute()
      ).map((row) => `${row.id}:${row.position}`);
    const before = await order();
    const id = fields.firstName as number;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/fields/reorder",
      headers: auth,
      payload: {
        fields: [
          { id, position: 0 },
          { id, position: 5 },
        ],
      },
    });
    expectEnvelope(response, 400, "VALIDATION_ERROR");
    expect(await order()).toEqual(before);
  });
});

describe("coordinates must be written out", () => {
  attack("have the point (0, 0) signed by sending empty coordinates", async () => {
    for (const query of ["lat=&lng=", "lat=%20&lng=%20", "lat=0x10&lng=1", "lat=1e1&lng="]) {
      const response = await t.app.inject({ method: "GET", url: `/api/geo/demomodule/reverse?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
    const real = await t.app.inject({ method: "GET", url: "/api/geo/demomodule/reverse?lat=43.7&lng=7.26" });
    expect(real.statusCode).toBe(200);
  });
});

describe("ids in paths are decimal digits", () => {
  attack("name booking 16 or an item by another spelling (0x10, 1e1, +16, 016)", async () => {
    const headers = await demoAuthHeader(t);
    for (const spelling of ["0x10", "1e1", "+16", "016", "16.0"]) {
      const booking = await t.app.inject({ method: "GET", url: `/api/admin/bookings/${spelling}`, headers });
      expectEnvelope(booking, 400, "VALIDATION_ERROR");
      const item = await t.app.inject({ method: "DELETE", url: `/api/admin/vehicles/${spelling}`, headers });
      expectEnvelope(item, 400, "VALIDATION_ERROR");
    }
    const unknown = await t.app.inject({ method: "GET", url: "/api/admin/bookings/999999", headers });
    expectEnvelope(unknown, 404);
  });
});
