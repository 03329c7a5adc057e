import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import createClient from "openapi-fetch";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKey } from "../../tests/kits/api-keys/api-keys.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../tests/setup/test-app.js";
import { projectRoot } from "./lib/project-root.js";

interface OpenapiTypescript {
  default: (schema: unknown) => Promise<ts.Node[]>;
  astToString: (nodes: ts.Node[]) => string;
}
// The name in a variable: the type checker does not look for the devDependency before it is there.
const generatorName = "openapi-typescript";
const generator = (await import(generatorName).catch(() => undefined)) as OpenapiTypescript | undefined;
if (!generator) console.warn(`${generatorName} is not installed: the typed-client test is skipped.`);

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(join(tmpdir(), "cb-openapi-client-"));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

/** A typed call as a generated client makes it: path parameters, JSON body, the 200 answer. */
const CLIENT = `import type { operations } from "./api.js";
type JsonBody<Op> = Op extends { requestBody?: { content: { "application/json": infer B } } } ? B : never;
type Ok<Op> = Op extends { responses: { 200: { content: { "application/json": infer R } } } } ? R : never;
type PathParams<Op> = Op extends { parameters: { path: infer P } } ? P : never;
export declare function call<Op>(path: PathParams<Op>, body: JsonBody<Op>): Promise<Ok<Op>>;
`;

/** Type-checks `code` next to the generated client; the diagnostics' messages. */
function typeCheck(code: string): string[] {
  writeFileSync(join(dir, "client.ts"), CLIENT);
  writeFileSync(join(dir, "calls.ts"), code);
  const program = ts.createProgram([join(dir, "calls.ts")], {
    // The generated types' own runtime client, found where this project installed it.
    paths: { "openapi-fetch": [join(projectRoot, "node_modules", "openapi-fetch", "dist", "index.d.mts")] },
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

const contract = join(projectRoot, "src", "contract", "public-booking.js");

describe.skipIf(!generator)("a client generated from the OpenAPI document (openapi-typescript)", () => {
  it("types an estimate and a checkout as the contract does", { timeout: 60_000 }, async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    writeFileSync(join(dir, "api.d.ts"), generator?.astToString(await generator.default(document)) ?? "");
    const calls = `import type { operations } from "./api.js";
import { call } from "./client.js";
import type { CheckoutRequest, CheckoutResponse, EstimateRequest, EstimateResponse } from ${JSON.stringify(contract)};
declare const estimate: EstimateRequest;
declare const checkout: CheckoutRequest;
export async function book(): Promise<[EstimateResponse, CheckoutResponse]> {
  const quoted = await call<operations["postModuleByIdEstimatePrice"]>({ id: "demomodule" }, estimate);
  const booked = await call<operations["postBookingByIdCheckout"]>({ id: "demomodule" }, checkout);
  return [quoted.data, booked.data];
}
`;
    expect(typeCheck(calls)).toEqual([]);
    // The check is real: a wrong body is refused.
    const wrong = `import type { operations } from "./api.js";
import { call } from "./client.js";
export const refused = call<operations["postModuleByIdEstimatePrice"]>({ id: "demomodule" }, { nope: 1 });
`;
    expect(typeCheck(wrong).length).toBeGreaterThan(0);
  });
});

/** openapi-fetch calls, typed by the generated `paths`, as an owner's integration writes them. */
const FETCH_CALLS = `import createClient from "openapi-fetch";
import type { paths } from "./api.js";
export async function sync(key: string) {
  const client = createClient<paths>({
    baseUrl: "http://127.0.0.1:3000",
    headers: { Authorization: \`Bearer \${key}\` },
  });
  const listed = await client.GET("/api/admin/bookings", { params: { query: { q: "rider" } } });
  const first: number | undefined = listed.data?.data.bookings[0]?.id;
  const cancelled = await client.POST("/api/admin/bookings/{id}/cancel", {
    params: { path: { id: "1" } },
    body: {},
  });
  return [first, cancelled.error];
}
`;

describe.skipIf(!generator)("the generated client with an owner API key (openapi-fetch)", () => {
  it("types the admin calls, lists bookings with a read key and gets 403 on a write", {
    timeout: 60_000,
  }, async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    writeFileSync(join(dir, "api.d.ts"), generator?.astToString(await generator.default(document)) ?? "");
    expect(typeCheck(FETCH_CALLS)).toEqual([]);
    // The check is real: a path the document does not have is refused.
    expect(
      typeCheck(FETCH_CALLS.replace('"/api/admin/bookings"', '"/api/admin/nothing"')).length,
    ).toBeGreaterThan(0);

    const { key } = await createKey(t, await demoAuthHeader(t), ["bookings:read"]);
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const client = createClient<Record<string, never>>({
      baseUrl: address,
      headers: { Authorization: `Bearer ${key}` },
    });
    // Untyped at run time (the types above were checked): the same calls, made for real.
    const call = client as unknown as {
      GET(path: string, init?: object): Promise<{ data?: unknown; error?: unknown; response: Response }>;
      POST(path: string, init?: object): Promise<{ data?: unknown; error?: unknown; response: Response }>;
    };
    const listed = await call.GET("/api/admin/bookings");
    expect(listed.response.status).toBe(200);
    expect(listed.data).toMatchObject({ success: true, data: { bookings: expect.any(Array) } });
    const write = await call.POST("/api/admin/bookings/{id}/cancel", {
      params: { path: { id: "1" } },
      body: {},
    });
    expect(write.response.status).toBe(403);
    expect(write.error).toMatchObject({ success: false, data: "INSUFFICIENT_SCOPE" });
  });
});
