import { describe, expect, it } from "vitest";
import { specFilter, splitSpecFiles } from "./setup/e2e-shards.mjs";

describe("e2e shards (tests/setup/e2e-shards.mjs)", () => {
  it("puts every file in one shard, longest first into the lightest", () => {
    const seconds = { "a.spec.ts": 10, "b.spec.ts": 170, "c.spec.ts": 40, "d.spec.ts": 60, "e.spec.ts": 70 };
    expect(splitSpecFiles(Object.keys(seconds), seconds, 2)).toEqual([
      ["a.spec.ts", "b.spec.ts"],
      ["c.spec.ts", "d.spec.ts", "e.spec.ts"],
    ]);
  });

  it("counts a file without a figure as the median, and makes one group for one shard", () => {
    const seconds = { "a.spec.ts": 10, "b.spec.ts": 30, "c.spec.ts": 20 };
    const files = ["a.spec.ts", "b.spec.ts", "c.spec.ts", "new.spec.ts"];
    expect(splitSpecFiles(files, seconds, 2)).toEqual([
      ["a.spec.ts", "b.spec.ts"],
      ["c.spec.ts", "new.spec.ts"],
    ]);
    expect(splitSpecFiles(files, {}, 1)).toEqual([files]);
  });

  it("filters on the file's exact name, its dots literal", () => {
    const filter = new RegExp(specFilter("admin-sign-in.spec.ts"));
    expect(filter.test("/repo/tests/e2e/admin-sign-in.spec.ts")).toBe(true);
    expect(filter.test("/repo/tests/e2e/admin-sign-in-page.spec.ts")).toBe(false);
    expect(filter.test("/repo/tests/e2e/x-admin-sign-in.spec.ts")).toBe(false);
    expect(filter.test("/repo/tests/e2e/admin-sign-inXspec.ts")).toBe(false);
  });
});
