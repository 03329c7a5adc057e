import { afterAll, beforeAll, describe, expect } from "vitest";
import { THROTTLE } from "../../src/server/modules/auth/index.js";
import { forgetDemoPassword } from "../fixtures/forgotten-password.js";
import { createTestApp, TEST_DEMO_PASSWORD, type TestApp } from "../setup/test-app.js";
import { waitFor } from "../setup/wait-for.js";
import { attack } from "./attack.js";

// Lockout must not become a denial of service against the owner (OWASP ASVS; decision 0079).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(() => t.close());

const signIn = (password: string, ip: string, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/signin",
    payload: { email: t.demo.email, password },
    headers: { "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) },
  });

/** The device cookie an answer sets, as the browser would send it back. */
const deviceCookie = (response: { headers: Record<string, unknown> }) => {
  const header = String(response.headers["set-cookie"] ?? "");
  expect(header).toMatch(/^cb\.device=[^;]+;.*HttpOnly; SameSite=Strict/);
  return header.split(";")[0] as string;
};

/** Attackers from enough addresses, each waiting out its delays, lock the account. */
async function lockTheAccount() {
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
  expect((await signIn(TEST_DEMO_PASSWORD, "198.51.100.250")).statusCode).toBe(429);
}

describe("failures elsewhere cannot keep the owner out", () => {
  attack(
    "lock the owner out of the browser they always use",
    async () => {
      const usual = await signIn(TEST_DEMO_PASSWORD, "203.0.113.9");
      expect(usual.statusCode).toBe(200);
      const cookie = deviceCookie(usual);
      await lockTheAccount();
      // From the known device, even at another address (a phone on the move), the owner signs in.
      expect((await signIn(TEST_DEMO_PASSWORD, "203.0.113.10", cookie)).statusCode).toBe(200);
      // The cookie is no key: the wrong password from it still fails.
      expect((await signIn("wrong password", "203.0.113.11", cookie)).statusCode).toBe(401);
    },
    60_000,
  );

  attack(
    "pass the lock with a forged or another account's device cookie",
    async () => {
      await t.database.db.deleteFrom("signInThrottle").execute();
      await lockTheAccount();
      const [tag, expiry] = ["AAAAAAAAAAAAAAAAAAAAAA", "9999999999"];
      for (const cookie of [
        `cb.device=${tag}.${expiry}.AAAAAAAAAAAAAAAAAAAAAA`,
        "cb.device=x",
        "cb.device=",
      ]) {
        expect((await signIn(TEST_DEMO_PASSWORD, "198.51.100.251", cookie)).statusCode).toBe(429);
      }
    },
    60_000,
  );

  attack(
    "keep the owner out after they unlock by the e-mailed link",
    async () => {
      await t.database.db.deleteFrom("signInThrottle").execute();
      await t.database.db.deleteFrom("mailOutbox").execute();
      await t.database.db.deleteFrom("ownerTokens").execute();
      await lockTheAccount();
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
      const cookie = deviceCookie(reset);
      // The attackers lock the account again at once…
      await lockTheAccount();
      // …and the browser that followed the link still signs in.
      expect((await signIn(TEST_DEMO_PASSWORD, "203.0.113.20", cookie)).statusCode).toBe(200);
    },
    90_000,
  );
});
