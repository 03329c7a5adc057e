// Plain JavaScript so that tests/run-all.mjs (Node 20 cannot import TypeScript) and
// playwright.config.ts (through tests/setup/browser.ts) share one answer to "which Chromium?".
import { existsSync } from "node:fs";
import { chromium } from "playwright";

/** Browsers installed by the system package manager, in order of preference. */
const SYSTEM_BROWSERS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/**
 * The Chromium executable for the e2e tests: an explicit env path, else Playwright's own download
 * (`npx playwright install`, impossible without internet), else the distribution's package.
 * @returns {string | undefined}
 */
export function findChromium() {
  for (const name of ["CHROMIUM_PATH", "PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH"]) {
    const path = process.env[name];
    if (path) return path;
  }
  const downloaded = playwrightChromium();
  if (downloaded && existsSync(downloaded)) return downloaded;
  return SYSTEM_BROWSERS.find((path) => existsSync(path));
}

/** What to do when findChromium() finds nothing, for humans reading a test log. */
export const chromiumMissingMessage =
  "No Chromium found for the Playwright e2e tests. Looked at $CHROMIUM_PATH, " +
  "$PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, Playwright's downloaded browser and " +
  `${SYSTEM_BROWSERS.join(", ")}. Install one with \`apt-get install -y chromium\` ` +
  "(Debian/Ubuntu; .ci/run does this) or `npx playwright install chromium`, " +
  "or set CHROMIUM_PATH to a Chromium or Chrome executable.";

function playwrightChromium() {
  try {
    return chromium.executablePath();
  } catch {
    // Playwright throws for platforms it has no build for: then only the system can help.
    return undefined;
  }
}
