import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app.js";
import { NEW_ACCOUNT_NAME } from "../../../contract/auth.js";
import { createOwnersRepository } from "../owners/repository.js";
import { createOwnersService } from "../owners/service.js";

/**
 * The welcome dialog's company name (POST /api/admin/new-profile) is the module's too: the
 * settings show it and the direct link follows it, made unique across modules.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = "temporary password";

/** A new account as the sign-up flow leaves it: placeholder name, signed in. */
async function newAccount(email: string, companyName?: string) {
  const created = await createOwnersService(createOwnersRepository(t.database.db)).createOwner({
    email,
    password: PASSWORD,
    ...(companyName === undefined ? {} : { companyName }),
  });
  await t.database.db
    .updateTable("owners")
    .set({ name: NEW_ACCOUNT_NAME })
    .where("id", "=", created.ownerId)
    .execute();
  const signIn = await t.app.inject({
    method: "POST",
    url: "/api/auth/signin",
    payload: { email, password: PASSWORD },
  });
  return { ...created, headers: { authorization: `Bearer ${signIn.json().data.accessToken}` } };
}

const welcome = (headers: { authorization: string }, companyName: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/new-profile",
    headers,
    payload: { companyName, newPassword: "my first real password" },
  });

async function settingsOf(headers: { authorization: string }) {
  const response = await t.app.inject({ method: "GET", url: "/api/admin/settings", headers });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    companyName: string;
    title: string;
    directUrl: string;
    identifier: string;
  };
}

const demoModule = () =>
  t.database.db
    .selectFrom("modules")
    .select(["name", "companyName", "title"])
    .where("id", "=", t.demo.moduleId)
    .executeTakeFirstOrThrow();

describe("POST /api/admin/new-profile: the company name", () => {
  it("names the account and the module, and gives the module a direct link of its own", async () => {
    const account = await newAccount("welcome-one@example.com");
    const before = await settingsOf(account.headers);
    expect(before.directUrl).toBe(`${t.config.publicUrl}/booking?id=${account.moduleId}`);
    const demoBefore = await demoModule();

    // The demo module already uses "riviera-chauffeurs".
    const response = await welcome(account.headers, "  Riviera Chauffeurs ");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.name).toBe("Riviera Chauffeurs");

    const after = await settingsOf(account.headers);
    expect(after).toMatchObject({
      companyName: "Riviera Chauffeurs",
      title: "Riviera Chauffeurs",
      directUrl: `${t.config.publicUrl}/riviera-chauffeurs-2`,
    });
    const lookup = await t.app.inject({ method: "GET", url: "/api/module/name/riviera-chauffeurs-2" });
    expect(lookup.json().data.id).toBe(account.moduleId);
    const module = await t.app.inject({ method: "GET", url: "/api/admin/module", headers: account.headers });
    expect(module.json().data.directUrl).toBe(after.directUrl);
    expect(await demoModule()).toEqual(demoBefore);
  });

  it("replaces the company name the module was created with, keeping a title the owner set", async () => {
    const account = await newAccount("welcome-two@example.com", "Provisional Name");
    await t.database.db
      .updateTable("modules")
      .set({ title: "Book your ride" })
      .where("id", "=", account.moduleId)
      .execute();
    const response = await welcome(account.headers, "Azur Drivers");
    expect(response.statusCode, response.body).toBe(200);
    expect(await settingsOf(account.headers)).toMatchObject({
      companyName: "Azur Drivers",
      title: "Book your ride",
      directUrl: `${t.config.publicUrl}/azur-drivers`,
    });
    // The name it leaves stays the module's (docs/decisions/0047-former-module-names.md).
    const old = await t.app.inject({ method: "GET", url: "/api/module/name/provisional-name" });
    expect(old.json()).toEqual({ success: true, data: { id: account.moduleId } });
    expect((await t.app.inject({ method: "GET", url: "/provisional-name" })).headers.location).toBe(
      "/azur-drivers",
    );
  });

  it("refuses a second completion without touching the module", async () => {
    const account = await newAccount("welcome-three@example.com");
    expect((await welcome(account.headers, "First Choice")).statusCode).toBe(200);
    const settled = await settingsOf(account.headers);
    const again = await welcome(account.headers, "Second Choice");
    expect(again.statusCode).toBe(409);
    expect(again.json().data).toBe("WELCOME_ALREADY_COMPLETED");
    expect(await settingsOf(account.headers)).toEqual(settled);
  });
});
