// `npm run build`, and the build behind `npm start` and `npm run dev`: translations, widget,
// admin, server, one after the other. A first build takes minutes on a small machine, so each
// step is announced as it starts and timed when it ends. A successful build writes the stamp,
// so what follows (`npm start`, the e2e server) does not build again.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { root, writeStamp } from "./build-stamp.mjs";

const bin = (name) => join(root, "node_modules", ".bin", name);

/**
 * The build, in order: the bundles import the compiled catalogs, and rollup checks types. A
 * bundle's folder is emptied first: the server serves every file it finds there, and old
 * content-hashed chunks would otherwise pile up release after release.
 */
const STEPS = [
  { name: "translations", command: "npm", args: ["run", "--silent", "i18n:compile"] },
  { name: "widget", command: bin("rollup"), args: ["-c", "widget/build.config.mjs"], clean: "dist/widget" },
  { name: "admin", command: bin("rollup"), args: ["-c", "admin/build.config.mjs"], clean: "dist/admin" },
  { name: "server", command: bin("tsc"), args: ["-p", "tsconfig.server.json"] },
];

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Runs one command with the terminal attached; resolves with its exit code (crash → 1). */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit" });
    child.on("error", (error) => {
      console.error(`[build] could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Builds everything; resolves with 0, or the exit code of the first step that failed. */
export async function build() {
  const startedAt = new Date();
  const timings = [];
  for (const step of STEPS) {
    console.log(`[build] building ${step.name}…`);
    const stepStart = Date.now();
    if (step.clean) rmSync(join(root, step.clean), { recursive: true, force: true });
    const code = await run(step.command, step.args);
    if (code !== 0) {
      console.error(`[build] ${step.name} failed after ${seconds(stepStart)} (exit code ${code})`);
      return code;
    }
    timings.push(`${step.name} ${seconds(stepStart)}`);
    console.log(`[build] ${step.name} built in ${seconds(stepStart)}`);
  }
  writeStamp(startedAt);
  console.log(`[build] done in ${seconds(startedAt.getTime())} (${timings.join(", ")})`);
  return 0;
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) process.exitCode = await build();
