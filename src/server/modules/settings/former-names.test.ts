import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import type { ModuleSettingsInput } from "../../../contract/settings.js";
import { createOwnersRepository } from "../owners/repository.js";
import { createOwnersService } from "../owners/service.js";

let t: TestApp;
let auth: { authorization: string };

/** The settings body the admin form sends: the GET answer without the derived fields. */
async function settingsBody(headers: { authorization: string }): Promise<ModuleSettingsInput> {
  const response = await t.app.inject({ method: "GET", url: "/api/admin/settings", headers });
  const {
    identifier: _identifier,
    img: _img,
    imageUrl: _imageUrl,
    directUrl: _directUrl,
    vehicle: _vehicle,
    payment: _payment,
    cardPaymentsAvailable: _card,
    ...rest
  } = response.json().data;
  return rest as ModuleSettingsInput;
}

/** Renames the company of the token's module; answers the new direct link. */
async function rename(companyName: string, headers = auth): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/admin/settings",
    headers,
    // The demo module's settings are valid ones: a new module's blank website is not.
    payload: { ...(await settingsBody(auth)), companyName },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.directUrl;
}

async function otherOwner(email: string, companyName: string) {
  const owners = createOwnersService(createOwnersRepository(t.database.db));
  const created = await owners.createOwner({ email, password: "other owner pw", companyName });
  const signIn = await t.app.inject({
    method: "POST",
    url: "/api/auth/signin",
    payload: { email, password: "other owner pw" },
  });
  return { ...created, headers: { authorization: `Bearer ${signIn.json().data.accessToken}` } };
}

const page = (path: string) => t.app.inject({ method: "GET", url: path });
const lookup = (name: string) => t.app.inject({ method: "GET", url: `/api/module-by-name/${name}` });

beforeAll(async () => {
  t = await createTestApp();
  auth = await demoAuthHeader(t);
});
afterAll(() => t.close());

describe("a module keeps the direct-link names it leaves", () => {
  it("renames, the old link answers 301 to the new one and the API still finds the module", async () => {
    expect(await rename("Riviera Chauffeurs")).toBe("http://127.0.0.1:3000/riviera-chauffeurs");
    expect(await rename("Azur Prestige")).toBe("http://127.0.0.1:3000/azur-prestige");

    const old = await page("/riviera-chauffeurs?lang=en");
    expect(old.statusCode).toBe(301);
    // The query goes along; the redirect is revalidated, as the module may take the name back.
    expect(old.headers.location).toBe("/azur-prestige?lang=en");
    expect(old.headers["cache-control"]).toBe("no-cache");
    const current = await page("/azur-prestige");
    expect(current.statusCode).toBe(200);
    expect(current.body).toContain('module="demomodule"');

    // The widget only needs the id: a former name answers it as the current name does.
    expect((await lookup("riviera-chauffeurs")).json()).toEqual({
      success: true,
      data: { id: "demomodule" },
    });
    expect((await lookup("azur-prestige")).json()).toEqual({ success: true, data: { id: "demomodule" } });
  });

  it("never gives another tenant a former name, whatever they call their company", async () => {
    expect(await rename("Riviera Chauffeurs")).toBe("http://127.0.0.1:3000/riviera-chauffeurs");
    expect(await rename("Nice Shuttle")).toBe("http://127.0.0.1:3000/nice-shuttle");

    // A new owner of the same company name, then an existing owner renaming to it.
    const newcomer = await otherOwner("newcomer@example.com", "Riviera Chauffeurs");
    expect(newcomer.moduleName).toBe("riviera-chauffeurs-2");
    const rival = await otherOwner("rival@example.com", "Cannes Cars");
    expect(await rename("Riviera Chauffeurs", rival.headers)).toBe(
      "http://127.0.0.1:3000/riviera-chauffeurs-3",
    );

    expect((await lookup("riviera-chauffeurs")).json().data.id).toBe("demomodule");
    expect((await page("/riviera-chauffeurs")).headers.location).toBe("/nice-shuttle");

    // The database refuses it too, whichever code would try: a unique violation, nothing changed.
    await expect(
      t.database.db
        .updateTable("modules")
        .set({ name: "riviera-chauffeurs" })
        .where("id", "=", rival.moduleId)
        .execute(),
    ).rejects.toMatchObject({ code: "23505" });
    const row = await t.database.db
      .selectFrom("modules")
      .select("name")
      .where("id", "=", rival.moduleId)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe("riviera-chauffeurs-3");
  });

  it("lets the module take a former name back, and the name it leaves redirects in turn", async () => {
    expect(await rename("Monaco Limousines")).toBe("http://127.0.0.1:3000/monaco-limousines");
    expect(await rename("Menton Drivers")).toBe("http://127.0.0.1:3000/menton-drivers");
    expect(await rename("Monaco Limousines")).toBe("http://127.0.0.1:3000/monaco-limousines");

    expect((await page("/monaco-limousines")).statusCode).toBe(200);
    const left = await page("/menton-drivers");
    expect(left.statusCode).toBe(301);
    expect(left.headers.location).toBe("/monaco-limousines");
    const formerOfDemo = await t.database.db
      .selectFrom("moduleFormerNames")
      .select("name")
      .where("moduleId", "=", "demomodule")
      .execute();
    expect(formerOfDemo.map((row) => row.name)).toContain("menton-drivers");
    expect(formerOfDemo.map((row) => row.name)).not.toContain("monaco-limousines");
  });

  it("sends a former name to /booking?id= when the company no longer gives a name", async () => {
    await rename("Grasse Transfers");
    expect(await rename("")).toBe("http://127.0.0.1:3000/booking?id=demomodule");
    const old = await page("/grasse-transfers");
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe("/booking?id=demomodule");
  });

  it("answers 404 for a name no module ever held", async () => {
    const missing = await page("/never-held-name");
    expect(missing.statusCode, missing.body).toBe(404);
    const unknown = await lookup("never-held-name");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().data).toBe("MODULE_NOT_FOUND");
  });
});
