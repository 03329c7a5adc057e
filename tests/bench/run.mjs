// `npm run bench`: runs the registered benchmarks, prints one table, merges their numbers into
// bench/results.json and fails when a budget is exceeded (budgets are checked
// here, not in timed unit tests). bench/results.json is kept in git: besides the latest figures of
// each benchmark it appends one entry per run to `runs` (date, the commit and whether the tree had
// changes, BENCH_LABEL's words, the machine: CPU model and count, memory, load, Chromium's version
// and Lighthouse's benchmarkIndex of the host; and each benchmark's summary: its ratios and
// budgeted figures), so a change's effect can be read in its diff and the figures' drift over
// time. Budgets are ratios to references measured in the same run, so a run passes or fails on
// what the product does, not on the machine's speed (docs/decisions/0072-bench-budgets-as-ratios.md).
// `node tests/bench/run.mjs widget-size` runs only the named ones;
// `npm run bench:size` runs the size budgets (widget-size, admin-size), the check CI runs.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import adminSize from "./admin-size.mjs";
import bookingApi from "./booking-api.mjs";
import bookingsScale from "./bookings-scale.mjs";
import buildTime from "./build-time.mjs";
import { measureBenchmarkIndex } from "./cpu-calibration.mjs";
import lighthouse from "./lighthouse.mjs";
import saasScale from "./saas-scale.mjs";
import widgetRender from "./widget-render.mjs";
import widgetSize from "./widget-size.mjs";

/** Every budget in one place, so raising or lowering one is a one-line, reviewable change. */
const BUDGETS = {
  /**
   * What the widget's first render downloads, brotli: the loader and the chunks it imports before
   * the form paints (later steps, confirmation and maps come after). Was the whole one-file
   * widget at gzip -9 ≤ 100 KB (issue 3); the split made the first render the measure (0057);
   * 86 KB after one catalog and no ky in it (0127); issue 28's 80 KB once the contract's schemas,
   * Lingui and the checkout left it (0131), on the way to 72 KB.
   */
  widgetFirstRenderBrotliBytes: 80 * 1024,
  /**
   * Everything the admin's sign-in page transfers, brotli: the page as the server sends it (styles
   * and texts inline) and its one script. The 80 KB: met since sign-in paints without
   * React (docs/decisions/0064-sign-in-without-react.md); it was 102–108 KB with React.
   */
  adminFirstPaintBrotliBytes: 80 * 1024,
  /**
   * The React admin's own first paint (any admin page but sign-in), brotli: the entry, the chunks
   * index.html modulepreloads, their static imports and one language's core catalog; each
   * feature's catalog comes with its pages. React, ReactDOM and the router alone weigh 82 KB. This
   * is the first paint measured once the catalog was split per feature, plus 10 % (the figures
   * before and after: docs/decisions/0122-per-feature-admin-catalogs.md).
   */
  adminAppFirstPaintBrotliBytes: 107 * 1024,
};

/**
 * Each measure is a file beside this one, registered here (booking-api: estimate throughput and
 * checkout under concurrency against a bare-route ceiling; lighthouse: the scores of the widget's
 * and the admin's first pages on Lighthouse's mobile preset; build-time: the full build's wall
 * and CPU seconds, printed and recorded without a budget, first so the others measure its
 * output). A benchmark is `{ name, run(context) }`; run resolves to `{ results, rows, failures }`: the values stored in
 * results.json under `name`, the table rows `[label, value, budget?]`, and budget failures.
 */
const BENCHMARKS = [
  buildTime,
  widgetSize,
  adminSize,
  widgetRender,
  bookingApi,
  bookingsScale,
  saasScale,
  lighthouse,
];

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const resultsFile = join(root, "bench", "results.json");

function readResults() {
  try {
    return JSON.parse(readFileSync(resultsFile, "utf8"));
  } catch {
    return {};
  }
}

function printTable(rows) {
  const header = ["benchmark", "measure", "value", "budget", ""];
  const lines = [
    header,
    ...rows.map((row) => [row.bench, row.label, row.value, row.budget ?? "", row.status]),
  ];
  const widths = header.map((_, column) => Math.max(...lines.map((line) => String(line[column]).length)));
  for (const [index, line] of lines.entries()) {
    console.log(
      line
        .map((cell, column) => String(cell).padEnd(widths[column]))
        .join("  ")
        .trimEnd(),
    );
    if (index === 0) console.log(widths.map((width) => "-".repeat(width)).join("  "));
  }
}

