import { expect } from "vitest";
import { type ApiClient, createApiClient } from "../../../src/client/index.js";
import { seedDemoCatalogue } from "../../../src/server/demo/demo-catalogue.js";
import { demoVehicles } from "../../../src/server/demo/seed-demo.js";
import { insertBuiltInFields } from "../../../src/server/modules/catalogue/index.js";
import { createOwnersRepository, createOwnersService } from "../../../src/server/modules/owners/index.js";
import { DEMO_TEST_LANGUAGE } from "../../setup/database-template.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../setup/test-app.js";

/** Helpers shared by the catalogue API tests (not a test file itself). */

export type Headers = { authorization: string };
type Method = "GET" | "POST" | "PUT" | "DELETE";

export interface CatalogueTestContext {
  t: TestApp;
  demo: Headers;
  /** A second owner, to prove that ids of one module mean nothing to another. */
  other: Headers;
  otherModuleId: string;
}

const OWNER_PASSWORD = "another owner password";

/** A new owner with its module (and built-in fields), signed in. */
export async function createOwnerSession(
  t: TestApp,
): Promise<{ headers: Headers; moduleId: string; email: string }> {
  const suffix = Math.random().toString(36).slice(2);
  const email = `owner-${suffix}@example.com`;
  const owners = createOwnersService(createOwnersRepository(t.database.db));
  // Company names give the direct-link name, unique across modules.
  const created = await owners.createOwner({
    email,
    password: OWNER_PASSWORD,
    companyName: `Other Cabs ${suffix}`,
  });
  const signIn = await t.app.inject({
    method: "POST",
    url: "/api/auth/signin",
    payload: { email, password: OWNER_PASSWORD },
  });
  return {
    headers: { authorization: `Bearer ${signIn.json().data.accessToken}` },
    moduleId: created.moduleId,
    email,
  };
}

export async function setUpCatalogueTest(): Promise<CatalogueTestContext> {
  const t = await createTestApp();
  const other = await createOwnerSession(t);
  return { t, demo: await demoAuthHeader(t), other: other.headers, otherModuleId: other.moduleId };
}

export interface ApiAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: test answers are read field by field.
  body: any;
}

/** One request to the app in process. */
export async function call(
  t: TestApp,
  method: Method,
  url: string,
  headers?: Headers,
  payload?: unknown,
): Promise<ApiAnswer> {
  const response = await t.app.inject({
    method,
    url,
    ...(headers ? { headers } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() };
}

/** A success envelope; answers its data. */
export function expectOk(answer: ApiAnswer) {
  expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ success: true });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** A failure envelope with this status and code (and, when given, an issue on or under this path). */
export function expectError(answer: ApiAnswer, status: number, code: string, path?: string) {
  expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ success: false, data: code });
  expect(answer.status).toBe(status);
  if (path) {
    const paths: string[] = answer.body.issues?.map((issue: { path: string }) => issue.path) ?? [];
    expect(
      paths.some((p) => p === path || p.startsWith(`${path}.`)),
      `${path} in ${paths.join(", ")}`,
    ).toBe(true);
  }
}

/**
 * Puts the demo module back as the seed left it: EUR, two active vehicles (Berline, Van), the demo
 * package, surcharge, options and code, the built-in fields only. Ids change; tests find items by
 * name.
 */
export async function resetDemoCatalogue(t: TestApp): Promise<void> {
  const { db } = t.database;
  const moduleId = t.demo.moduleId;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("modules")
      .set({ currency: "EUR", lengthUnit: "KM" })
      .where("id", "=", moduleId)
      .execute();
    for (const table of [
      "packages",
      "surcharges",
      "customOptions",
      "discountCodes",
      "bookingFields",
    ] as const) {
      await trx.deleteFrom(table).where("moduleId", "=", moduleId).execute();
    }
    await trx.deleteFrom("vehicles").where("moduleId", "=", moduleId).execute();
    await trx.insertInto("vehicles").values(demoVehicles(moduleId, DEMO_TEST_LANGUAGE)).execute();
    await insertBuiltInFields(trx, moduleId);
  });
  await seedDemoCatalogue(db, moduleId, DEMO_TEST_LANGUAGE);
}

/** The ids of the demo module's two vehicles (as resetDemoCatalogue made them). */
export async function vehicleIds(t: TestApp): Promise<{ Berline: number; Van: number }> {
  const rows = await t.database.db
    .selectFrom("vehicles")
    .select(["id", "name"])
    .where("moduleId", "=", t.demo.moduleId)
    .execute();
  const id = (name: string) => rows.find((row) => row.name === name)?.id ?? -999;
  return { Berline: id("Berline"), Van: id("Van") };
}

/** An id no table will reach in a test. */
export const UNKNOWN_ID = 999_999;

/** The typed API client of the admin, its requests answered by the app in process (no socket). */
export function inProcessClient(t: TestApp, headers: Headers): ApiClient {
  const fetchInProcess: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const { pathname, search } = new URL(request.url);
    const answer = await t.app.inject({
      method: request.method as Method,
      url: pathname + search,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    return new Response(new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: answer.headers as Record<string, string>,
    });
  };
  const token = headers.authorization.replace(/^Bearer /, "");
  return createApiClient("http://127.0.0.1:3000", {
    getToken: () => token,
    fetch: fetchInProcess,
    timeoutMs: 60_000,
  });
}
