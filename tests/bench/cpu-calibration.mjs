// Lighthouse's CPU slowdown calibrated to the host (docs/decisions/0073-lighthouse-calibrated-to-the-host.md).
// Lighthouse slows the page's CPU by a fixed 4× of whatever runs it, so its scores describe a
// different phone on every machine. Its throttling documentation (docs/throttling.md, "Calibrating
// the CPU slowdown") says to measure the host's benchmarkIndex and pick the multiplier from it,
// as the Lighthouse CPU slowdown calculator does: this is that calculator's rule (for a mid-tier
// phone, the target of Lighthouse's mobile preset).
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";

/** How many times the index is measured; the median is kept (each run takes about a second). */
const INDEX_RUNS = 5;

/**
 * The CPU slowdown that makes a host of this benchmarkIndex a mid-tier phone: linear between the
 * calculator's points (150 → 1×, 800 → 2×, 1300 → 3×, then one more for every 233 above, 1533
 * being Lighthouse's default 4×). A host slower than 150 is not slowed at all.
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 150) return 1;
  if (benchmarkIndex < 800) return 1 + (benchmarkIndex - 150) / 650;
  if (benchmarkIndex < 1300) return 2 + (benchmarkIndex - 800) / 500;
  return 3 + (benchmarkIndex - 1300) / 233;
}

/**
 * The host's benchmarkIndex as Lighthouse computes it before each run (its own page function),
 * in a tab of the browser the bench drives: the median of INDEX_RUNS measures.
 */
export async function measureBenchmarkIndex(browser) {
  const page = await browser.newPage();
  try {
    const indexes = [];
    for (let i = 0; i < INDEX_RUNS; i++)
      indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    indexes.sort((a, b) => a - b);
    return { benchmarkIndex: Math.round(indexes[Math.floor(indexes.length / 2)]), indexes };
  } finally {
    await page.close();
  }
}
