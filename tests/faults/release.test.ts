// The release as an operator gets it (`npm run release`): built into a temporary folder, started
// with `node server.js` as the unprivileged user nobody, from another directory, with only
// environment configuration, NODE_ENV=production, against a throwaway PostgreSQL. A smoke as a
// visitor and an owner would go (widget script, estimate, checkout, admin sign-in; then in Chromium
// the demo page's widget to a price and the admin's sign-in), then checks
// that it wrote nowhere but DATA_DIR and that the folder holds no sources, tests or build tools.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { chromium } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/database.js";
import { DEMO_EMAIL, seedDemo } from "../../src/server/demo/seed-demo.js";
import { AIRPORT, chooseAddress, dayAhead, MONACO } from "../e2e/support/widget-form.js";
import { probedHealthPaths } from "../fixtures/deploy-files.js";
import { niceToCannes } from "../fixtures/trips.js";
import { findChromium } from "../setup/browser.js";
import { startPostgres, type TestPostgres } from "../setup/postgres.js";
import { stopInstance } from "./instances.js";
import { demoFields, postCheckout, tripBody } from "./load.js";
import {
  type BuiltRelease,
  buildRelease,
  type ReleaseInstance,
  RUN_AS,
  startReleaseInstance,
} from "./release-instances.js";

const OWNER_PASSWORD = "release smoke password";
/** Where an unprivileged process can write besides its DATA_DIR: the world-writable folders. */
const WORLD_WRITABLE = ["/tmp", "/var/tmp", "/dev/shm"];

let postgres: TestPostgres;
let built: BuiltRelease;
let instance: ReleaseInstance;
let marker: string;
let releaseListing: string[];

/** Every file of the release folder with its size and modification time. */
function listing(dir: string): string[] {
  const lines: string[] = [];
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const stat = statSync(full);
        lines.push(`${relative(dir, full)} ${stat.size} ${stat.mtimeMs}`);
      }
    }
  };
  walk(dir);
  return lines.sort();
}

beforeAll(async () => {
  postgres = await startPostgres();
  built = buildRelease();
  console.log(built.summary);
  releaseListing = listing(built.release);
  marker = join(built.dir, "started");
  writeFileSync(marker, "");
  instance = await startReleaseInstance("release", { release: built.release, databaseUrl: postgres.url });
  // Production never seeds the demo: the test puts its catalogue in, as an owner would have.
  const database = await openDatabase({ url: postgres.url, pgliteDir: "" });
  await seedDemo(database, OWNER_PASSWORD);
  await database.close();
}, 900_000);

afterAll(async () => {
  if (instance) await stopInstance(instance);
  await postgres?.stop();
  if (built) rmSync(built.dir, { recursive: true, force: true });
  if (instance) rmSync(join(instance.dataDir, ".."), { recursive: true, force: true });
}, 60_000);

