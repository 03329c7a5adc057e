import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./tests/setup/browser.js";
import { freePorts } from "./tests/setup/free-ports.js";

// Playwright loads this file in the runner and again in every worker. The workers inherit the
// runner's environment, so values chosen here are stored in process.env on the first load and
// reused by the later ones: the server and the tests agree on ports, data and password.
// The ports are free ones (a fixed port taken by another program would fail the suite); set
// E2E_PORT, E2E_STRIPE_PORT, E2E_PAYMENTS_PORT, E2E_GOOGLE_PORT and E2E_TILE_PORT to choose them.
if (
  !process.env.E2E_PORT ||
  !process.env.E2E_STRIPE_PORT ||
  !process.env.E2E_PAYMENTS_PORT ||
  !process.env.E2E_GOOGLE_PORT ||
  !process.env.E2E_TILE_PORT
) {
  const [freePort, freeStripePort, freePaymentsPort, freeGooglePort, freeTilePort] = (await freePorts(5)).map(
    String,
  );
  process.env.E2E_PORT ??= freePort;
  process.env.E2E_STRIPE_PORT ??= freeStripePort;
  process.env.E2E_PAYMENTS_PORT ??= freePaymentsPort;
  process.env.E2E_GOOGLE_PORT ??= freeGooglePort;
  process.env.E2E_TILE_PORT ??= freeTilePort;
}
// All three are set now (given, or chosen just above).
const port = process.env.E2E_PORT as string;
const paymentsPort = process.env.E2E_PAYMENTS_PORT as string;
process.env.DEMO_PASSWORD ??= `e2e-${randomBytes(12).toString("base64url")}`;
if (!process.env.E2E_DATA_DIR) {
  // A fresh embedded database each run, so the demo seed (and its known password) happens.
  const dataDir = mkdtempSync(join(tmpdir(), "cb-e2e-"));
  process.env.E2E_DATA_DIR = dataDir;
  // Registered only in the process that created it; the server is stopped before this runs.
  process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
}
// The e2e server always uses its own embedded database, whatever the caller's shell points at.
delete process.env.DATABASE_URL;

// A second server with card payments (tests/e2e/payments.spec.ts): Stripe keys pointing at the
// fake Stripe API that payments.spec.ts starts on E2E_STRIPE_PORT. The first server stays in
// self-hosted mode, as the other specs expect.
process.env.E2E_STRIPE_SECRET_KEY ??= `sk_test_e2e_${randomBytes(12).toString("hex")}`;
process.env.E2E_STRIPE_WEBHOOK_SECRET ??= `whsec_e2e_${randomBytes(16).toString("hex")}`;
// The second server also has Google Calendar on, pointing at the fake Google that
// google-calendar.spec.ts starts on E2E_GOOGLE_PORT with this client.
process.env.E2E_GOOGLE_CLIENT_ID ??= `e2e-${randomBytes(6).toString("hex")}.apps.googleusercontent.com`;
process.env.E2E_GOOGLE_CLIENT_SECRET ??= `e2e-${randomBytes(12).toString("hex")}`;
process.env.E2E_GOOGLE_TOKEN_KEY ??= randomBytes(32).toString("base64");
const googleURL = `http://127.0.0.1:${process.env.E2E_GOOGLE_PORT}`;
if (!process.env.E2E_PAYMENTS_DATA_DIR) {
  const paymentsDataDir = mkdtempSync(join(tmpdir(), "cb-e2e-payments-"));
  process.env.E2E_PAYMENTS_DATA_DIR = paymentsDataDir;
  process.on("exit", () => rmSync(paymentsDataDir, { recursive: true, force: true }));
}

