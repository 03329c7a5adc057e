// What Lighthouse says a page's performance score is made of, from the median reports the bench
// keeps with BENCH_LIGHTHOUSE_REPORTS=dir (tests/bench/lighthouse.mjs):
//   BENCH_LIGHTHOUSE_REPORTS=/tmp/lh node tests/bench/run.mjs lighthouse --check
//   node tests/bench/lighthouse-diagnostics.mjs /tmp/lh [booking demo dashboard…]
// Per page: the metrics, the main thread's work by kind, the scripts' boot-up time, the long
// tasks, the largest contentful paint's element and phases, unused JavaScript and render-blocking
// resources (docs/decisions/0135-booking-map-waits-admin-first-render-in-slices.md).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "speed-index",
  "cumulative-layout-shift",
  "interactive",
];

const ms = (value) => `${Math.round(value)} ms`;
const kib = (bytes) => `${Math.round(bytes / 1024)} KiB`;
/** The page's own origin is left out of the URLs: the bench server's port changes every run. */
const short = (url) => url.replace(/^https?:\/\/[^/]+/, "");

/** The audits' rows, each line a string: what the report holds for one page. */
function diagnostics(lhr) {
  const audit = (id) => lhr.audits[id];
  const items = (id) => audit(id)?.details?.items ?? [];
  const lines = [
    `performance ${Math.round(lhr.categories.performance.score * 100)}; benchmarkIndex ` +
      `${Math.round(lhr.environment.benchmarkIndex)}, CPU slowdown ` +
      `${lhr.configSettings.throttling.cpuSlowdownMultiplier}×`,
    ...METRICS.map((id) => `  ${id}: ${audit(id).displayValue ?? ""} (score ${audit(id).score})`),
    "main-thread work by kind (mainthread-work-breakdown):",
    ...items("mainthread-work-breakdown").map((item) => `  ${item.groupLabel}: ${ms(item.duration)}`),
    "scripts' boot-up (bootup-time: total / evaluation / parse and compile):",
    ...items("bootup-time").map(
      (item) =>
        `  ${short(item.url)}: ${ms(item.total)} / ${ms(item.scripting)} / ${ms(item.scriptParseCompile)}`,
    ),
    "long tasks (long-tasks, start: duration):",
    ...items("long-tasks").map((item) => `  ${short(item.url)} ${ms(item.startTime)}: ${ms(item.duration)}`),
    "largest contentful paint (largest-contentful-paint-element):",
    ...items("largest-contentful-paint-element").flatMap((table) =>
      (table.items ?? []).map((row) =>
        row.node ? `  element ${row.node.selector}` : `  ${row.phase}: ${ms(row.timing)}`,
      ),
    ),
    "unused JavaScript (unused-javascript: size / unused):",
    ...items("unused-javascript").map(
      (item) => `  ${short(item.url)}: ${kib(item.totalBytes)} / ${kib(item.wastedBytes)}`,
    ),
    "render-blocking resources (render-blocking-resources):",
    ...items("render-blocking-resources").map((item) => `  ${short(item.url)}: ${ms(item.wastedMs)}`),
  ];
  return lines;
}

const [dir, ...pages] = process.argv.slice(2);
if (!dir) {
  console.error("usage: node tests/bench/lighthouse-diagnostics.mjs <reports dir> [page key…]");
  process.exit(2);
}
for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
  const key = file.replace(/\.json$/, "");
  if (pages.length && !pages.includes(key)) continue;
  console.log(`\n${key}`);
  for (const line of diagnostics(JSON.parse(readFileSync(join(dir, file), "utf8")))) console.log(line);
}
