import { chromium } from "playwright";
import { startBenchServer } from "./bench-server.mjs";
import { buildFloor, demoPageHeaders, serveFloor, floorOnDemoPage } from "./widget-render.mjs";
const server = await startBenchServer("/work/main");
const headers = await demoPageHeaders(`${server.base}/demo/`);
const script = await buildFloor("/work/main");
const bare = await serveFloor(script, headers);
const hosted = await serveFloor(script, headers, await floorOnDemoPage(`${server.base}/demo/`));
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update"] });
async function readyMs(url, event) {
  const page = await browser.newPage();
  await page.addInitScript((event) => { window.__r = new Promise((resolve) => document.addEventListener(event, () => resolve(performance.now()), { once: true })); }, event);
  await page.goto(url, { waitUntil: "commit" });
  const at = await page.evaluate(() => window.__r);
  await page.close(); return at;
}
const rows = { widget: [], floorBare: [], floorHosted: [] };
for (let i = 0; i < 13; i++) {
  rows.widget.push(await readyMs(`${server.base}/demo/`, "chauffeur-booking:ready"));
  rows.floorBare.push(await readyMs(bare.url, "floor:ready"));
  rows.floorHosted.push(await readyMs(hosted.url, "floor:ready"));
}
const med = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
for (const [k, v] of Object.entries(rows)) console.log(k, Math.round(med(v.slice(1))));
const r = (a, b) => med(rows[a].map((x, i) => x / rows[b][i]).slice(1)).toFixed(2);
console.log("widget/floorBare", r("widget", "floorBare"), "widget/floorHosted", r("widget", "floorHosted"));
await browser.close(); await server.stop(); await bare.stop(); await hosted.stop(); process.exit(0);
