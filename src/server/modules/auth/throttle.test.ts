import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DEMO_PASSWORD, type TestApp } from "../../../../tests/setup/test-app.js";
import { THROTTLE } from "./sign-in-throttle.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(() => t.close());

const signIn = (email: string, password: string, ip = "203.0.113.7") =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/signin",
    payload: { email, password },
    headers: { "x-forwarded-for": ip },
  });

describe("sign-in throttling", () => {
  it("locks an account after repeated failures, even for the right password, then not others", async () => {
    for (let i = 0; i < THROTTLE.accountLimit; i++) {
      expect((await signIn(t.demo.email, "wrong password", `198.51.100.${i}`)).statusCode).toBe(401);
    }
    const locked = await signIn(t.demo.email, TEST_DEMO_PASSWORD, "198.51.100.99");
    expect(locked.statusCode).toBe(429);
    expect(locked.json().data).toBe("TOO_MANY_REQUESTS");

    const other = await signIn("someone-else@example.com", "whatever", "198.51.100.98");
    expect(other.statusCode).toBe(401);
  });

  it("counts unknown e-mails like known ones, so locking does not reveal accounts", async () => {
    for (let i = 0; i < THROTTLE.accountLimit; i++) {
      await signIn("ghost@example.com", "wrong", `192.0.2.${i}`);
    }
    expect((await signIn("ghost@example.com", "wrong", "192.0.2.200")).statusCode).toBe(429);
  });

  it("locks an address that tries many accounts", async () => {
    const ip = "203.0.113.200";
    for (let i = 0; i < THROTTLE.ipLimit; i++) {
      await signIn(`user${i}@example.com`, "wrong", ip);
    }
    expect((await signIn("fresh@example.com", "wrong", ip)).statusCode).toBe(429);
    expect((await signIn("fresh@example.com", "wrong", "203.0.113.201")).statusCode).toBe(401);
  });

  it("lets the owner in again once the lock has passed", async () => {
    await t.database.db
      .updateTable("signInThrottle")
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .execute();
    expect((await signIn(t.demo.email, TEST_DEMO_PASSWORD, "198.51.100.50")).statusCode).toBe(200);
  });
});
