import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  anotherOwner,
  bearer,
  createKey,
  type Headers,
  manualBooking,
} from "../../../../tests/kits/api-keys/api-keys.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";

let t: TestApp;
let session: Headers;
beforeAll(async () => {
  t = await createTestApp();
  session = await demoAuthHeader(t);
});
afterAll(() => t.close());

const get = (url: string, headers: Headers) => t.app.inject({ method: "GET", url, headers });
const keyRow = (id: number) =>
  t.database.db.selectFrom("apiKeys").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("owner API keys: made, shown once, stored hashed", () => {
  it("answers the key once, in its shape, and lists it without it", async () => {
    const created = await createKey(t, session, ["bookings:read", "catalogue:read"], "Accounting");
    expect(created.key).toMatch(/^cbk_live_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(`${created.prefix}_`)).toBe(true);
    expect(created).toMatchObject({ name: "Accounting", scopes: ["bookings:read", "catalogue:read"] });
    expect(created.lastUsedAt).toBeNull();

    const list = await get("/api/admin/api-keys", session);
    expect(list.statusCode).toBe(200);
    const listed = list.json().data.keys.find((key: { id: number }) => key.id === created.id);
    expect(listed).toEqual({
      id: created.id,
      name: "Accounting",
      scopes: ["bookings:read", "catalogue:read"],
      prefix: created.prefix,
      createdAt: created.createdAt,
      lastUsedAt: null,
    });
    expect(list.body).not.toContain(created.key);
    // The database keeps the hash, never the key or its secret part.
    const row = await keyRow(created.id);
    expect(JSON.stringify(row)).not.toContain(created.key.slice(created.prefix.length + 1));
    expect(row.keyHash).toHaveLength(43);
  });

  it("refuses a nameless key, an unknown scope and a scope named twice (400, nothing written)", async () => {
    const count = async () =>
      (
        await t.database.db
          .selectFrom("apiKeys")
          .select(sql<number>`count(*)::int`.as("n"))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    for (const payload of [
      { name: " ", scopes: ["bookings:read"] },
      { name: "x", scopes: [] },
      { name: "x", scopes: ["settings:write"] },
      { name: "x", scopes: ["bookings:read", "bookings:read"] },
      { name: "x".repeat(81), scopes: ["bookings:read"] },
    ]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/admin/api-keys",
        headers: session,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().data).toBe("VALIDATION_ERROR");
    }
    expect(await count()).toBe(before);
  });
});

