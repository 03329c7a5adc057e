import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app.js";
import { AppError } from "../../kernel/errors.js";
import { OWNER_CREATE_USAGE, parseOwnerCreateArgs, runOwnerCreate } from "./owner-create-command.js";
import { createOwnersRepository } from "./repository.js";
import { createOwnersService } from "./service.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
const uniqueEmail = () => `owner-${++counter}-${Math.random().toString(36).slice(2)}@example.com`;
const owners = () => createOwnersService(createOwnersRepository(t.database.db));
const create = (companyName?: string) =>
  owners().createOwner({
    email: uniqueEmail(),
    password: "owner password",
    ...(companyName === undefined ? {} : { companyName }),
  });

const moduleRow = (moduleId: string) =>
  t.database.db
    .selectFrom("modules")
    .select(["name", "companyName", "title"])
    .where("id", "=", moduleId)
    .executeTakeFirstOrThrow();

/** What a customer's browser gets for /{name}: the module the direct link opens. */
async function moduleIdAt(name: string): Promise<string> {
  const response = await t.app.inject({ method: "GET", url: `/api/module/name/${name}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id;
}

describe("createOwner: direct-link names", () => {
  it("gives a second and a third company of the same name their own direct link", async () => {
    // The demo module already holds "riviera-chauffeurs".
    const second = await create("Riviera Chauffeurs");
    const third = await create("Riviera  chauffeurs!");
    expect((await moduleRow(second.moduleId)).name).toBe("riviera-chauffeurs-2");
    expect((await moduleRow(third.moduleId)).name).toBe("riviera-chauffeurs-3");
    expect(second.moduleName).toBe("riviera-chauffeurs-2");
    expect(await moduleIdAt("riviera-chauffeurs")).toBe(t.demo.moduleId);
    expect(await moduleIdAt("riviera-chauffeurs-2")).toBe(second.moduleId);
    expect(await moduleIdAt("riviera-chauffeurs-3")).toBe(third.moduleId);
    expect(await moduleRow(second.moduleId)).toMatchObject({
      companyName: "Riviera Chauffeurs",
      title: "Riviera Chauffeurs",
    });
  });

  it("never takes a path the server answers itself (admin, api…)", async () => {
    const admin = await create("Admin");
    const api = await create("API");
    expect((await moduleRow(admin.moduleId)).name).toBe("admin-2");
    expect((await moduleRow(api.moduleId)).name).toBe("api-2");
  });

  it("leaves the name empty when the company gives no usable one (the link is then /booking?id=)", async () => {
    const none = await create();
    const symbols = await create("★");
    expect((await moduleRow(none.moduleId)).name).toBeNull();
    expect((await moduleRow(symbols.moduleId)).name).toBeNull();
  });

  it("gives owners created at the same time distinct names", async () => {
    const created = await Promise.all([create("Twin Cabs"), create("Twin Cabs"), create("Twin Cabs")]);
    const names = await Promise.all(created.map(async ({ moduleId }) => (await moduleRow(moduleId)).name));
    expect([...names].sort()).toEqual(["twin-cabs", "twin-cabs-2", "twin-cabs-3"]);
  });

  it("refuses an e-mail that already has an account, whatever its case, creating nothing", async () => {
    const modulesBefore = await t.database.db.selectFrom("modules").select("id").execute();
    const error = await owners()
      .createOwner({ email: t.demo.email.toUpperCase(), password: "owner password", companyName: "Copy" })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 409 });
    expect(await t.database.db.selectFrom("modules").select("id").execute()).toHaveLength(
      modulesBefore.length,
    );
  });
});

describe("npm run owner:create", () => {
  it("reads --email, --password and --company, refusing what it cannot use", () => {
    expect(
      parseOwnerCreateArgs(["--email", "a@example.com", "--company", "Cabs", "--password", "long enough"]),
    ).toEqual({ ok: true, value: { email: "a@example.com", company: "Cabs", password: "long enough" } });
    expect(parseOwnerCreateArgs([])).toEqual({ ok: false, message: OWNER_CREATE_USAGE });
    expect(parseOwnerCreateArgs(["--email", "not an e-mail"])).toEqual({
      ok: false,
      message: OWNER_CREATE_USAGE,
    });
    expect(parseOwnerCreateArgs(["--email", "a@example.com", "--colour", "red"])).toEqual({
      ok: false,
      message: OWNER_CREATE_USAGE,
    });
    expect(parseOwnerCreateArgs(["--email", "a@example.com", "--password", "short"])).toMatchObject({
      ok: false,
      message: expect.stringContaining("at least 8 characters"),
    });
  });

  it("creates two companies of the same name with distinct direct links, printing the identifiers", async () => {
    const publicUrl = "https://book.example";
    const first = await runOwnerCreate(
      t.database,
      { email: "cli-one@example.com", company: "Côte Cars", password: "cli password" },
      publicUrl,
    );
    const second = await runOwnerCreate(
      t.database,
      { email: "cli-two@example.com", company: "Cote Cars" },
      publicUrl,
    );
    const idOf = (lines: string[]) => /Module identifier: (\w+)/.exec(lines[0] ?? "")?.[1] ?? "";
    expect(first).toEqual([
      `Owner cli-one@example.com created. Module identifier: ${idOf(first)}`,
      "Direct link: https://book.example/cote-cars",
    ]);
    expect(second[1]).toBe("Direct link: https://book.example/cote-cars-2");
    expect(second[2]).toMatch(/^Password \(shown once\): \S{12,}$/);
    expect(await moduleIdAt("cote-cars")).toBe(idOf(first));
    expect(await moduleIdAt("cote-cars-2")).toBe(idOf(second));

    // The printed password is the account's.
    const password = second[2]?.replace("Password (shown once): ", "") ?? "";
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      payload: { email: "cli-two@example.com", password },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("prints the /booking?id= link for a module without a company name", async () => {
    const lines = await runOwnerCreate(
      t.database,
      { email: "cli-three@example.com", password: "cli password" },
      "https://book.example",
    );
    expect(lines[1]).toMatch(/^Direct link: https:\/\/book\.example\/booking\?id=\w{12}$/);
  });

  it("refuses an e-mail that already has an account", async () => {
    await expect(
      runOwnerCreate(t.database, { email: "cli-one@example.com", company: "Again" }, "https://book.example"),
    ).rejects.toMatchObject({ statusCode: 409 });
  });
});
