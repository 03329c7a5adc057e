// `npm run dev`: one build, then everything in watch mode — rollup (widget + admin), tsc (server),
// Lingui catalogs, and the server restarted by `node --watch` whenever a compiled server module it
// imports changes (Node 20 has --watch; browser bundles are served from disk, no restart needed).
// Ctrl-C stops every child: each runs in its own process group, killed as a group.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const SERVER_ENTRY = "dist/node/src/server/main.js";
const bin = (name) => join(root, "node_modules", ".bin", name);

/** @type {import("node:child_process").ChildProcess[]} */
const children = [];
let stopping = false;

function start(label, command, args) {
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? "1" : "0" },
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) => console.log(`[${label}] ${line}`));
  }
  child.on("exit", (code, signal) => {
    if (stopping) return;
    // A watcher that dies would leave the others serving stale output: stop everything.
    console.error(`[dev] ${label} exited (${signal ?? code}); stopping`);
    stop(code || 1);
  });
  children.push(child);
}

function stop(exitCode) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null || child.pid === undefined) continue;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  // The server closes the database cleanly on SIGTERM; give it a moment, then leave.
  setTimeout(() => process.exit(exitCode), 1500).unref();
}

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

// The first build must finish so the server has something to run (and tsc -w's first pass does
// not race it); ensure-build skips it when dist is current.
const initial = spawn(process.execPath, [join(root, "scripts", "ensure-build.mjs")], {
  cwd: root,
  stdio: "inherit",
});
initial.on("exit", (code) => {
  if (stopping) return;
  if (code !== 0) {
    // tsc still emits on type errors, which are normal mid-edit: carry on when there is a server
    // to run, and let the watchers report the errors as they are fixed.
    if (!existsSync(join(root, SERVER_ENTRY))) {
      console.error("[dev] the initial build failed and there is no server to run; fix the errors above");
      process.exit(code ?? 1);
    }
    console.error("[dev] the initial build reported errors (above); watching anyway");
  }
  start("lingui", bin("lingui"), ["compile", "--typescript", "--watch"]);
  start("rollup", bin("rollup"), ["-c", "-w", "--no-watch.clearScreen"]);
  start("tsc", bin("tsc"), ["-p", "tsconfig.server.json", "-w", "--preserveWatchOutput"]);
  start("server", process.execPath, ["--watch", "--enable-source-maps", SERVER_ENTRY]);
});
