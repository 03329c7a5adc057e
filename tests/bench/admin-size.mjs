// The admin's first page (sign-in for most visits) must paint fast on a phone: what it downloads
// is budgeted here, brotli as the server sends it. Sign-in is plain HTML with one script
// (docs/decisions/0064-sign-in-without-react.md); the React app's own first paint (any other
// admin page) is measured and budgeted beside it.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { firstChangeSince } from "../../scripts/build-stamp.mjs";
import { firstPaintScripts, routeTransfer, signInTransfer } from "./admin-transfer.mjs";

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
  const page = join(root, DIR, "sign-in.fr.html");
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

/**
 * The dashboard, the page the owner lands on, as the browser first opens it: the shell
 * (admin-layout) and the page's chunks, and the catalogs they load (admin/app/lazy-pages.tsx:
 * the layout's account, subscription and welcome, the page's bookings). Printed, not budgeted:
 * it shows that the first paint's saving is not just moved to the next request.
 */
const DASHBOARD = {
  chunks: ["admin-layout", "dashboard-page"],
  catalogs: ["account", "subscription", "welcome", "bookings"],
};

const sum = (scripts) => scripts.reduce((total, script) => total + script.brotli, 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export default {
  name: "admin-size",
  /**
   * @param {{ root: string, budgets: { adminFirstPaintBrotliBytes: number, adminAppFirstPaintBrotliBytes: number } }} context
   */
  async run({ root, budgets }) {
    ensureAdmin(root);
    const signIn = signInTransfer(join(root, DIR));
    const app = firstPaintScripts(join(root, DIR));
    const dashboard = routeTransfer(join(root, DIR), DASHBOARD);
    const [entry] = app.scripts;
    const isCatalog = (script) => /^chunks\/messages-/.test(script.file);
    const dashboardCatalogs = dashboard.added.filter(isCatalog);
    const dashboardChunks = dashboard.added.filter((script) => !isCatalog(script));
    const budget = budgets.adminFirstPaintBrotliBytes;
    const appBudget = budgets.adminAppFirstPaintBrotliBytes;
    const over = signIn.brotli > budget;
    const appOver = app.brotli > appBudget;
    return {
      results: {
        files: signIn.files,
        rawBytes: signIn.raw,
        gzipBytes: signIn.gzip,
        brotliBytes: signIn.brotli,
        brotliBudgetBytes: budget,
        app: {
          scripts: app.scripts,
          rawBytes: app.raw,
          gzipBytes: app.gzip,
          brotliBytes: app.brotli,
          brotliBudgetBytes: appBudget,
        },
        dashboard: {
          added: dashboard.added,
          rawBytes: dashboard.raw,
          gzipBytes: dashboard.gzip,
          brotliBytes: dashboard.brotli,
        },
      },
      summary: {
        brotliBytes: signIn.brotli,
        brotliBudgetBytes: budget,
        appBrotliBytes: app.brotli,
        appBrotliBudgetBytes: appBudget,
        dashboardBrotliBytes: dashboard.brotli,
      },
      rows: [
        ["sign-in files", signIn.files.map((file) => file.file).join(", ")],
        ["sign-in raw", kb(signIn.raw)],
        ["sign-in gzip", kb(signIn.gzip)],
        ["sign-in brotli", kb(signIn.brotli), `≤ ${kb(budget)}`, over],
        ["app entry brotli", kb(entry.brotli)],
        [
          "app first-paint scripts",
          app.scripts.map((script) => script.file.replace(/^chunks\//, "")).join(", "),
        ],
        ["app first paint raw", kb(app.raw)],
        ["app first paint brotli", kb(app.brotli), `≤ ${kb(appBudget)}`, appOver],
        ["dashboard page chunks brotli", kb(sum(dashboardChunks))],
        [
          "dashboard catalogs brotli",
          dashboardCatalogs
            .map(
              (script) =>
                `${script.file.replace(/^chunks\/messages-|-[\w-]{8}\.js$/g, "")} ${kb(script.brotli)}`,
            )
            .join(", "),
        ],
        ["dashboard total brotli", kb(dashboard.brotli)],
      ],
      failures: [
        ...(over
          ? [
              `admin sign-in transfer brotli ${signIn.brotli} bytes > budget ${budget} bytes (${kb(signIn.brotli)} > ${kb(budget)})`,
            ]
          : []),
        ...(appOver
          ? [
              `admin app first-paint scripts brotli ${app.brotli} bytes > budget ${appBudget} bytes (${kb(app.brotli)} > ${kb(appBudget)})`,
            ]
          : []),
      ],
    };
  },
};
