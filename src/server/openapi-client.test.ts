import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/setup/test-app.js";
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
