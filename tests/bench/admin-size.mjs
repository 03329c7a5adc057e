// The admin's first page (sign-in for most visits) must paint fast on a phone: the scripts it
// downloads before painting are budgeted here, brotli as the server sends them.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { firstChangeSince } from "../../scripts/build-stamp.mjs";
import { firstPaintScripts } from "./admin-transfer.mjs";

const DIR = "dist/admin";
/** What the admin bundle is built from (the widget and the server are not needed to measure it). */
const ADMIN_INPUTS = [
  "admin",
  "src/contract",
  "src/client",
  "src/build",
  "src/types.d.ts",
  "locales",
  "lingui.config.ts",
  "package-lock.json",
  "tsconfig.json",
];

/** Builds only the admin when its page is missing or older than one of its inputs. */
function ensureAdmin(root) {
  const page = join(root, DIR, "index.html");
  const reason = existsSync(page)
    ? firstChangeSince(statSync(page).mtimeMs, ADMIN_INPUTS)?.concat(" changed")
    : "no build";
  if (!reason) return;
  console.log(`[bench] building the admin (${reason})`);
  for (const args of [
    ["run", "i18n:compile"],
    ["exec", "--", "rollup", "-c", "admin/build.config.mjs"],
  ]) {
    const result = spawnSync("npm", args, { cwd: root, stdio: "inherit" });
    if (result.status !== 0) throw new Error(`admin build failed: npm ${args.join(" ")}`);
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export default {
  name: "admin-size",
  /** @param {{ root: string, budgets: { adminFirstPaintBrotliBytes: number } }} context */
  async run({ root, budgets }) {
    ensureAdmin(root);
    const page = firstPaintScripts(join(root, DIR));
    const [entry] = page.scripts;
    const budget = budgets.adminFirstPaintBrotliBytes;
    const over = page.brotli > budget;
    return {
      results: {
        scripts: page.scripts,
        rawBytes: page.raw,
        gzipBytes: page.gzip,
        brotliBytes: page.brotli,
        brotliBudgetBytes: budget,
      },
      rows: [
        ["entry raw", kb(entry.raw)],
        ["entry brotli", kb(entry.brotli)],
        ["sign-in scripts", page.scripts.map((script) => script.file.replace(/^chunks\//, "")).join(", ")],
        ["sign-in raw", kb(page.raw)],
        ["sign-in gzip", kb(page.gzip)],
        ["sign-in brotli", kb(page.brotli), `≤ ${kb(budget)}`, over],
      ],
      failures: over
        ? [
            `admin sign-in scripts brotli ${page.brotli} bytes > budget ${budget} bytes (${kb(page.brotli)} > ${kb(budget)})`,
          ]
        : [],
    };
  },
};
