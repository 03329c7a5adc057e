// Time from navigation to the widget's first interactive render on the demo page, in headless
// Chromium (16 runs), beside the same host page without the widget (the difference is what the
// widget costs a customer's website), and beside the React floor: React 19 and r2wc rendering a
// bare 30-field form in an open shadow root (tests/bench/floor/), built and served in the same
// run with the demo page's security headers (decision 0071), in the widget's place on the demo
// page itself (decision 0137: the host page's own parse, styles and layout weigh on both sides).
// The floor alone on an empty page is measured too and its ratio printed. The loads of a run are
// interleaved, and a ratio is the median of the runs' pair ratios; the budget fails the run, the
// goals are reported.
import { spawnSync } from "node:child_process";
import { createServer } from "node:http";
import { join } from "node:path";
import commonjs from "@rollup/plugin-commonjs";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import terser from "@rollup/plugin-terser";
import { chromium } from "playwright";
import { rollup } from "rollup";
import { findChromium } from "../setup/find-chromium.mjs";
import { startBenchServer } from "./bench-server.mjs";

const RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 16);
/** The budget: a miss fails the run (issue 28). */
const FLOOR_BUDGET = 1.6;
/** The goal where the widget is headed: reported, a miss does not fail the run. */
const FLOOR_GOALS = [1.3];

/** The floor page's script: one minified bundle, as a production build of such a page would be. */
export async function buildFloor(root) {
  const bundle = await rollup({
    input: join(root, "tests/bench/floor/floor-element.mjs"),
    plugins: [
      nodeResolve({ browser: true }),
      commonjs(),
      replace({ preventAssignment: true, values: { "process.env.NODE_ENV": JSON.stringify("production") } }),
      terser(),
    ],
    onwarn: () => {},
  });
  const { output } = await bundle.generate({ format: "iife" });
  await bundle.close();
  return output[0].code;
}

/**
 * The demo page's own security headers. The floor page is served with them, so both pages load
 * under the same conditions: Cross-Origin-Opener-Policy alone makes Chromium swap the page's
 * process on navigation, about 30 ms that belong to the host page and not to the widget (the bare
 * demo page pays them too).
 */
const NAVIGATION_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "cross-origin-embedder-policy",
  "cross-origin-resource-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "x-content-type-options",
  "x-frame-options",
];