/** `--check`: budgets only, results.json untouched (what `npm test` runs; `npm run bench` records). */
const recording = !process.argv.includes("--check");
const wanted = process.argv.slice(2).filter((argument) => argument !== "--check");
const unknown = wanted.filter((name) => !BENCHMARKS.some((bench) => bench.name === name));
if (unknown.length) {
  console.error(
    `Unknown benchmark ${unknown.join(", ")}; known: ${BENCHMARKS.map((b) => b.name).join(", ")}`,
  );
  process.exit(2);
}
const selected = wanted.length ? BENCHMARKS.filter((bench) => wanted.includes(bench.name)) : BENCHMARKS;

/** The benchmarks that measure bytes, not time. */
const SIZE_ONLY = ["widget-size", "admin-size"];

/** Runs kept in results.json: enough to see a trend, small enough to read in a diff. */
const KEPT_RUNS = 100;

/**
 * The browser's version and Lighthouse's benchmarkIndex of this host (the median of five, as the
 * lighthouse benchmark calibrates its CPU slowdown with), or nulls when no Chromium is found.
 */
async function browserFigures() {
  const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(executablePath)) return { chromium: null, benchmarkIndex: null };
  try {
    const { default: puppeteer } = await import("puppeteer-core");
    const browser = await puppeteer.launch({
      executablePath,
      headless: true,
      args: [...(process.getuid?.() === 0 ? ["--no-sandbox"] : []), "--disable-dev-shm-usage"],
    });
    try {
      return { chromium: await browser.version(), ...(await measureBenchmarkIndex(browser)) };
    } finally {
      await browser.close();
    }
  } catch (error) {
    console.warn(`[bench] no benchmarkIndex: ${error instanceof Error ? error.message : error}`);
    return { chromium: null, benchmarkIndex: null };
  }
}

/** The commit measured, and whether the work tree had changes on top of it. */
function commit() {
  const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
  try {
    return { commit: git("rev-parse", "HEAD"), uncommittedChanges: git("status", "--porcelain").length > 0 };
  } catch {
    return { commit: null, uncommittedChanges: null };
  }
}

/**
 * What this machine is and how busy it was when the run started: figures only compare alike.
 * BENCH_LABEL says what a reader should know of the run (a shared, loaded machine, say).
 */
async function machine() {
  // Sizes do not depend on the machine's speed: a size-only run (CI's) starts no browser.
  const speedMeasured = selected.some((bench) => !SIZE_ONLY.includes(bench.name));
  const { chromium, benchmarkIndex } = speedMeasured
    ? await browserFigures()
    : { chromium: null, benchmarkIndex: null };
  return {
    node: process.version,
    cpus: cpus().length,
    cpu: cpus()[0]?.model ?? "unknown",
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    loadAverage1m: Math.round(loadavg()[0] * 100) / 100,
    lighthouseBenchmarkIndex: benchmarkIndex,
    chromium,
  };
}

const results = readResults();
const run = {
  date: new Date().toISOString(),
  ...(process.env.BENCH_LABEL ? { label: process.env.BENCH_LABEL } : {}),
  ...commit(),
  machine: await machine(),
  benchmarks: {},
  failures: [],
};
const tableRows = [];
const failures = [];
for (const bench of selected) {
  try {
    const outcome = await bench.run({ root, budgets: BUDGETS });
    results[bench.name] = { ...outcome.results, measuredAt: new Date().toISOString() };
    run.benchmarks[bench.name] = outcome.summary ?? outcome.results;
    for (const [label, value, budget, over] of outcome.rows) {
      tableRows.push({
        bench: bench.name,
        label,
        value,
        budget,
        // A goal row ("goal …") is reported and never fails the run: a miss says so in other words.
        status: budget ? (over ? (String(budget).startsWith("goal") ? "goal missed" : "OVER") : "ok") : "",
      });
    }
    failures.push(...outcome.failures);
  } catch (error) {
    failures.push(`${bench.name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
// Where the numbers come from matters when comparing runs.
results.environment = { ...run.machine, commit: run.commit, label: run.label ?? null };
run.failures = failures;
results.runs = [...(Array.isArray(results.runs) ? results.runs : []), run].slice(-KEPT_RUNS);
if (recording) {
  mkdirSync(dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
}

console.log("");
printTable(tableRows);
console.log(
  recording ? `\nResults written to ${resultsFile}` : "\nChecked only (--check): results not recorded",
);
if (failures.length) {
  for (const failure of failures) console.error(`FAIL ${failure}`);
  process.exitCode = 1;
}
