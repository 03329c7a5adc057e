// The widget ships to every customer's website: its transfer size is a feature.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { firstChangeSince } from "../../scripts/build-stamp.mjs";

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
  for (const args of [
    ["run", "i18n:compile"],
    ["exec", "--", "rollup", "-c", "widget/build.config.mjs"],
  ]) {
    const result = spawnSync("npm", args, { cwd: root, stdio: "inherit" });
    if (result.status !== 0) throw new Error(`widget build failed: npm ${args.join(" ")}`);
  }
  if (!existsSync(path)) throw new Error(`the widget build did not produce ${BUNDLE}`);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export default {
  name: "widget-size",
  /** @param {{ root: string, budgets: { widgetGzipBytes: number } }} context */
  async run({ root, budgets }) {
    ensureWidget(root);
    const source = readFileSync(join(root, BUNDLE));
    const raw = source.length;
    const gzip = gzipSync(source, { level: 9 }).length;
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw,
      },
    }).length;
    const budget = budgets.widgetGzipBytes;
    const over = gzip > budget;
    return {
      results: { file: BUNDLE, rawBytes: raw, gzipBytes: gzip, brotliBytes: brotli, gzipBudgetBytes: budget },
      rows: [
        ["raw", kb(raw)],
        ["gzip -9", kb(gzip), `≤ ${kb(budget)}`, over],
        ["brotli q11", kb(brotli)],
      ],
      failures: over
        ? [`widget gzip ${gzip} bytes > budget ${budget} bytes (${kb(gzip)} > ${kb(budget)})`]
        : [],
    };
  },
};
