import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PRECOMPRESS_MIN_BYTES, precompress } from "../src/build/precompress.mjs";

describe("precompress (build plugin)", () => {
  it("writes .br and .gz beside each text file worth compressing, and nothing beside small, binary or source-map ones", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cb-precompress-"));
    try {
      const big = "const answer = 42;\n".repeat(200);
      writeFileSync(join(dir, "main-abc.js"), big);
      const bundle = {
        "main-abc.js": { type: "chunk" as const, fileName: "main-abc.js", code: big },
        "tiny.js": {
          type: "chunk" as const,
          fileName: "tiny.js",
          code: "x".repeat(PRECOMPRESS_MIN_BYTES - 1),
        },
        "logo.png": { type: "asset" as const, fileName: "logo.png", source: new Uint8Array(4096) },
        "main-abc.js.map": { type: "asset" as const, fileName: "main-abc.js.map", source: big },
      };
      await precompress().writeBundle({ dir }, bundle);
      expect(readdirSync(dir).sort()).toEqual(["main-abc.js", "main-abc.js.br", "main-abc.js.gz"]);
      expect(brotliDecompressSync(readFileSync(join(dir, "main-abc.js.br"))).toString()).toBe(big);
      expect(gunzipSync(readFileSync(join(dir, "main-abc.js.gz"))).toString()).toBe(big);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
