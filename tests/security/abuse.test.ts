import { afterAll, beforeAll, describe, expect } from "vitest";
import { THROTTLE } from "../../src/server/modules/auth/index.js";
import { forgetDemoPassword } from "../fixtures/forgotten-password.js";
import { checkoutOf, demoFieldIds, postJson } from "../fixtures/trips.js";
import { createTestApp, demoAuthHeader, TEST_DEMO_PASSWORD, type TestApp } from "../setup/test-app.js";
import { waitFor } from "../setup/wait-for.js";
import { attack } from "./attack.js";

let t: TestApp;
let auth: { authorization: string };
let bookingId: number;
beforeAll(async () => {
  t = await createTestApp({
    TRUST_PROXY: "true",
    PUBLIC_RATE_LIMIT: "0",
    MAIL_SHARE_PER_HOUR: "5",
    MAIL_RECIPIENT_PER_HOUR: "2",
    MAIL_CONTACT_PER_HOUR: "3",
    OPERATOR_EMAIL: "operator@chauffeur.test",
    MAIL_OWNER_PER_HOUR: "30",
  });
  auth = await demoAuthHeader(t);
  // One booking shared by every attack (the same trip twice would find the vehicle taken).
  bookingId = await booking();
});
afterAll(() => t.close());

const signIn = (password: string, ip: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/signin",
    payload: { email: t.demo.email, password },
    headers: { "x-forwarded-for": ip },
  });

async function booking(): Promise<number> {
  // Checkout is public: a demo trip by a customer.
  const fields = await demoFieldIds(t.app);
  const response = await postJson(t.app, "/api/booking/demomodule/checkout", checkoutOf(fields));
  expect(response.statusCode, response.body).toBe(200);
  const row = await t.database.db
    .selectFrom("bookings")
    .select("id")
    .where("number", "=", response.json().data.number)
    .executeTakeFirstOrThrow();
  return row.id;
}

const share = (id: number, email: string, message = "") =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/bookings/${id}/share`,
    headers: auth,
    payload: { email, message },
  });

describe("L3 throttling cannot be turned against the owner", () => {
  attack("lock the owner out with failed sign-ins from one address", async () => {
    for (let i = 0; i < THROTTLE.accountCeiling + 5; i++) {
      await signIn("wrong password", "198.51.100.66");
      // A patient attacker waits out each delay.
      await t.database.db
        .updateTable("signInThrottle")
        .set({ lockedUntil: null })
        .where("key", "like", "pair:%")
        .execute();
    }
    expect((await signIn(TEST_DEMO_PASSWORD, "198.51.100.1")).statusCode).toBe(200);
  });

  attack("guess quickly from one address (growing delay)", async () => {
    for (let i = 0; i < THROTTLE.freeFailures; i++) await signIn("wrong password", "198.51.100.77");
    expect((await signIn("wrong password", "198.51.100.77")).statusCode).toBe(429);
  });

  attack("lock the account from several addresses, unnoticed and for good", async () => {
    await t.database.db.deleteFrom("signInThrottle").execute();
    const notices = () =>
      t.database.db
        .selectFrom("mailOutbox")
        .select("id")
        .where("template", "=", "sign-in-locked")
        .execute()
        .then((rows) => rows.length);
    const before = await notices();
    // Enough addresses, each giving its whole share, each waiting out its delays.
    const addresses = Math.ceil(THROTTLE.accountCeiling / THROTTLE.perAddressShare);
    for (let a = 0; a < addresses; a++) {
      for (let i = 0; i < THROTTLE.perAddressShare; i++) {
        await signIn("wrong password", `198.51.100.${100 + a}`);
        await t.database.db
          .updateTable("signInThrottle")
          .set({ lockedUntil: null })
          .where("key", "like", "pair:%")
          .execute();
      }
    }
    // The lock holds even for the right password from a fresh address: that is the ceiling's point.
    expect((await signIn(TEST_DEMO_PASSWORD, "198.51.100.200")).statusCode).toBe(429);
    await signIn("wrong password", "198.51.100.201");
    // Not unnoticed: the owner is told once, however many attempts follow.
    expect(await notices()).toBe(before + 1);
    // Not for good: the owner's password reset lifts every lock of the account.
    await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: t.demo.email },
    });
    const mail = await waitFor(() =>
      t.database.db
        .selectFrom("mailOutbox")
        .select("text")
        .where("template", "=", "password-reset")
        .orderBy("id", "desc")
        .executeTakeFirst(),
    );
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail.text)?.[1] ?? "");
    await forgetDemoPassword(t);
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      payload: { token, password: TEST_DEMO_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(TEST_DEMO_PASSWORD, "198.51.100.200")).statusCode).toBe(200);
    // The reset ended every session: the suite's later attacks sign in again.
    auth = await demoAuthHeader(t);
  });
});

describe("L4 outgoing mail cannot be used as a spam relay", () => {
  attack("share a booking to many addresses", async () => {
    await t.database.db.deleteFrom("mailOutbox").execute();
    const id = bookingId;
    for (let i = 0; i < 5; i++) expect((await share(id, `target${i}@example.com`)).statusCode).toBe(200);
    const refused = await share(id, "target99@example.com");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().data).toBe("MAIL_LIMIT_REACHED");
  });

  attack("flood one recipient with shares", async () => {
    await t.database.db.deleteFrom("mailOutbox").execute();
    const id = bookingId;
    for (let i = 0; i < 2; i++) expect((await share(id, "victim@example.com")).statusCode).toBe(200);
    expect((await share(id, "Victim@Example.com")).json().data).toBe("MAIL_LIMIT_REACHED");
  });

  attack("inject a second recipient or a header through the share address", async () => {
    const id = bookingId;
    for (const email of [
      "a@example.com, b@example.com",
      "a@example.com\r\nBcc: b@example.com",
      `${"a".repeat(250)}@example.com`,
    ]) {
      expect((await share(id, email)).statusCode).toBe(400);
    }
  });

  attack("inject HTML into a shared booking's message", async () => {
    await t.database.db.deleteFrom("mailOutbox").execute();
    const id = bookingId;
    expect(
      (
        await share(
          id,
          "colleague@example.com",
          '<a href="https://evil.example">click</a><script>x()</script>',
        )
      ).statusCode,
    ).toBe(200);
    const mail = await t.database.db
      .selectFrom("mailOutbox")
      .select(["html", "text"])
      .executeTakeFirstOrThrow();
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain('<a href="https://evil.example"');
    expect(mail.text).toContain("<script>x()</script>");
  });

  attack("flood the operator through contact", async () => {
    await t.database.db.deleteFrom("mailOutbox").execute();
    const send = () =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/contact",
        headers: { ...auth, "content-type": "text/plain" },
        payload: "buy now",
      });
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().data).toBe("MAIL_LIMIT_REACHED");
  });
});
