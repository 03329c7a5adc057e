// The SaaS-scale bench's measures (saas-scale.mjs runs them and holds the budgets): throughput on
// one module and across a sample of modules on two instances, the largest owner's list against its
// bare queries, another tenant's estimates during an export, and the snapshot cache warmed.
import { fork } from "node:child_process";
import { dirname, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import { bareListPageMs, openAsServer } from "./references.mjs";
import { bookingsOf, ownerEmail, SCALE_PASSWORD } from "./saas-seed.mjs";
import { dayAt } from "./slots.mjs";

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const PAGE_SIZE = 20;
const SEARCH = "Name42";
/** Another tenant's customers during the export: estimates a second, steady. */
const OTHER_TENANT_RATE = 50;
const here = dirname(fileURLToPath(import.meta.url));

/** autocannon in a process of its own for `duration` seconds (or until `stop()`). */
function loadInChild(options) {
  const child = fork(join(here, "load-in-child.mjs"), [JSON.stringify({ duration: DURATION_S, ...options })]);
  const done = new Promise((resolve, reject) => {
    child.once("message", (message) =>
      message.error ? reject(new Error(message.error)) : resolve(message.result),
    );
    child.once("exit", (code) => reject(new Error(`a load process exited with ${code}`)));
  });
  return {
    done,
    stop() {
      child.send("stop");
      return done;
    },
  };
}

/** The same load on both instances at once: the rate summed, the worse p99, failures counted. */
async function onBoth(servers, requests, { connections = 25, duration = DURATION_S } = {}) {
  const results = await Promise.all(
    servers.map((server) => loadInChild({ url: server.base, connections, duration, requests }).done),
  );
  return {
    requestsPerSecond: Math.round(results.reduce((sum, result) => sum + result.requests.average, 0)),
    p99Ms: Math.max(...results.map((result) => result.latency.p99)),
    failed: results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0),
    statusCodes: results.map((result) =>
      Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]),
      ),
    ),
  };
}

/** A fixed pseudo-random sample (the same modules on every run of a scale). */
export function sample(items, count) {
  let state = 42;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, count);
}

/** Module ids by owner index (owner0 holds the most bookings). */
export async function moduleIdsByOwner(root, databaseUrl, scale) {
  const database = await openAsServer(root, { databaseUrl, pgliteDir: "" });
  try {
    const { rows } = await sql`SELECT o.email, m.id FROM modules m JOIN owners o ON o.id = m.owner_id
      WHERE o.email LIKE '%@scale.example'`.execute(database.db);
    const byEmail = new Map(rows.map((row) => [row.email, row.id]));
    return Array.from({ length: scale.modules }, (_, index) => byEmail.get(ownerEmail(index)));
  } finally {
    await database.close();
  }
}