describe("the release", () => {
  it("holds the compiled server, bundles, migrations and production packages only", () => {
    const files = releaseListing.map((line) => line.split(" ")[0]!);
    const ours = files.filter((file) => !file.startsWith("node_modules/"));
    expect(ours.filter((file) => /\.(ts|tsx|map)$/.test(file))).toEqual([]);
    expect(ours.filter((file) => /\.test\.|(^|\/)tests?\//.test(file))).toEqual([]);
    expect(
      ours.filter(
        (file) => file.startsWith("src/") && !/^src\/server\/db\/migrations\/\d{4}_[\w-]+\.sql$/.test(file),
      ),
    ).toEqual([]);
    for (const required of [
      "server.js",
      "package.json",
      "dist/node/src/server/main.js",
      "dist/widget/chauffeur-booking.js",
      "demo/index.html",
    ]) {
      expect(files).toContain(required);
    }
    const manifest = JSON.parse(readFileSync(join(built.release, "package.json"), "utf8"));
    expect(manifest.devDependencies).toBeUndefined();
    const devTools = [
      "vitest",
      "typescript",
      "rollup",
      "@biomejs/biome",
      "playwright",
      "@lingui/cli",
      "react",
      "react-dom",
    ];
    for (const tool of devTools)
      expect(existsSync(join(built.release, "node_modules", tool)), tool).toBe(false);
    expect(existsSync(built.tarball)).toBe(true);
    const listed = spawnSync("tar", ["-tzf", built.tarball], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(listed.stdout).toContain("/server.js\n");
    expect(built.summary).toMatch(/MB, .*\.tar\.gz: [\d.]+ MB \(budget [\d.]+ MB\)/);
  });

  it("serves the widget script, an estimate, a checkout and the owner's sign-in", async () => {
    const script = await fetch(`${instance.base}/widget/chauffeur-booking.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toContain("javascript");
    expect((await script.text()).length).toBeGreaterThan(1000);
    const page = await (await fetch(`${instance.base}/booking?id=demomodule`)).text();
    expect(page).toContain(`src="${instance.base}/widget/chauffeur-booking.js"`);

    const estimate = await fetch(`${instance.base}/api/module/demomodule/estimate-price`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(niceToCannes({ pickUpTime: "2027-05-03T10:00" })),
    });
    expect(estimate.status).toBe(200);
    expect((await estimate.json()).data.price).toBeGreaterThan(0);

    const fields = await demoFields(instance.base);
    const checkout = await postCheckout(instance, tripBody(fields, 5, 0), "release-smoke-1");
    expect(checkout.status).toBe(200);
    const number = (checkout.json?.data as { number: number } | undefined)?.number;

    const signIn = await fetch(`${instance.base}/api/auth/signin`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: DEMO_EMAIL, password: OWNER_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const token = (await signIn.json()).data.accessToken as string;
    const list = await fetch(`${instance.base}/api/admin/bookings`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await list.json()).data.bookings.map((booking: { number: number }) => booking.number)).toContain(
      number,
    );
    expect((await fetch(`${instance.base}/auth/sign-in`)).status).toBe(200);
    expect((await fetch(`${instance.base}/admin/vehicles`)).status).toBe(200);
  });

  it("in Chromium: the demo page's widget shows a price, and the owner signs in to the admin", async () => {
    const browser = await chromium.launch({ executablePath: findChromium() });
    try {
      const visitor = await browser.newPage({ locale: "fr-FR" });
      await visitor.goto(`${instance.base}/demo/`);
      const widget = visitor.locator("chauffeur-booking");
      await chooseAddress(widget, "Adresse de prise en charge", "Aéroport Nice", AIRPORT);
      await chooseAddress(widget, "Adresse de destination", "Monaco", MONACO);
      await widget.getByLabel("Date de prise en charge").fill(dayAhead(45));
      await widget.getByLabel("Heure de prise en charge").fill("10:00");
      const total = widget.getByRole("complementary", { name: "Récapitulatif" }).locator(".cb-total strong");
      await expect.poll(() => total.textContent(), { timeout: 30_000 }).toMatch(/^\d+,\d\d\s€$/);

      const owner = await browser.newPage({ locale: "en-US" });
      await owner.goto(`${instance.base}/auth/sign-in`);
      await owner.getByLabel("E-mail").fill(DEMO_EMAIL);
      await owner.getByLabel("Password").fill(OWNER_PASSWORD);
      await owner.getByRole("button", { name: "Sign in" }).click();
      await owner.waitForURL(/\/admin\/dashboard$/, { timeout: 30_000 });
      await owner.getByRole("heading", { level: 1 }).waitFor({ timeout: 30_000 });
    } finally {
      await browser.close();
    }
  });

  it("answers the health paths the Dockerfile and the Caddyfile probe", async () => {
    const { liveness, readiness } = probedHealthPaths();
    for (const path of [liveness, readiness])
      expect((await fetch(`${instance.base}${path}`)).status, path).toBe(200);
  });

  it("stops on SIGTERM with status 0, having written nowhere but DATA_DIR", async () => {
    instance.child.kill("SIGTERM");
    expect(await instance.exited).toBe(0);

    expect(listing(built.release)).toEqual(releaseListing);
    const outside = spawnSync(
      "find",
      [
        ...WORLD_WRITABLE,
        "-xdev",
        "-user",
        String(RUN_AS.uid),
        "-newer",
        marker,
        "-not",
        "-path",
        `${instance.dataDir}*`,
      ],
      { encoding: "utf8" },
    );
    expect(outside.stdout.trim()).toBe("");
    // What it did write: the mail of the checkout (no SMTP configured), inside DATA_DIR.
    expect(readdirSync(instance.dataDir)).toContain("mail");
  });
});
