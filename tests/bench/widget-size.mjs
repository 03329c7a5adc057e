// The widget ships to every customer's website: its transfer size is a feature.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { firstChangeSince } from "../../scripts/build-stamp.mjs";

/** The loader owners paste; the first-render chunks it names are measured with it. */
const BUNDLE = "dist/widget/chauffeur-booking.js";
/** What the widget bundle is built from (the admin and server are not needed to measure it). */
const WIDGET_INPUTS = [
  "widget",
  "src/contract",
  "src/client",
  "src/pricing",
  "src/build",
  "src/types.d.ts",
  "locales",
  "rollup.config.mjs",
  "lingui.config.ts",
  "package-lock.json",
  "tsconfig.json",
];

/** Builds only the widget when its bundle is missing or older than one of its inputs. */
function ensureWidget(root) {
  const path = join(root, BUNDLE);
  const reason = existsSync(path)
    ? firstChangeSince(statSync(path).mtimeMs, WIDGET_INPUTS)?.concat(" changed")
    : "no bundle";
  if (!reason) return;
  console.log(`[bench] building the widget (${reason})`);
  // Emptied first, as `npm run build` does: chunks of an earlier build would be listed as lazy ones.
  rmSync(join(root, "dist/widget"), { recursive: true, force: true });
  for (const args of [
    ["run", "i18n:compile"],
    ["exec", "--", "rollup", "-c", "widget/build.config.mjs"],
  ]) {
    const result = spawnSync("npm", args, { cwd: root, stdio: "inherit" });
    if (result.status !== 0) throw new Error(`widget build failed: npm ${args.join(" ")}`);
  }
  if (!existsSync(path)) throw new Error(`the widget build did not produce ${BUNDLE}`);
}

/** The first render's goal, in KB brotli (React and react-dom are about 60). */
const FIRST_RENDER_GOALS_KB = [72];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const gzipSize = (source) => gzipSync(source, { level: 9 }).length;
const brotliSize = (source) =>
  brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  }).length;

/** A language's catalog chunk (widget/catalogs.ts): the loader names all three, a page fetches one. */
const CATALOG_CHUNK = /^chunks\/catalog-(\w+)-/;

/**
 * What the first render needs: the loader owners paste, the modules it imports before the form
 * paints, whose names the build wrote into it (widget/index.ts), and the catalog of the one
 * language the widget speaks: the largest of the three is counted. Each file is compressed on its
 * own, as the server sends it.
 */
function firstRenderFiles(root) {
  const loader = readFileSync(join(root, BUNDLE), "utf8");
  const listed = loader.match(/"chunks\/[\w.-]+\.js"/g)?.map((name) => JSON.parse(name));
  if (!listed) throw new Error(`${BUNDLE} names no chunk: is it the loader?`);
  const catalogs = listed.filter((name) => CATALOG_CHUNK.test(name));
  if (!catalogs.length) throw new Error(`${BUNDLE} names no catalog chunk`);
  const largestCatalog = catalogs
    .map((name) => ({ name, bytes: brotliSize(readFileSync(join(root, "dist/widget", name))) }))
    .reduce((largest, catalog) => (catalog.bytes > largest.bytes ? catalog : largest));
  const app = listed.filter((name) => !CATALOG_CHUNK.test(name));
  return [BUNDLE, ...[...app, largestCatalog.name].map((name) => `dist/widget/${name}`)];
}

export default {
  name: "widget-size",
  /** @param {{ root: string, budgets: { widgetFirstRenderBrotliBytes: number } }} context */
  async run({ root, budgets }) {
    ensureWidget(root);
    const first = firstRenderFiles(root).map((file) => readFileSync(join(root, file)));
    const raw = first.reduce((sum, source) => sum + source.length, 0);
    const gzip = first.reduce((sum, source) => sum + gzipSize(source), 0);
    const brotli = first.reduce((sum, source) => sum + brotliSize(source), 0);
    // The chunks fetched later (steps below the trip, confirmation, maps), each on its own.
    const chunksDir = join(root, "dist/widget/chunks");
    const firstNames = new Set(firstRenderFiles(root).map((file) => file.replace("dist/widget/chunks/", "")));
    const later = readdirSync(chunksDir)
      .filter((name) => name.endsWith(".js") && !firstNames.has(name))
      .map((name) => [name.replace(/-[\w-]{8}\.js$/, ""), brotliSize(readFileSync(join(chunksDir, name)))]);
    const budget = budgets.widgetFirstRenderBrotliBytes;
    const over = brotli > budget;
    return {
      results: {
        file: BUNDLE,
        firstRenderFiles: first.length,
        rawBytes: raw,
        gzipBytes: gzip,
        brotliBytes: brotli,
        brotliBudgetBytes: budget,
        lazyChunksBrotliBytes: Object.fromEntries(later),
      },
      rows: [
        ["first render raw", kb(raw)],
        ["first render gzip -9", kb(gzip)],
        ["first render brotli q11", kb(brotli), `≤ ${kb(budget)}`, over],
        // The goal (issue 28): reported, not failing, until met.
        ...FIRST_RENDER_GOALS_KB.map((goal) => [
          "first render brotli q11, goal",
          kb(brotli),
          `goal ≤ ${goal} KB (not enforced)`,
          brotli > goal * 1024,
        ]),
        ...later.map(([name, bytes]) => [`later: ${name} brotli`, kb(bytes)]),
      ],
      failures: over
        ? [
            `widget first render brotli ${brotli} bytes > budget ${budget} bytes (${kb(brotli)} > ${kb(budget)})`,
          ]
        : [],
    };
  },
};