/** Each sampled module's estimate request, with places signed for it as the widget gets them. */
async function estimateRequests(base, moduleIds) {
  const pickUpTime = dayAt(new Date(), "Europe/Paris", 7, 10);
  const placeRef = async (moduleId, query) =>
    (await (await fetch(`${base}/api/geo/${moduleId}/places?q=${query}&lang=fr`)).json()).data.places[0].ref;
  const requests = [];
  for (const moduleId of moduleIds) {
    const body = {
      startingPlace: await placeRef(moduleId, "Nice"),
      arrivalPlace: await placeRef(moduleId, "Cannes"),
      distanceKm: 33,
      durationMinutes: 40,
      pickUpTime,
    };
    requests.push({
      method: "POST",
      path: `/api/module/${moduleId}/estimate-price`,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  }
  return requests;
}

/** GET every module's document on a server, `concurrency` at a time (builds its snapshot). */
export async function warm(base, moduleIds, concurrency = 8) {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < moduleIds.length) {
      const response = await fetch(`${base}/api/booking/${moduleIds[next++]}`);
      if (!response.ok) failed++;
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failed;
}

/** Estimate and GET module: one module, then the sample, on both instances. */
export async function throughput(servers, ceilingUrl, sampled) {
  const estimates = await estimateRequests(servers[0].base, sampled);
  const documents = sampled.map((moduleId) => ({ method: "GET", path: `/api/booking/${moduleId}` }));
  for (const server of servers) await warm(server.base, sampled);
  // Both routes' code optimised by the JIT before either is measured: without it the first
  // measure (one module) ran at 0.4× the second on a loaded machine.
  await onBoth(servers, estimates, { duration: 3 });
  await onBoth(servers, documents, { duration: 3 });
  const ceiling = (await loadInChild({ url: ceilingUrl, connections: 50 }).done).requests.average;
  return {
    ceilingPerSecond: Math.round(ceiling),
    ...(await alternating(servers, "estimate", estimates)),
    ...(await alternating(servers, "module", documents)),
    estimates,
  };
}

/**
 * One module and the sample in turns, twice each for half the time (one, many, one, many): a
 * drift of the machine's speed during the measure weighs on both sides alike.
 */
async function alternating(servers, name, requests) {
  const half = { duration: Math.max(1, Math.round(DURATION_S / 2)) };
  const runs = [];
  for (let turn = 0; turn < 4; turn++) {
    runs.push(await onBoth(servers, turn % 2 === 0 ? requests.slice(0, 1) : requests, half));
  }
  const pair = (first, second) => ({
    requestsPerSecond: Math.round((first.requestsPerSecond + second.requestsPerSecond) / 2),
    p99Ms: Math.max(first.p99Ms, second.p99Ms),
    failed: first.failed + second.failed,
    statusCodes: [...first.statusCodes, ...second.statusCodes],
  });
  return { [`${name}One`]: pair(runs[0], runs[2]), [`${name}Many`]: pair(runs[1], runs[3]) };
}

/** The median of three of each: the page's request and, just before it, its bare queries. */
export async function listOfLargest(root, databaseUrl, server, moduleId, scale) {
  const signIn = await fetch(`${server.base}/api/auth/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: ownerEmail(0), password: SCALE_PASSWORD }),
  });
  const token = (await signIn.json()).data.accessToken;
  const get = (path) => fetch(`${server.base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const live = await openAsServer(root, { databaseUrl, pgliteDir: "" });
  try {
    const lastPage = Math.ceil(bookingsOf(scale, 0) / PAGE_SIZE);
    const measured = async (page, q) => {
      const runs = [];
      for (let i = 0; i < 3; i++) {
        const bareMs = await bareListPageMs(root, live, moduleId, { page, pageSize: PAGE_SIZE, q });
        const started = performance.now();
        const response = await get(q ? `/api/admin/bookings?q=${q}` : `/api/admin/bookings?page=${page}`);
        if (!response.ok) throw new Error(`list page ${page}: ${response.status}`);
        await response.arrayBuffer();
        runs.push({ bareMs, ms: Math.round(performance.now() - started) });
      }
      const median = (key) => runs.map((run) => run[key]).sort((a, b) => a - b)[1];
      return { page: q ? `search ${q}` : page, ms: median("ms"), bareMs: median("bareMs") };
    };
    await get("/api/admin/bookings"); // warm-up
    return {
      token,
      pages: [await measured(1), await measured(Math.ceil(lastPage / 2)), await measured(lastPage)],
      search: await measured(1, SEARCH),
    };
  } finally {
    await live.close();
  }
}

/** Another tenant's estimates on one instance, without and then during an export on the other. */
export async function exportIsolation(servers, token, otherTenantRequest) {
  // A steady rate well under the instance's capacity: its p99 is a customer's wait, not a queue's.
  const load = () =>
    loadInChild({
      url: servers[1].base,
      connections: 10,
      overallRate: OTHER_TENANT_RATE,
      duration: 600,
      requests: [otherTenantRequest],
    });
  const idle = load();
  await sleep(4000);
  const withoutExport = await idle.stop();
  const busy = load();
  await sleep(500);
  const started = performance.now();
  const response = await fetch(`${servers[0].base}/api/admin/bookings/csv`, {
    headers: { authorization: `Bearer ${token}` },
  });
  let lines = 0;
  for await (const chunk of response.body) for (const byte of chunk) if (byte === 10) lines++;
  const exportMs = Math.round(performance.now() - started);
  const duringExport = await busy.stop();
  const failed = [withoutExport, duringExport].reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0);
  return {
    idleP99Ms: withoutExport.latency.p99,
    exportP99Ms: duringExport.latency.p99,
    exportMs,
    lines,
    failed,
  };
}
