import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DEMO_PASSWORD, type TestApp } from "../../../../tests/setup/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";

async function signIn(userAgent = FIREFOX): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/signin",
    headers: { "user-agent": userAgent },
    payload: { email: t.demo.email, password: TEST_DEMO_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.accessToken;
}

const admin = (
  token: string,
  method: "GET" | "POST" = "GET",
  url = "/api/admin/sessions",
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

describe("sessions", () => {
  it("lists the active sessions with their device, the current one marked, and no-store", async () => {
    const token = await signIn();
    const response = await admin(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const current = response.json().data.find((s: { current: boolean }) => s.current);
    expect(current).toMatchObject({ device: "Firefox on Windows" });
  });

  it("signing out revokes that token only", async () => {
    const first = await signIn();
    const second = await signIn();
    expect((await admin(first, "POST", "/api/admin/sign-out")).statusCode).toBe(200);
    const refused = await admin(first);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().data).toBe("SESSION_EXPIRED");
    expect((await admin(second)).statusCode).toBe(200);
  });

  it("revokes one session from another; an unknown id is NOT_FOUND", async () => {
    const phone = await signIn("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1");
    const desk = await signIn();
    const list = (await admin(desk)).json().data as { id: string; device: string; current: boolean }[];
    const target = list.find((s) => s.device === "Safari on iOS" && !s.current);
    expect(target).toBeDefined();
    expect((await admin(desk, "POST", "/api/admin/sessions/revoke", { id: target?.id })).statusCode).toBe(
      200,
    );
    expect((await admin(phone)).statusCode).toBe(401);
    const unknown = await admin(desk, "POST", "/api/admin/sessions/revoke", { id: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(404);
  });

  it("sign out everywhere ends every session, the asking one too", async () => {
    const a = await signIn();
    const b = await signIn();
    expect((await admin(a, "POST", "/api/admin/sign-out-everywhere")).statusCode).toBe(200);
    expect((await admin(a)).statusCode).toBe(401);
    expect((await admin(b)).statusCode).toBe(401);
  });

  it("a password change keeps the asking session and ends the others", async () => {
    const keeper = await signIn();
    const other = await signIn();
    const change = await t.app.inject({
      method: "POST",
      url: "/api/admin/profile",
      headers: { authorization: `Bearer ${keeper}` },
      payload: {
        companyName: "Riviera Chauffeurs",
        newPassword: "a-new-password-1",
        currentPassword: TEST_DEMO_PASSWORD,
      },
    });
    expect(change.statusCode).toBe(200);
    expect((await admin(keeper)).statusCode).toBe(200);
    expect((await admin(other)).statusCode).toBe(401);
    // Put the demo password back for the other tests.
    await t.app.inject({
      method: "POST",
      url: "/api/admin/profile",
      headers: { authorization: `Bearer ${keeper}` },
      payload: {
        companyName: "Riviera Chauffeurs",
        newPassword: TEST_DEMO_PASSWORD,
        currentPassword: "a-new-password-1",
      },
    });
  });

  it("refuses a correctly signed token without an expiry", async () => {
    const token = await signIn();
    const [, payload] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
    const forever = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.sub)
      .setJti(claims.jti)
      .setIssuer(claims.iss)
      .setIssuedAt()
      .sign(t.config.jwtSecret);
    expect((await admin(forever)).statusCode).toBe(401);
  });
});
