import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const identifier = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: "/api/admin/module/identifier", headers });

describe("admin authentication", () => {
  it("gives the signed-in owner their module identifier", async () => {
    const response = await identifier(await demoAuthHeader(t));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { id: "demomodule" } });
  });

  it("answers 401 UNAUTHORIZED without a token", async () => {
    const response = await identifier();
    expect(response.statusCode).toBe(401);
    expect(response.json().data).toBe("UNAUTHORIZED");
  });

  it("answers 401 for a token signed with another key", async () => {
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("00000000-0000-0000-0000-000000000000")
      .setIssuer("chauffeur-booking")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("another secret of enough length, surely"));
    const response = await identifier({ authorization: `Bearer ${forged}` });
    expect(response.statusCode).toBe(401);
    expect(response.json().data).toBe("UNAUTHORIZED");
  });

  it("refuses an unsigned token (alg none)", async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const unsigned = `${encode({ alg: "none" })}.${encode({ sub: "x", iss: "chauffeur-booking" })}.`;
    const response = await identifier({ authorization: `Bearer ${unsigned}` });
    expect(response.statusCode).toBe(401);
  });

  it("answers SESSION_EXPIRED (401) for an expired token of ours", async () => {
    const owner = await t.database.db.selectFrom("owners").select("id").executeTakeFirstOrThrow();
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(owner.id)
      .setJti(crypto.randomUUID())
      .setIssuer("chauffeur-booking")
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(t.config.jwtSecret);
    const response = await identifier({ authorization: `Bearer ${expired}` });
    expect(response.statusCode).toBe(401);
    expect(response.json().data).toBe("SESSION_EXPIRED");
  });

  it("sends no CORS headers on admin routes", async () => {
    const response = await identifier({ ...(await demoAuthHeader(t)), origin: "https://evil.example" });
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
