// `npm run build`, and the build behind `npm start` and `npm run dev`: the translations first (the
// bundles and the server import the compiled catalogs), then the widget, the admin and the server
// at the same time, each line of their output prefixed with its name. Every step transpiles with
// esbuild and checks no types (`npm run typecheck` does), so a first start waits for bundling only
// (docs/decisions/0080-fast-first-build.md). A successful build writes the stamp, so what follows
// (`npm start`, the e2e server) does not build again.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { root, writeStamp } from "./build-stamp.mjs";

const bin = (name) => join(root, "node_modules", ".bin", name);

const TRANSLATIONS = { name: "translations", command: "npm", args: ["run", "--silent", "i18n:compile"] };

/**
 * The three builds run side by side. A bundle's folder is emptied first: the server serves every
 * file it finds there, and old content-hashed chunks would otherwise pile up release after release.
 */
const BUNDLES = [
  { name: "widget", command: bin("rollup"), args: ["-c", "widget/build.config.mjs"], clean: "dist/widget" },
  { name: "admin", command: bin("rollup"), args: ["-c", "admin/build.config.mjs"], clean: "dist/admin" },
  { name: "server", command: process.execPath, args: ["scripts/build-server.mjs"] },
];

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Runs one command, each output line prefixed with `[name]`; resolves with its exit code (crash → 1). */
function run({ name, command, args }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    createInterface({ input: child.stdout }).on("line", (line) => console.log(`[${name}] ${line}`));
    createInterface({ input: child.stderr }).on("line", (line) => console.error(`[${name}] ${line}`));
    child.on("error", (error) => {
      console.error(`[build] could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** One step, announced and timed; resolves with `{ name, code, took }`. */
async function step(spec) {
  console.log(`[build] building ${spec.name}…`);
  const started = Date.now();
  if (spec.clean) rmSync(join(root, spec.clean), { recursive: true, force: true });
  const code = await run(spec);
  const took = seconds(started);
  if (code === 0) console.log(`[build] ${spec.name} built in ${took}`);
  else console.error(`[build] ${spec.name} failed after ${took} (exit code ${code})`);
  return { name: spec.name, code, took };
}

/** Builds everything; resolves with 0, or the exit code of a step that failed. */
export async function build() {
  const startedAt = new Date();
  const translations = await step(TRANSLATIONS);
  if (translations.code !== 0) return translations.code;
  const results = [translations, ...(await Promise.all(BUNDLES.map(step)))];
  const failed = results.find((result) => result.code !== 0);
  if (failed) return failed.code;
  writeStamp(startedAt);
  const timings = results.map((result) => `${result.name} ${result.took}`).join(", ");
  console.log(`[build] done in ${seconds(startedAt.getTime())} (${timings})`);
  return 0;
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) process.exitCode = await build();