export async function demoPageHeaders(url) {
  const response = await fetch(url);
  await response.arrayBuffer();
  return Object.fromEntries(
    NAVIGATION_HEADERS.flatMap((name) => {
      const value = response.headers.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );
}

/** The floor page of earlier runs: the floor element alone on an empty page. */
const FLOOR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Floor</title>' +
  '<script src="/floor.js" async></script></head><body><floor-form></floor-form></body></html>';

/**
 * The demo page with the floor in the widget's place: the same host content (its styles, its
 * text, its layout) around the floor element, its script pasted where the widget's is.
 */
export async function floorOnDemoPage(demoUrl) {
  const html = await (await fetch(demoUrl)).text();
  const script = /<script src="[^"]*chauffeur-booking\.js[^"]*" async><\/script>/;
  const element = /<chauffeur-booking [^>]*><\/chauffeur-booking>/;
  if (!script.test(html) || !element.test(html)) throw new Error("the demo page has no widget to replace");
  return html
    .replace(script, '<script src="/floor.js" async></script>')
    .replace(element, "<floor-form></floor-form>");
}

/** Serves the floor page and its script on 127.0.0.1; resolves to its URL and a stop function. */
export function serveFloor(script, pageHeaders, page = FLOOR_PAGE) {
  const server = createServer((request, response) => {
    const isScript = request.url === "/floor.js";
    response.writeHead(
      200,
      isScript
        ? { "content-type": "text/javascript" }
        : { ...pageHeaders, "content-type": "text/html; charset=utf-8" },
    );
    response.end(isScript ? script : page);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}/`,
        stop: () => new Promise((done) => server.close(done)),
      }),
    ),
  );
}

/** Navigation start → the floor element's first render (its effect ran). */
async function floorReadyMs(browser, url) {
  const page = await browser.newPage();
  await page.addInitScript(() => {
    window.__floorReady = new Promise((resolve) =>
      document.addEventListener("floor:ready", () => resolve(performance.now()), { once: true }),
    );
  });
  await page.goto(url, { waitUntil: "commit" });
  const readyAt = await page.evaluate(() => window.__floorReady);
  await page.close();
  return readyAt;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Navigation start → the widget's `chauffeur-booking:ready` event (its module loaded and the form
 * shown). The listener is installed before any script of the page runs.
 */
async function widgetReadyMs(browser, url) {
  const page = await browser.newPage();
  await page.addInitScript(() => {
    window.__widgetReady = new Promise((resolve) =>
      document.addEventListener("chauffeur-booking:ready", () => resolve(performance.now()), { once: true }),
    );
  });
  await page.goto(url, { waitUntil: "commit" });
  const readyAt = await page.evaluate(() => window.__widgetReady);
  await page.close();
  return readyAt;
}

/** The bare page: the same host content, its load event, no widget. */
async function barePageMs(browser, url) {
  const page = await browser.newPage();
  // The widget's script and element are removed before the page parses them.
  await page.route("**/widget/chauffeur-booking.js", (route) => route.fulfill({ status: 200, body: "" }));
  await page.goto(url, { waitUntil: "load" });
  const loadedAt = await page.evaluate(() => performance.getEntriesByType("navigation")[0].loadEventEnd);
  await page.close();
  return loadedAt;
}

/** The median of each run's pair ratio, to two decimals. */
function pairedRatio(numerators, denominators) {
  const ratios = numerators.map((value, index) => value / Math.max(1, denominators[index]));
  return Math.round(median(ratios) * 100) / 100;
}

/**
 * The four loads, interleaved RUNS times after one unmeasured warm-up of each (the server's
 * first-request costs are not counted), so a moment of load on a shared machine weighs on all
 * of them alike.
 */
async function measureLoads(browser, urls) {
  const loads = {
    widget: () => widgetReadyMs(browser, urls.demo),
    bare: () => barePageMs(browser, urls.demo),
    floorOnDemo: () => floorReadyMs(browser, urls.floorOnDemo),
    floorAlone: () => floorReadyMs(browser, urls.floorAlone),
  };
  const times = Object.fromEntries(Object.keys(loads).map((name) => [name, []]));
  for (const load of Object.values(loads)) await load();
  for (let i = 0; i < RUNS; i++) {
    for (const [name, load] of Object.entries(loads)) times[name].push(await load());
  }
  return times;
}

function report(times) {
  const results = {
    runs: RUNS,
    widgetReadyMedianMs: Math.round(median(times.widget)),
    barePageLoadMedianMs: Math.round(median(times.bare)),
    floorReadyMedianMs: Math.round(median(times.floorOnDemo)),
    floorAloneReadyMedianMs: Math.round(median(times.floorAlone)),
    // The budget's ratio: the widget and the floor each in the demo page's place.
    widgetOverFloor: pairedRatio(times.widget, times.floorOnDemo),
    // The ratio of runs before decision 0137: the floor alone on an empty page.
    widgetOverFloorAlone: pairedRatio(times.widget, times.floorAlone),
  };
  const ratio = results.widgetOverFloor;
  const failures =
    ratio > FLOOR_BUDGET
      ? [
          `widget-render: the widget's first render takes ${ratio}× the React floor's (budget ≤ ${FLOOR_BUDGET}×)`,
        ]
      : [];
  return {
    results,
    summary: { widgetOverFloor: ratio, widgetReadyMedianMs: results.widgetReadyMedianMs },
    rows: [
      ["demo page → widget ready, median (ms)", results.widgetReadyMedianMs],
      ["same page without the widget, load, median (ms)", results.barePageLoadMedianMs],
      ["demo page with the React floor → its form rendered, median (ms)", results.floorReadyMedianMs],
      ["empty page with the React floor → its form rendered, median (ms)", results.floorAloneReadyMedianMs],
      ["widget ready / floor on the demo page", `${ratio}×`, `≤ ${FLOOR_BUDGET}×`, ratio > FLOOR_BUDGET],
      ...FLOOR_GOALS.map((goal) => [
        "widget ready / floor on the demo page, goal",
        `${ratio}×`,
        `goal ≤ ${goal}× (not enforced)`,
        ratio > goal,
      ]),
      ["widget ready / floor alone on an empty page (printed)", `${results.widgetOverFloorAlone}×`],
    ],
    failures,
  };
}

export default {
  name: "widget-render",
  async run({ root }) {
    // The demo page serves the built widget: build it (and the rest) when sources changed.
    const build = spawnSync(process.execPath, ["scripts/ensure-build.mjs"], {
      cwd: root,
      stdio: "inherit",
    });
    if (build.status !== 0) throw new Error("the build failed");
    const executablePath = findChromium();
    if (!executablePath) throw new Error("no Chromium found (see tests/setup/find-chromium.mjs)");
    const server = await startBenchServer(root);
    const demo = `${server.base}/demo/`;
    const floorScript = await buildFloor(root);
    const headers = await demoPageHeaders(demo);
    const floorAlone = await serveFloor(floorScript, headers);
    const floorOnDemo = await serveFloor(floorScript, headers, await floorOnDemoPage(demo));
    const browser = await chromium.launch({
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
      ],
    });
    try {
      return report(
        await measureLoads(browser, { demo, floorOnDemo: floorOnDemo.url, floorAlone: floorAlone.url }),
      );
    } finally {
      await browser.close();
      await server.stop();
      await floorAlone.stop();
      await floorOnDemo.stop();
    }
  },
};
