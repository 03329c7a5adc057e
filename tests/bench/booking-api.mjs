// The public booking API under load on 127.0.0.1 (docs/decisions/0028-tests-on-both-databases.md).
// - ceiling: a bare Fastify route answering a constant, the most this machine serves per second;
// - estimate-price: 50 connections for 10 s, throughput and p99 latency;
// - checkout: 50 connections for 10 s of customers all wanting the same van at the same time
//   (most are refused VEHICLE_FULL), throughput, p99, and the proof that exactly `numberOwned` won;
// - GET module: the widget's module document (GET /api/booking/{id}), 50 connections, throughput and p99.
// The team's goals (estimate ≥ 20 % of the ceiling with p99 ≤ 50 ms, GET module ≥ 40 % with p99
// ≤ 25 ms) are printed as goal rows: reported, not yet failing the run.
// The server runs in its own process (the compiled dist/node), on the embedded PGlite database by
// default or on PostgreSQL when BENCH_DATABASE_URL is set, with rate limits off.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { freePort, startBenchServer, startNodeProcess, stopProcess, waitForAnswer } from "./bench-server.mjs";

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

/** The server is compiled by tsc alone: the benchmark needs neither the widget nor the admin bundle. */
export function compileServer(root) {
  for (const [command, args] of [
    ["npx", ["lingui", "compile", "--strict", "--typescript"]],
    ["npx", ["tsc", "-p", "tsconfig.server.json"]],
  ]) {
    const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
    if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
  }
}

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Goals not enforced yet: a row shows whether it is met, a miss does not fail the bench. */
const GOALS = {
  estimateShareOfCeiling: 0.2,
  estimateP99Ms: 50,
  moduleShareOfCeiling: 0.4,
  moduleP99Ms: 25,
};

const percent = (share) => `${(share * 100).toFixed(1)} %`;

const summary = (result) => ({
  requestsPerSecond: Math.round(result.requests.average),
  p99Ms: result.latency.p99,
  statusCodes: Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]),
  ),
  errors: result.errors + result.timeouts,
});

const CEILING_SERVER = `
import Fastify from "fastify";
const app = Fastify();
app.get("/constant", async () => ({ success: true, data: 42 }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
`;

