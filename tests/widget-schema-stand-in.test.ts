import { parseAst } from "rollup/parseAst";
import { describe, expect, it } from "vitest";
import { schemaDeclarationsAsStandIn } from "../widget/build-plugins.mjs";

/** The plugin's transform, called as rollup would (its context only needs `parse`). */
function transform(code: string, id: string): { code: string } | null {
  const hook = schemaDeclarationsAsStandIn().transform;
  if (typeof hook !== "function") throw new Error("the plugin has no transform hook");
  const context = { parse: (source: string) => parseAst(source) };
  return Reflect.apply(hook, context, [code, id]) as { code: string } | null;
}

const CONTRACT = "/repo/src/contract/booking.ts";

describe("schema declarations as the zod stand-in (widget build plugin)", () => {
  it("sets each schema built from zod, or from a schema above, to the stand-in, and keeps the rest", () => {
    const source = [
      'import * as z from "zod/mini";',
      'import { place } from "./geo.js";',
      "export const LIMIT = 5;",
      "export const item = z.object({ name: z.string().check(z.maxLength(LIMIT)), place });",
      "const extended = z.extend(item, { note: z.optional(z.string()) });",
      "export const checked = item.check(z.refine(() => true));",
      "export const alias = place.shape;",
      "export function limitOf() { return LIMIT; }",
    ].join("\n");
    const lines = transform(source, CONTRACT)?.code.split("\n");
    expect(lines).toEqual([
      'import * as z from "zod/mini";',
      'import { place } from "./geo.js";',
      "export const LIMIT = 5;",
      "export const item = z.any;",
      "const extended = z.any;",
      "export const checked = z.any;",
      "export const alias = place.shape;",
      "export function limitOf() { return LIMIT; }",
    ]);
  });

  it("leaves modules outside the contract, and contract modules without zod, as they are", () => {
    const schema = 'import * as z from "zod/mini";\nexport const item = z.object({});';
    expect(transform(schema, "/repo/widget/store.ts")).toBeNull();
    expect(transform("export const LIMIT = 5;", CONTRACT)).toBeNull();
  });
});