const baseURL = `http://127.0.0.1:${port}`;
// The keyless maps (the widget's, the admin's zone map) draw on a fake tile server: no test
// depends on the network, and a test can see the tiles asked of the operator's server.
const tileServerURL = `http://127.0.0.1:${process.env.E2E_TILE_PORT}`;
const paymentsURL = `http://127.0.0.1:${paymentsPort}`;
const serverEnv = {
  NODE_ENV: "test",
  HOST: "127.0.0.1",
  DEMO_PASSWORD: process.env.DEMO_PASSWORD as string,
  SEED_DEMO: "true",
  // The specs name the demo's catalogue in English ("Child seat", WELCOME10) inside French pages.
  DEMO_LANGUAGE: "en",
  LOG_LEVEL: "warn",
  // "Contact us" is offered only when the operator has an address to receive it.
  OPERATOR_EMAIL: "operator@chauffeur.test",
  // Never the real Google from a test: the owner's key check on settings save goes nowhere.
  GOOGLE_GEOCODING_URL: "http://127.0.0.1:9",
  MAP_TILE_URL: `${tileServerURL}/{z}/{x}/{y}.png`,
  MAP_TILE_ATTRIBUTION: "&copy; OpenStreetMap &copy; E2E tiles",
  // webhooks-admin.spec.ts's receiver listens on 127.0.0.1 (refused otherwise, decision 0119).
  WEBHOOK_ALLOW_LOOPBACK: "true",
};
const isCI = process.env.CI === "true" || process.env.CI === "1";

export default defineConfig({
  testDir: "tests/e2e",
  // Artifacts in a subfolder: Playwright empties outputDir on start, and test-results/ also
  // holds vitest.json from the same `npm test` run. `npm test` runs shards side by side, each
  // with its own folder and report (E2E_OUTPUT_DIR, E2E_REPORT_FILE).
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results/playwright",
  fullyParallel: false,
  // One worker per Playwright process: its tests share one server (and its sign-in throttle).
  // `npm test` gets its parallelism from shards instead, each a process with its own servers,
  // ports and databases (docs/decisions/0091-playwright-shards.md).
  workers: 1,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.E2E_REPORT_FILE ?? "test-results/playwright.json" }],
  ],
  use: {
    baseURL,
    headless: true,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: findChromium(),
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-quic",
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: `node tests/fixtures/fake-tile-server.mjs ${process.env.E2E_TILE_PORT}`,
      url: `${tileServerURL}/0/0/0.png`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
    {
      // ensure-build is a no-op when dist is current (npm test has just built), and makes a bare
      // `npx playwright test` safe after an edit.
      command: "node scripts/ensure-build.mjs && node dist/node/src/server/main.js",
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      env: { ...serverEnv, PORT: port, PUBLIC_URL: baseURL, DATA_DIR: process.env.E2E_DATA_DIR },
    },
    {
      // Started after the application's first server (Playwright starts web servers in order), so dist is built.
      command: "node dist/node/src/server/main.js",
      url: `${paymentsURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      env: {
        ...serverEnv,
        PORT: paymentsPort,
        PUBLIC_URL: paymentsURL,
        DATA_DIR: process.env.E2E_PAYMENTS_DATA_DIR,
        STRIPE_SECRET_KEY: process.env.E2E_STRIPE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: process.env.E2E_STRIPE_WEBHOOK_SECRET,
        STRIPE_API_BASE: `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}`,
        STRIPE_PRICE_MONTHLY: "price_monthly_e2e",
        STRIPE_PRICE_ANNUAL: "price_annual_e2e",
        STRIPE_PRICE_LIFETIME: "price_lifetime_e2e",
        GOOGLE_CLIENT_ID: process.env.E2E_GOOGLE_CLIENT_ID,
        GOOGLE_CLIENT_SECRET: process.env.E2E_GOOGLE_CLIENT_SECRET,
        GOOGLE_TOKEN_ENCRYPTION_KEY: process.env.E2E_GOOGLE_TOKEN_KEY,
        GOOGLE_OAUTH_AUTH_URL: `${googleURL}/o/oauth2/v2/auth`,
        GOOGLE_OAUTH_TOKEN_URL: `${googleURL}/token`,
        GOOGLE_OAUTH_REVOKE_URL: `${googleURL}/revoke`,
        GOOGLE_CALENDAR_API_URL: `${googleURL}/`,
      },
    },
  ],
});
