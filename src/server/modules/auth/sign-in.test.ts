import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DEMO_PASSWORD, type TestApp } from "../../../../tests/setup/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/auth/signin", payload: payload as object, headers });

describe("POST /api/auth/signin", () => {
  it("signs the owner in and returns a token with their profile", async () => {
    const response = await signIn({ email: "Demo@Chauffeur.example", password: TEST_DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ email: "demo@chauffeur.example", name: "Riviera Chauffeurs" });
    expect(body.data.accessToken.split(".")).toHaveLength(3);
  });

  it("issues a 1-day token, or a 30-day token with remember-me", async () => {
    const day = 24 * 3600;
    const short = (await signIn({ email: t.demo.email, password: TEST_DEMO_PASSWORD })).json();
    const long = (
      await signIn({ email: t.demo.email, password: TEST_DEMO_PASSWORD, rememberMe: true })
    ).json();
    const lifetime = (token: string) => {
      const claims = decodeJwt(token);
      return (claims.exp ?? 0) - (claims.iat ?? 0);
    };
    expect(lifetime(short.data.accessToken)).toBe(day);
    expect(lifetime(long.data.accessToken)).toBe(30 * day);
  });

  it("answers the same 401 for a wrong password and an unknown e-mail", async () => {
    const wrongPassword = await signIn({ email: t.demo.email, password: "not the password" });
    const unknownEmail = await signIn({ email: "nobody@example.com", password: "not the password" });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        data: "INVALID_CREDENTIALS",
        message: "The e-mail address or password is incorrect",
      });
    }
  });

  it.each([
    ["a number as e-mail", { email: 1, password: "x" }, ["body.email"]],
    ["a missing password", { email: "a@b.co" }, ["body.password"]],
    ["an empty password", { email: "a@b.co", password: "" }, ["body.password"]],
    ["a malformed e-mail", { email: "not-an-email", password: "x" }, ["body.email"]],
    ["rememberMe as a string", { email: "a@b.co", password: "x", rememberMe: "yes" }, ["body.rememberMe"]],
    ["an empty object", {}, ["body.email", "body.password"]],
    ["an array", [], ["body"]],
  ])("refuses %s with 400 VALIDATION_ERROR and the fields at fault", async (_label, payload, paths) => {
    const response = await signIn(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.data).toBe("VALIDATION_ERROR");
    expect(body.issues.map((issue: { path: string }) => issue.path)).toEqual(expect.arrayContaining(paths));
  });

  it("refuses a password longer than any real one without hashing it", async () => {
    const response = await signIn({ email: t.demo.email, password: "x".repeat(10_000) });
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toBe("VALIDATION_ERROR");
  });

  it("refuses malformed JSON with 400 INVALID_JSON", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      headers: { "content-type": "application/json" },
      payload: '{"email": "a@b.co",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toBe("INVALID_JSON");
  });

  it("refuses a huge body with 413 PAYLOAD_TOO_LARGE", async () => {
    const response = await signIn({ email: t.demo.email, password: "x", padding: "y".repeat(2_000_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json().data).toBe("PAYLOAD_TOO_LARGE");
  });

  it("refuses a form-encoded body with 415", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=a",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().data).toBe("UNSUPPORTED_MEDIA_TYPE");
  });
});