describe("a key on the admin API", () => {
  it("books with bookings:write, reads with bookings:read, and a read key cannot write (403)", async () => {
    const writer = await createKey(t, session, ["bookings:write"]);
    const booked = await t.app.inject({
      method: "POST",
      url: "/api/admin/bookings",
      headers: bearer(writer.key),
      payload: manualBooking("Keyed"),
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const { key } = await createKey(t, session, ["bookings:read"]);
    const list = await get("/api/admin/bookings?q=Keyed", bearer(key));
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.bookings).toHaveLength(1);
    // The writer cannot read: each scope is its own.
    expect((await get("/api/admin/bookings", bearer(writer.key))).statusCode).toBe(403);
    const write = await t.app.inject({
      method: "POST",
      url: `/api/admin/bookings/${booked.json().data.id}/cancel`,
      headers: bearer(key),
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ success: false, data: "INSUFFICIENT_SCOPE" });
    const catalogue = await get("/api/admin/vehicles", bearer(key));
    expect(catalogue.statusCode).toBe(403);
  });

  it("never reaches the session-only routes, whatever its scopes (keys, account, settings)", async () => {
    const { key } = await createKey(t, session, ["bookings:read", "bookings:write", "catalogue:read"]);
    for (const [method, url] of [
      ["GET", "/api/admin/api-keys"],
      ["POST", "/api/admin/api-keys"],
      ["DELETE", "/api/admin/api-keys/1"],
      ["GET", "/api/admin/settings"],
      ["POST", "/api/admin/profile"],
      ["GET", "/api/admin/sessions"],
      ["POST", "/api/admin/sign-out-everywhere"],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(key), payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().data).toBe("INSUFFICIENT_SCOPE");
    }
  });

  it("answers 401 UNAUTHORIZED to an unknown or malformed key", async () => {
    const { key } = await createKey(t, session, ["bookings:read"]);
    const forged = `${key.slice(0, -4)}AAAA`;
    for (const credential of [forged, "cbk_live_nothing", `${key}x`]) {
      const response = await get("/api/admin/bookings", bearer(credential));
      expect(response.statusCode, credential).toBe(401);
      expect(response.json().data).toBe("UNAUTHORIZED");
    }
  });

  it("is refused on the very next request once revoked; revoking again is 404", async () => {
    const created = await createKey(t, session, ["bookings:read"]);
    expect((await get("/api/admin/bookings", bearer(created.key))).statusCode).toBe(200);
    const revoke = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/api-keys/${created.id}`,
      headers: session,
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    const after = await get("/api/admin/bookings", bearer(created.key));
    expect(after.statusCode).toBe(401);
    expect(after.json().data).toBe("UNAUTHORIZED");
    const list = await get("/api/admin/api-keys", session);
    expect(list.json().data.keys.map((key: { id: number }) => key.id)).not.toContain(created.id);
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/api-keys/${created.id}`,
      headers: session,
    });
    expect(again.statusCode).toBe(404);
  });

  it("records its last use, at most once a minute", async () => {
    const created = await createKey(t, session, ["catalogue:read"]);
    expect((await keyRow(created.id)).lastUsedAt).toBeNull();
    expect((await get("/api/admin/vehicles", bearer(created.key))).statusCode).toBe(200);
    const first = (await keyRow(created.id)).lastUsedAt;
    expect(first).not.toBeNull();
    // A second use within the minute writes nothing.
    expect((await get("/api/admin/vehicles", bearer(created.key))).statusCode).toBe(200);
    expect((await keyRow(created.id)).lastUsedAt).toEqual(first);
    // Once the recorded use is over a minute old, the next use moves it.
    await t.database.db
      .updateTable("apiKeys")
      .set({ lastUsedAt: sql`now() - interval '2 minutes'` })
      .where("id", "=", created.id)
      .execute();
    const old = (await keyRow(created.id)).lastUsedAt as Date;
    expect((await get("/api/admin/vehicles", bearer(created.key))).statusCode).toBe(200);
    const moved = (await keyRow(created.id)).lastUsedAt as Date;
    expect(new Date(moved).getTime()).toBeGreaterThan(new Date(old).getTime());
    const listed = (await get("/api/admin/api-keys", session)).json().data.keys;
    expect(listed.find((key: { id: number }) => key.id === created.id).lastUsedAt).toBe(
      new Date(moved).toISOString(),
    );
  });

  it("acts as its owner only: another owner's key sees none of the demo owner's bookings", async () => {
    const other = await anotherOwner(t);
    const { key } = await createKey(t, other.session, ["bookings:read", "bookings:write", "catalogue:read"]);
    const bookings = await get("/api/admin/bookings", bearer(key));
    expect(bookings.statusCode).toBe(200);
    expect(bookings.json().data.bookings).toEqual([]);
    const demoBooking = (
      await t.app.inject({
        method: "POST",
        url: "/api/admin/bookings",
        headers: session,
        payload: manualBooking("Demo rider"),
      })
    ).json().data as { id: number };
    const foreign = await get(`/api/admin/bookings/${demoBooking.id}`, bearer(key));
    expect(foreign.statusCode).toBe(404);
    const cancel = await t.app.inject({
      method: "POST",
      url: `/api/admin/bookings/${demoBooking.id}/cancel`,
      headers: bearer(key),
    });
    expect(cancel.statusCode).toBe(404);
    const vehicles = (await get("/api/admin/vehicles", bearer(key))).body;
    expect(vehicles).not.toContain("Berline");
    // Nor can that owner revoke the demo owner's keys.
    const demoKey = await createKey(t, session, ["bookings:read"]);
    const revoke = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/api-keys/${demoKey.id}`,
      headers: other.session,
    });
    expect(revoke.statusCode).toBe(404);
    expect((await get("/api/admin/bookings", bearer(demoKey.key))).statusCode).toBe(200);
  });
});
