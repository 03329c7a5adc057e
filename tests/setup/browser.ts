// The typed entry for TypeScript callers (playwright.config.ts, e2e helpers); the logic lives in
// find-chromium.mjs because tests/run-all.mjs needs it too and Node 20 cannot import TypeScript.
export { chromiumMissingMessage, findChromium } from "./find-chromium.mjs";
