// Whether dist is current: the full build records its start time in dist/.build-stamp, and any
// build input modified after it makes dist stale. `npm start`, `npm run dev`, the e2e server and
// the benchmarks ask this before deciding to build.
import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
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

/**
 * Records a successful build that started at `startedAt`: a file saved during the build is newer
 * than the stamp, so the next check builds again.
 * @param {Date} startedAt
 */
export function writeStamp(startedAt) {
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, `${startedAt.toISOString()}\n`);
  utimesSync(stamp, startedAt, startedAt);
}
