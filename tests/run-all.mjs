// `npm test`: every check and test runner in a row, streaming their output, continuing past
// failures so one run shows everything, then one summary whose LAST line is `N passed, N failed`
// (the line .ci/run's caller reads). Any runner that crashes, finds nothing it needs, or exits
// non-zero without reporting a failure still counts as a failure: nothing passes silently.
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { recordedSpecSeconds, specFilter, splitSpecFiles } from "./setup/e2e-shards.mjs";
import { chromiumMissingMessage, findChromium } from "./setup/find-chromium.mjs";
import { freePorts } from "./setup/free-ports.mjs";
import { changedBetween, trackedChanges } from "./setup/tracked-changes.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const resultsDir = join(root, "test-results");
const vitestJson = join(resultsDir, "vitest.json");
const isCI = process.env.CI === "true" || process.env.CI === "1";

/** @typedef {{ name: string, passed: number, failed: number, notes: string[], seconds: number }} Row */
/** @type {Row[]} */
const rows = [];

/** Runs a command with the terminal attached; resolves with its exit code (crash → 1). */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
    child.on("error", (error) => {
      console.error(`[run-all] could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function banner(title) {
  console.log(`\n━━━ ${title} ${"━".repeat(Math.max(0, 70 - title.length))}`);
}

async function timed(name, body) {
  banner(name);
  const started = Date.now();
  const row = { name, passed: 0, failed: 0, notes: [], seconds: 0 };
  await body(row);
  row.seconds = Math.round((Date.now() - started) / 100) / 10;
  rows.push(row);
}

/** A check (lint, typecheck, build) counts as one test: passed when it exits 0. */
async function check(name, command, args) {
  await timed(name, async (row) => {
    const code = await run(command, args);
    if (code === 0) row.passed = 1;
    else {
      row.failed = 1;
      row.notes.push(`exit code ${code}`);
    }
  });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
}

/** Names each failing test in the summary, so a log cut to its last lines still says what failed. */
function noteVitestFailures(row, report) {
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== "failed") continue;
      const reason = String(test.failureMessages?.[0] ?? "")
        .split("\n")[0]
        .slice(0, 160);
      row.notes.push(`failed: ${relative(root, file.name)} › ${test.fullName} — ${reason}`);
    }
  }
}

function notePlaywrightFailures(row, suites, file = "") {
  for (const suite of suites ?? []) {
    const where = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected") continue;
        const error = test.results?.at(-1)?.error?.message ?? "";
        row.notes.push(`failed: ${where} › ${spec.title} — ${String(error).split("\n")[0].slice(0, 160)}`);
      }
    }
    notePlaywrightFailures(row, suite.suites, where);
  }
}

/** Exit code and report must agree; a non-zero exit with no failure recorded is one failure. */
function reconcile(row, code, label) {
  if (code !== 0 && row.failed === 0) {
    row.failed = 1;
    row.notes.push(
      `${label} exited with code ${code} without a failing test (crash or unhandled error: see above)`,
    );
  }
}

async function vitest() {
  await timed("vitest (unit, widget, admin, api-pglite, api-postgres)", async (row) => {
    rmSync(vitestJson, { force: true });
    const code = await run("npx", [
      "--no",
      "vitest",
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${vitestJson}`,
    ]);
    const report = readJson(vitestJson);
    if (!report) {
      row.failed = 1;
      row.notes.push("no test-results/vitest.json: vitest crashed before reporting");
      return;
    }
    row.passed = report.numPassedTests ?? 0;
    row.failed = report.numFailedTests ?? 0;
    // A file that fails to load has no failing test of its own: count the file.
    const brokenFiles = (report.testResults ?? []).filter(
      (file) =>
        file.status === "failed" && !(file.assertionResults ?? []).some((test) => test.status === "failed"),
    );
    row.failed += brokenFiles.length;
    for (const file of brokenFiles) row.notes.push(`file failed to run: ${file.name}`);
    noteVitestFailures(row, report);
    const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    if (skipped) row.notes.push(`${skipped} skipped (not counted)`);
    reconcile(row, code, "vitest");
  });
}

