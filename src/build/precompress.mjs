import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compression saves less than the header it adds; the server sends these as they are. */
export const PRECOMPRESS_MIN_BYTES = 1024;
const TEXT_FILE = /\.(js|mjs|css|html|json|svg|txt)$/;

/**
 * Rollup plugin: writes `file.br` and `file.gz` beside every text file the bundle emits, at the
 * highest levels (done once at build time, so the server never compresses an asset per request).
 * Source maps are left as they are: only developer tools fetch them, and compressing them at
 * these levels was most of the admin's write time (docs/decisions/0080-fast-first-build.md).
 * The server picks the variant the browser accepts (src/server/web/static-assets.ts).
 */
export function precompress() {
  return {
    name: "precompress",
    async writeBundle(options, bundle) {
      const dir = options.dir ?? (options.file ? join(options.file, "..") : ".");
      await Promise.all(
        Object.values(bundle).map(async (output) => {
          if (!TEXT_FILE.test(output.fileName)) return;
          const source = output.type === "chunk" ? output.code : output.source;
          const bytes = typeof source === "string" ? Buffer.from(source) : Buffer.from(source);
          if (bytes.length < PRECOMPRESS_MIN_BYTES) return;
          const path = join(dir, output.fileName);
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