export default {
  name: "booking-api",
  async run({ root }) {
    compileServer(root);
    const ceilingDir = mkdtempSync(join(tmpdir(), "cb-ceiling-"));
    const ceilingPort = await freePort();
    const ceilingScript = join(ceilingDir, "ceiling.mjs");
    writeFileSync(ceilingScript, CEILING_SERVER);
    // The ceiling script imports fastify from the project's node_modules.
    symlinkSync(join(root, "node_modules"), join(ceilingDir, "node_modules"), "dir");

    const server = await startBenchServer(root);
    const { base } = server;
    const ceiling = startNodeProcess(root, ceilingScript, { PORT: String(ceilingPort) });
    try {
      await waitForAnswer(`http://127.0.0.1:${ceilingPort}/constant`, ceiling);

      const module = (await (await fetch(`${base}/api/booking/demomodule`)).json()).data;
      const van = module.vehicles.find((v) => v.name === "Van");
      const fieldId = (kind) => module.fields.find((f) => f.kind === kind).id;
      // The places as the widget gets them: signed references from the address search, once.
      const placeRef = async (query) =>
        (await (await fetch(`${base}/api/geo/demomodule/places?q=${query}&lang=fr`)).json()).data.places[0]
          .ref;
      const trip = {
        startingPlace: await placeRef("Nice"),
        arrivalPlace: await placeRef("Cannes"),
        distanceKm: 33,
        durationMinutes: 40,
        pickUpTime: "2027-03-10T10:00",
        options: [{ id: module.options[0].id, quantity: 1 }],
        discountCode: "WELCOME10",
      };
      const checkout = {
        ...trip,
        vehicleId: van.id,
        discountCode: undefined,
        paymentMode: "DRIVER",
        consent: true,
        fields: [
          { id: fieldId("firstName"), value: "Bench" },
          { id: fieldId("lastName"), value: "Customer" },
          { id: fieldId("email"), value: "bench@example.com" },
          { id: fieldId("phone"), value: "+33 6 00 00 00 00" },
        ],
      };
      const json = { method: "POST", headers: { "content-type": "application/json" } };

      const ceilingResult = summary(await load({ url: `http://127.0.0.1:${ceilingPort}/constant` }));
      const estimateResult = summary(
        await load({
          url: `${base}/api/module/demomodule/estimate-price`,
          ...json,
          body: JSON.stringify(trip),
        }),
      );
      const moduleResult = summary(await load({ url: `${base}/api/booking/demomodule` }));
      const checkoutResult = summary(
        await load({
          url: `${base}/api/booking/demomodule/checkout`,
          ...json,
          body: JSON.stringify(checkout),
        }),
      );
      const booked = checkoutResult.statusCodes["200"] ?? 0;
      const failures = [];
      // The van is owned once: whatever the load, one customer gets it and everyone else is told.
      if (booked !== 1)
        failures.push(`booking-api: ${booked} checkouts of the one van succeeded (expected 1)`);
      if (estimateResult.errors > 0) failures.push(`booking-api: ${estimateResult.errors} estimate errors`);
      const other = Object.keys(estimateResult.statusCodes).filter((code) => code !== "200");
      if (other.length) failures.push(`booking-api: estimate answered ${other.join(", ")}`);

      for (const [name, result] of [["GET module", moduleResult]]) {
        if (result.errors > 0) failures.push(`booking-api: ${result.errors} ${name} errors`);
        const codes = Object.keys(result.statusCodes).filter((code) => code !== "200");
        if (codes.length) failures.push(`booking-api: ${name} answered ${codes.join(", ")}`);
      }
      const share = (result) => result.requestsPerSecond / Math.max(1, ceilingResult.requestsPerSecond);
      const goal = (text) => `goal ${text} (not enforced)`;

      const rows = [
        ["ceiling: bare Fastify route (req/s)", ceilingResult.requestsPerSecond],
        ["ceiling p99 (ms)", ceilingResult.p99Ms],
        ["estimate-price (req/s)", estimateResult.requestsPerSecond],
        ["estimate-price p99 (ms)", estimateResult.p99Ms],
        [
          "estimate-price / ceiling",
          percent(share(estimateResult)),
          goal(`≥ ${percent(GOALS.estimateShareOfCeiling)}`),
          share(estimateResult) < GOALS.estimateShareOfCeiling,
        ],
        [
          "estimate-price p99 goal (ms)",
          estimateResult.p99Ms,
          goal(`≤ ${GOALS.estimateP99Ms}`),
          estimateResult.p99Ms > GOALS.estimateP99Ms,
        ],
        ["GET module (req/s)", moduleResult.requestsPerSecond],
        ["GET module p99 (ms)", moduleResult.p99Ms],
        [
          "GET module / ceiling",
          percent(share(moduleResult)),
          goal(`≥ ${percent(GOALS.moduleShareOfCeiling)}`),
          share(moduleResult) < GOALS.moduleShareOfCeiling,
        ],
        [
          "GET module p99 goal (ms)",
          moduleResult.p99Ms,
          goal(`≤ ${GOALS.moduleP99Ms}`),
          moduleResult.p99Ms > GOALS.moduleP99Ms,
        ],
        ["checkout, one van, 50 customers (req/s)", checkoutResult.requestsPerSecond],
        ["checkout p99 (ms)", checkoutResult.p99Ms],
        ["checkout successes / refusals", `${booked} / ${checkoutResult.statusCodes["409"] ?? 0}`],
      ];
      return {
        results: {
          database: process.env.BENCH_DATABASE_URL ? "postgresql" : "pglite",
          connections: CONNECTIONS,
          durationSeconds: DURATION_S,
          ceiling: ceilingResult,
          estimate: estimateResult,
          module: moduleResult,
          checkout: checkoutResult,
        },
        rows,
        failures,
      };
    } finally {
      await Promise.all([server.stop(), stopProcess(ceiling)]);
      rmSync(ceilingDir, { recursive: true, force: true });
    }
  },
};