/** The fault suite's short form (tests/faults): PostgreSQL and the built server as processes. */
async function faults() {
  await timed("fault suite, short (tests/faults)", async (row) => {
    const json = join(resultsDir, "faults.json");
    rmSync(json, { force: true });
    const code = await run(
      "npx",
      [
        "--no",
        "vitest",
        "run",
        "--config",
        "tests/faults/vitest.config.ts",
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${json}`,
      ],
      { FAULTS_SHORT: "1" },
    );
    const report = readJson(json);
    if (!report) {
      row.failed = 1;
      row.notes.push("no test-results/faults.json: the fault suite crashed before reporting");
      return;
    }
    row.passed = report.numPassedTests ?? 0;
    row.failed = report.numFailedTests ?? 0;
    noteVitestFailures(row, report);
    if (row.passed + row.failed === 0) {
      row.failed = 1;
      row.notes.push("the fault suite ran no scenario");
    }
    reconcile(row, code, "fault suite");
  });
}

/**
 * Playwright in shards side by side (docs/decisions/0091-playwright-shards.md): each shard is a
 * Playwright process of its own with its own servers, ports, databases and mail folder, so specs
 * that share a server's state (the demo module, its sign-in throttle) never meet another shard's.
 * Two by default, one per core of a 2-core machine (docs/decisions/0136-cheaper-test-runs.md),
 * the spec files split by their recorded seconds (tests/setup/e2e-shards.mjs); E2E_SHARDS=1 runs
 * them in one process, as `npx playwright test` does.
 */
const E2E_SPEC_FILES = readdirSync(join(root, "tests/e2e"))
  .filter((name) => name.endsWith(".spec.ts"))
  .sort();
const E2E_SHARDS = Math.max(
  1,
  Math.min(Number.parseInt(process.env.E2E_SHARDS ?? "", 10) || 2, E2E_SPEC_FILES.length),
);
const E2E_PORT_NAMES = [
  "E2E_PORT",
  "E2E_STRIPE_PORT",
  "E2E_PAYMENTS_PORT",
  "E2E_GOOGLE_PORT",
  "E2E_TILE_PORT",
];

/** Like run(), each output line prefixed with the shard's name, since two shards print at once. */
function runPrefixed(prefix, command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env },
    });
    createInterface({ input: child.stdout }).on("line", (line) => console.log(`${prefix} ${line}`));
    createInterface({ input: child.stderr }).on("line", (line) => console.error(`${prefix} ${line}`));
    child.on("error", (error) => {
      console.error(`${prefix} could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs every shard at once; resolves with each one's exit code and JSON report path. */
async function playwrightShards() {
  // Built once here (a no-op after the build step), so no two shards' servers build at once.
  await run("node", ["scripts/ensure-build.mjs"]);
  // Every shard's ports chosen in one call, so no two shards can be handed the same one.
  const ports = await freePorts(E2E_SHARDS * E2E_PORT_NAMES.length);
  const groups = splitSpecFiles(
    E2E_SPEC_FILES,
    recordedSpecSeconds(join(root, "tests/setup/e2e-file-seconds.json")),
    E2E_SHARDS,
  );
  const shards = Array.from({ length: E2E_SHARDS }, (_, index) => {
    const number = index + 1;
    const report = join(resultsDir, E2E_SHARDS === 1 ? "playwright.json" : `playwright-${number}.json`);
    const env = Object.fromEntries(
      E2E_PORT_NAMES.map((name, offset) => [name, String(ports[index * E2E_PORT_NAMES.length + offset])]),
    );
    env.E2E_REPORT_FILE = report;
    env.E2E_OUTPUT_DIR = join(resultsDir, E2E_SHARDS === 1 ? "playwright" : `playwright-${number}`);
    // One shard runs everything; more each run their group's files (never empty: at most one
    // shard per file).
    const shardArgs = E2E_SHARDS === 1 ? [] : (groups[index] ?? []).map(specFilter);
    return { number, report, env, shardArgs };
  });
  for (const shard of shards) rmSync(shard.report, { force: true });
  return Promise.all(
    shards.map(async (shard) => ({
      ...shard,
      code: await runPrefixed(
        E2E_SHARDS === 1 ? "[e2e]" : `[e2e ${shard.number}/${E2E_SHARDS}]`,
        "npx",
        ["--no", "playwright", "test", ...shard.shardArgs],
        shard.env,
      ),
    })),
  );
}

async function playwright() {
  await timed(`playwright (e2e in Chromium, ${E2E_SHARDS} shard(s) side by side)`, async (row) => {
    const browser = findChromium();
    if (!browser) {
      console.error(`[run-all] ${chromiumMissingMessage}`);
      if (isCI) console.error("[run-all] CI=true: .ci/run should have installed it; failing.");
      row.failed = 1;
      row.notes.push("no Chromium (apt-get install -y chromium)");
      return;
    }
    console.log(`[run-all] Chromium: ${browser}`);
    for (const shard of await playwrightShards()) {
      const label = `playwright shard ${shard.number}/${E2E_SHARDS}`;
      const report = readJson(shard.report);
      if (!report?.stats) {
        row.failed += 1;
        row.notes.push(`no ${shard.report}: ${label} crashed before reporting`);
        continue;
      }
      const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
      const counted = { passed: expected + flaky, failed: unexpected, notes: [] };
      if (flaky) counted.notes.push(`${label}: ${flaky} passed only on retry (flaky)`);
      if (skipped) counted.notes.push(`${label}: ${skipped} skipped (not counted)`);
      for (const error of report.errors ?? [])
        counted.notes.push(`${label} error: ${String(error.message).split("\n")[0]}`);
      notePlaywrightFailures(counted, report.suites);
      reconcile(counted, shard.code, label);
      row.passed += counted.passed;
      row.failed += counted.failed;
      row.notes.push(...counted.notes);
    }
  });
}

/** The last check: the suite wrote no tracked file (`npm run bench` records; a test run does not). */
async function treeLeftClean(before) {
  await timed("tracked files left as they were", async (row) => {
    const changed = changedBetween(before, trackedChanges(root));
    if (changed.length === 0) {
      row.passed = 1;
      return;
    }
    row.failed = 1;
    for (const path of changed) row.notes.push(`modified by the suite: ${path}`);
  });
}

function summary() {
  banner("summary");
  const width = Math.max(...rows.map((row) => row.name.length));
  for (const row of rows) {
    const status = row.failed ? "FAIL" : "ok  ";
    console.log(
      `${status} ${row.name.padEnd(width)}  ${String(row.passed).padStart(4)} passed  ${String(row.failed).padStart(3)} failed  ${row.seconds}s`,
    );
    for (const note of row.notes) console.log(`       ${note}`);
  }
  const passed = rows.reduce((sum, row) => sum + row.passed, 0);
  const failed = rows.reduce((sum, row) => sum + row.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  return failed;
}

mkdirSync(resultsDir, { recursive: true });
const treeBefore = trackedChanges(root);
// Colour codes make CI logs unreadable; a terminal keeps them.
const biomeColors = process.stdout.isTTY ? [] : ["--colors=off"];
await check("lint (biome ci)", "npx", ["--no", "biome", "ci", ...biomeColors, "."]);
await check("typecheck", "npm", ["run", "typecheck"]);
// Exports of src/server that nothing imports (knip.json: entry points and scope).
await check("unused exports (knip)", "npx", ["--no", "knip", "--no-progress"]);
// Always a full build; it writes the build stamp, so the e2e server does not build again.
await check("build", "node", ["scripts/build.mjs"]);
// The size budgets (issue 3 item 12: the widget's; the admin's) count here too, the same ones as
// `npm run bench:size` that CI runs, so the final line totals every check CI runs. It compares
// with the budgets and records nothing (`npm run bench` records in bench/results.json).
await check("size budgets", "node", ["tests/bench/run.mjs", "--check", "widget-size", "admin-size"]);
await vitest();
await faults();
await playwright();
await treeLeftClean(treeBefore);
process.exitCode = summary() > 0 ? 1 : 0;
