import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { demoResetToken, forgetDemoPassword } from "../fixtures/forgotten-password.js";
import { createTestApp, TEST_DEMO_PASSWORD, type TestApp } from "../setup/test-app.js";
import { attack } from "./attack.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signIn(): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/signin",
    payload: { email: t.demo.email, password: TEST_DEMO_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.accessToken;
}

const use = (token: string) =>
  t.app.inject({ method: "GET", url: "/api/admin/sessions", headers: { authorization: `Bearer ${token}` } });
const post = (token: string, url: string, payload?: object) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

async function resetPassword(password: string): Promise<void> {
  await t.database.db.deleteFrom("mailOutbox").execute();
  const token = await demoResetToken(t);
  await forgetDemoPassword(t);
  const reset = await t.app.inject({
    method: "POST",
    url: "/api/auth/change-password",
    payload: { token, password },
  });
  expect(reset.statusCode).toBe(200);
}

describe("M1 sessions can be revoked", () => {
  attack("reuse a token after signing out", async () => {
    const token = await signIn();
    expect((await post(token, "/api/admin/sign-out")).statusCode).toBe(200);
    expect((await use(token)).statusCode).toBe(401);
  });

  attack("reuse a stolen token after the owner signs out everywhere", async () => {
    const stolen = await signIn();
    const owner = await signIn();
    await post(owner, "/api/admin/sign-out-everywhere");
    expect((await use(stolen)).statusCode).toBe(401);
  });

  attack("reuse a stolen token after the owner changes the password", async () => {
    const stolen = await signIn();
    const owner = await signIn();
    const change = (from: string, to: string) =>
      post(owner, "/api/admin/profile", {
        companyName: "Riviera Chauffeurs",
        newPassword: to,
        currentPassword: from,
      });
    expect((await change(TEST_DEMO_PASSWORD, "another-password-1")).statusCode).toBe(200);
    expect((await use(stolen)).statusCode).toBe(401);
    expect((await use(owner)).statusCode).toBe(200);
    await change("another-password-1", TEST_DEMO_PASSWORD);
  });

  attack("reuse a stolen token after a password reset", async () => {
    const stolen = await signIn();
    await resetPassword(TEST_DEMO_PASSWORD);
    expect((await use(stolen)).statusCode).toBe(401);
  });

  attack("present a correctly signed token without an expiry", async () => {
    const claims = JSON.parse(Buffer.from((await signIn()).split(".")[1] ?? "", "base64url").toString());
    const forever = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.sub)
      .setJti(claims.jti)
      .setIssuer(claims.iss)
      .sign(t.config.jwtSecret);
    expect((await use(forever)).statusCode).toBe(401);
  });

  attack("revoke another account's session by its id", async () => {
    const token = await signIn();
    const other = await t.database.db
      .insertInto("sessions")
      .values({
        ownerId: (
          await t.database.db
            .insertInto("owners")
            .values({ email: "other@example.com", name: "Other", passwordHash: "x", phone: "" })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id,
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const response = await post(token, "/api/admin/sessions/revoke", { id: other.id });
    expect(response.statusCode).toBe(404);
    const row = await t.database.db
      .selectFrom("sessions")
      .select("revokedAt")
      .where("id", "=", other.id)
      .executeTakeFirstOrThrow();
    expect(row.revokedAt).toBeNull();
  });

  attack("read an admin answer from a shared cache", async () => {
    const response = await use(await signIn());
    expect(response.headers["cache-control"]).toBe("no-store");
  });
});
