import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  demoAuthHeader,
  TEST_DEMO_PASSWORD,
  type TestApp,
} from "../../../../tests/setup/test-app.js";
import { NEW_ACCOUNT_NAME } from "../../../contract/auth.js";
import { createOwnersRepository } from "../owners/repository.js";
import { createOwnersService } from "../owners/service.js";
import { createOneTimeTokens } from "./one-time-tokens.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/signin", payload: { email, password } });

describe("POST /api/admin/profile", () => {
  it("refuses a wrong current password with 401 WRONG_CURRENT_PASSWORD and changes nothing", async () => {
    const headers = await demoAuthHeader(t);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/profile",
      headers,
      payload: { companyName: "Changed", phone: "1", currentPassword: "not it" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().data).toBe("WRONG_CURRENT_PASSWORD");
    const owner = await t.database.db.selectFrom("owners").select("name").executeTakeFirstOrThrow();
    expect(owner.name).toBe("Riviera Chauffeurs");
  });

  it("updates name and phone, keeping the password when the new one is blank", async () => {
    const headers = await demoAuthHeader(t);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/profile",
      headers,
      payload: {
        companyName: "  Riviera VTC  ",
        phone: "+33 6 00 00 00 00",
        newPassword: "",
        currentPassword: TEST_DEMO_PASSWORD,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      email: t.demo.email,
      name: "Riviera VTC",
      phone: "+33 6 00 00 00 00",
    });
    expect((await signIn(t.demo.email, TEST_DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it("changes the password when a new one is given", async () => {
    const headers = await demoAuthHeader(t);
    const update = (newPassword: string, currentPassword: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/profile",
        headers,
        payload: { companyName: "Riviera Chauffeurs", newPassword, currentPassword },
      });
    expect((await update("short", TEST_DEMO_PASSWORD)).statusCode).toBe(400);
    expect((await update("a brand new password", TEST_DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(t.demo.email, TEST_DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(t.demo.email, "a brand new password")).statusCode).toBe(200);
    expect((await update(TEST_DEMO_PASSWORD, "a brand new password")).statusCode).toBe(200);
  });

  it("requires a company name and the current password", async () => {
    const headers = await demoAuthHeader(t);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/profile",
      headers,
      payload: { companyName: "   " },
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().issues.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(["body.companyName", "body.currentPassword"]));
  });

  it("answers 401 without a token", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/admin/profile", payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe("new accounts: sign-up token and welcome completion", () => {
  it("exchanges a sign-up token once for a session, then completes the welcome", async () => {
    const owners = createOwnersService(createOwnersRepository(t.database.db));
    const { ownerId } = await owners.createOwner({
      email: "new@example.com",
      password: "temporary password",
    });
    await t.database.db
      .updateTable("owners")
      .set({ name: NEW_ACCOUNT_NAME })
      .where("id", "=", ownerId)
      .execute();
    const token = await createOneTimeTokens(t.database.db).issue(ownerId, "signup");

    const signup = await t.app.inject({ method: "GET", url: `/api/auth/signup/${token}` });
    expect(signup.statusCode).toBe(200);
    expect(signup.json().data).toMatchObject({ email: "new@example.com", name: NEW_ACCOUNT_NAME });
    const again = await t.app.inject({ method: "GET", url: `/api/auth/signup/${token}` });
    expect(again.json().data).toBe("TOKEN_EXPIRED");

    const headers = { authorization: `Bearer ${signup.json().data.accessToken}` };
    const tooShort = await t.app.inject({
      method: "POST",
      url: "/api/admin/new-profile",
      headers,
      payload: { companyName: "Nouvelle Société", newPassword: "short" },
    });
    expect(tooShort.statusCode).toBe(400);
    const welcome = await t.app.inject({
      method: "POST",
      url: "/api/admin/new-profile",
      headers,
      payload: { companyName: "Nouvelle Société", newPassword: "my first real password" },
    });
    expect(welcome.statusCode).toBe(200);
    expect(welcome.json().data.name).toBe("Nouvelle Société");
    expect((await signIn("new@example.com", "my first real password")).statusCode).toBe(200);
    const module = await t.database.db
      .selectFrom("modules")
      .select("companyName")
      .where("ownerId", "=", ownerId)
      .executeTakeFirstOrThrow();
    expect(module.companyName).toBe("Nouvelle Société");

    const twice = await t.app.inject({
      method: "POST",
      url: "/api/admin/new-profile",
      headers,
      payload: { companyName: "Other", newPassword: "another password here" },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().data).toBe("WELCOME_ALREADY_COMPLETED");
  });

  it("refuses an unknown sign-up token", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/auth/signup/not-a-real-token" });
    expect(response.statusCode).toBe(410);
    expect(response.json().data).toBe("TOKEN_EXPIRED");
  });
});
