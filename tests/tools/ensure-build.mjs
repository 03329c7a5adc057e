// Builds only when needed, so `npm start` and the e2e server start fast on an up-to-date tree
// and never serve a stale dist after an edit. `--force` always builds (npm test's build step)
// and still records the stamp, so the e2e server that follows does not build a second time.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const stamp = join(root, "dist", ".build-stamp");

/** Everything the full build reads; folders are walked (tests and generated catalogs skipped). */
export const BUILD_INPUTS = [
  "src",
  "widget",
  "admin",
  "locales",
  "rollup.config.mjs",
  "lingui.config.ts",
  "package-lock.json",
  "tsconfig.json",
  "tsconfig.server.json",
];
const SKIP_DIRS = new Set(["node_modules", "dist", "data", ".git"]);

/** @param {string} rel a repository-relative path with forward slashes */
function isSource(rel) {
  if (/\.test\.tsx?$/.test(rel)) return false;
  if (rel.startsWith("locales/")) return rel.endsWith(".po");
  return true;
}

/**
 * The first input (repository-relative file or folder) modified after `sinceMs`, or undefined.
 * @param {number} sinceMs
 * @param {string[]} inputs
 * @returns {string | undefined}
 */
export function firstChangeSince(sinceMs, inputs) {
  for (const input of inputs) {
    const path = join(root, input);
    if (!existsSync(path)) continue;
    if (!statSync(path).isDirectory()) {
      if (statSync(path).mtimeMs > sinceMs) return input;
      continue;
    }
    const children = readdirSync(path, { withFileTypes: true })
      .filter((entry) => !SKIP_DIRS.has(entry.name))
      .map((entry) => `${input}/${entry.name}`)
      .filter(
        (rel) => existsSync(join(root, rel)) && (statSync(join(root, rel)).isDirectory() || isSource(rel)),
      );
    const changed = firstChangeSince(sinceMs, children);
    if (changed) return changed;
  }
  return undefined;
}

/** Why dist must be rebuilt, or undefined when it is current. */
export function staleReason() {
  if (!existsSync(stamp)) return "no previous build";
  const changed = firstChangeSince(statSync(stamp).mtimeMs, BUILD_INPUTS);
  return changed ? `${changed} changed` : undefined;
}

function build() {
  // Stamp with the start time: a file saved during the build makes the next check rebuild.
  const startedAt = new Date();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    child.on("exit", (code, signal) => {
      if (code !== 0) return resolve(code ?? (signal ? 1 : 0));
      mkdirSync(dirname(stamp), { recursive: true });
      writeFileSync(stamp, `${startedAt.toISOString()}\n`);
      utimesSync(stamp, startedAt, startedAt);
      resolve(0);
    });
  });
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const reason = process.argv.includes("--force") ? "forced" : staleReason();
  if (reason) {
    console.log(`[ensure-build] building (${reason})`);
    process.exitCode = await build();
  }
}
