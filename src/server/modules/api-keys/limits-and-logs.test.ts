import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createKey, type Headers } from "../../../../tests/kits/api-keys/api-keys.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import { redactSpan } from "../../tracing/redact-span.js";

/** Every line the app logged, at the most verbose level, as a log collector reads them. */
const lines: string[] = [];
let t: TestApp;
let session: Headers;
beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: "trace", API_KEY_RATE_LIMIT: "5" },
    { logStream: { write: (line) => lines.push(line) } },
  );
  session = await demoAuthHeader(t);
});
afterAll(() => t.close());

const get = (url: string, headers: Headers) => t.app.inject({ method: "GET", url, headers });

describe("rate limit per key", () => {
  it("answers 429 with Retry-After past the limit, to that key only", async () => {
    const busy = await createKey(t, session, ["catalogue:read"]);
    const calm = await createKey(t, session, ["catalogue:read"]);
    for (let i = 0; i < 5; i++) {
      expect((await get("/api/admin/vehicles", bearer(busy.key))).statusCode).toBe(200);
    }
    const refused = await get("/api/admin/vehicles", bearer(busy.key));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().data).toBe("TOO_MANY_REQUESTS");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    // Another key of the same owner, and the owner's session, are not held back.
    expect((await get("/api/admin/vehicles", bearer(calm.key))).statusCode).toBe(200);
    for (let i = 0; i < 6; i++) expect((await get("/api/admin/vehicles", session)).statusCode).toBe(200);
  });
});

describe("keys never appear in logs or traces", () => {
  it("logs requests made with a key (allowed, refused, revoked, limited) without any of it", async () => {
    const created = await createKey(t, session, ["bookings:read"]);
    const secret = created.key.slice(created.prefix.length + 1);
    const before = lines.length;
    const answers = [
      await get("/api/admin/bookings", bearer(created.key)),
      await get("/api/admin/settings", bearer(created.key)),
      await get(`/api/admin/bookings?api_key=${created.key}`, bearer(created.key)),
      await get(`/api/admin/bookings?q=${created.key}`, bearer(created.key)),
      await get("/api/admin/bookings", bearer(`${created.key.slice(0, -2)}zz`)),
    ];
    for (let i = 0; i < 6; i++) answers.push(await get("/api/admin/bookings", bearer(created.key)));
    await t.app.inject({ method: "DELETE", url: `/api/admin/api-keys/${created.id}`, headers: session });
    answers.push(await get("/api/admin/bookings", bearer(created.key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(expect.arrayContaining([200, 403, 401, 429]));
    const logged = lines.slice(before).join("");
    // The logger did write these requests: one record per answer at least.
    for (const answer of answers) expect(logged).toContain(String(answer.headers["x-request-id"]));
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain(created.key);
    expect(logged.toLowerCase()).not.toContain("bearer");
  });

  it("redacts a key pasted into a traced URL", () => {
    const key = `cbk_live_0123456789ab_${"A".repeat(43)}`;
    const span = redactSpan({
      name: `GET /api/admin/bookings?q=${key}`,
      attributes: { "url.full": `http://127.0.0.1/api/admin/bookings?api_key=${key}&q=${key}` },
    } as never);
    expect(JSON.stringify([span.name, span.attributes])).not.toContain("A".repeat(43));
  });
});
