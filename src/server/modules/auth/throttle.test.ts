import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { forgetDemoPassword } from "../../../../tests/fixtures/forgotten-password.js";
import { createTestApp, TEST_DEMO_PASSWORD, type TestApp } from "../../../../tests/setup/test-app.js";
import { waitFor } from "../../../../tests/setup/wait-for.js";
import { pairDelaySeconds, THROTTLE } from "./sign-in-throttle.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.deleteFrom("signInThrottle").execute();
});

const signIn = (email: string, password: string, ip = "203.0.113.7") =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/signin",
    payload: { email, password },
    headers: { "x-forwarded-for": ip },
  });

const lockNotices = () =>
  t.database.db
    .selectFrom("mailOutbox")
    .select("id")
    .where("template", "=", "sign-in-locked")
    .execute()
    .then((rows) => rows.length);

describe("sign-in throttling", () => {
  it("delays one address on one account with a growing delay", async () => {
    expect(pairDelaySeconds(THROTTLE.freeFailures - 1)).toBe(0);
    expect(pairDelaySeconds(THROTTLE.freeFailures + 1)).toBe(2 * pairDelaySeconds(THROTTLE.freeFailures));
    for (let i = 0; i < THROTTLE.freeFailures; i++) {
      expect((await signIn(t.demo.email, "wrong password")).statusCode).toBe(401);
    }
    expect((await signIn(t.demo.email, TEST_DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it("one address alone cannot lock the owner out from another address", async () => {
    const attacker = "198.51.100.66";
    for (let round = 0; round < THROTTLE.accountCeiling + 5; round++) {
      await signIn(t.demo.email, "wrong password", attacker);
      // Wait out the pair's delay as a patient attacker would.
      await t.database.db
        .updateTable("signInThrottle")
        .set({ lockedUntil: null })
        .where("key", "like", "pair:%")
        .execute();
    }
    expect((await signIn(t.demo.email, TEST_DEMO_PASSWORD, "198.51.100.1")).statusCode).toBe(200);
  });

  it("several addresses reach the account ceiling; the owner is told once; a reset lifts it", async () => {
    const before = await lockNotices();
    const addresses = Math.ceil(THROTTLE.accountCeiling / THROTTLE.perAddressShare);
    for (let a = 0; a < addresses; a++) {
      for (let i = 0; i < THROTTLE.perAddressShare; i++) {
        await signIn(t.demo.email, "wrong password", `192.0.2.${a}`);
        await t.database.db
          .updateTable("signInThrottle")
          .set({ lockedUntil: null })
          .where("key", "like", "pair:%")
          .execute();
      }
    }
    expect((await signIn(t.demo.email, TEST_DEMO_PASSWORD, "192.0.2.200")).statusCode).toBe(429);
    await signIn(t.demo.email, "wrong password", "192.0.2.201");
    expect(await lockNotices()).toBe(before + 1);

    // A password reset lifts the lock.
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
    const token = /token=([^\s&]+)/.exec(mail.text)?.[1] ?? "";
    await forgetDemoPassword(t);
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      payload: { token: decodeURIComponent(token), password: TEST_DEMO_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(t.demo.email, TEST_DEMO_PASSWORD, "192.0.2.200")).statusCode).toBe(200);
  });

  it("counts unknown e-mails like known ones, so locking does not reveal accounts", async () => {
    for (let i = 0; i < THROTTLE.freeFailures; i++) await signIn("ghost@example.com", "wrong");
    expect((await signIn("ghost@example.com", "wrong")).statusCode).toBe(429);
  });

  it("locks an address that tries many accounts", async () => {
    const ip = "203.0.113.200";
    for (let i = 0; i < THROTTLE.ipLimit; i++) {
      await signIn(`user${i}@example.com`, "wrong", ip);
    }
    expect((await signIn("fresh@example.com", "wrong", ip)).statusCode).toBe(429);
    expect((await signIn("fresh@example.com", "wrong", "203.0.113.201")).statusCode).toBe(401);
  });
});
