// Issue 6: time from navigation to the widget's first interactive render on the demo page, in
// headless Chromium (median of 10 runs), beside the same host page without the widget: the
// difference is what the widget costs a customer's website.
import { spawnSync } from "node:child_process";
import { chromium } from "playwright";
import { findChromium } from "../setup/find-chromium.mjs";
import { startBenchServer } from "./bench-server.mjs";

const RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 10);

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
      const url = `${server.base}/demo/`;
      // One warm-up of each, so the server's first-request costs are not counted.
      await widgetReadyMs(browser, url);
      await barePageMs(browser, url);
      const widget = [];
      const bare = [];
      for (let i = 0; i < RUNS; i++) {
        widget.push(await widgetReadyMs(browser, url));
        bare.push(await barePageMs(browser, url));
      }
      const results = {
        runs: RUNS,
        widgetReadyMedianMs: Math.round(median(widget)),
        barePageLoadMedianMs: Math.round(median(bare)),
      };
      return {
        results,
        rows: [
          ["demo page → widget ready, median (ms)", results.widgetReadyMedianMs],
          ["same page without the widget, load, median (ms)", results.barePageLoadMedianMs],
        ],
        failures: [],
      };
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};
