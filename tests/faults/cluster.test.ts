// Two release instances behind nginx on one PostgreSQL, under steady booking load: one instance
// gets SIGTERM and is started again, then the other is killed with -9 and started again. No GET
// may fail, every checkout (with its Idempotency-Key, retried like the widget) books exactly
// once, and readiness answers 503 from the signal on. Prints the figures.
import { spawn, spawnSync } from "node:child_process";
import { chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { openDatabase } from "../../src/server/db/database.js";
import { seedDemo } from "../../src/server/demo/seed-demo.js";
import { startPostgres, type TestPostgres } from "../setup/postgres.js";
import { type Instance, sleep, stopInstance } from "./instances.js";
import { countBookings, demoFields, printCounts, runLoad, tripBody } from "./load.js";
import {
  type BuiltRelease,
  buildRelease,
  freePort,
  type ReleaseInstance,
  RUN_AS,
  releaseDirectories,
  startReleaseInstance,
} from "./release-instances.js";

const SHORT = process.env.FAULTS_SHORT === "1";
const LOAD = SHORT ? { trips: 30, concurrency: 4 } : { trips: 80, concurrency: 8 };
const NGINX = "/usr/sbin/nginx";

let postgres: TestPostgres;
let built: BuiltRelease;
let nginxDir: string;
let nginx: ReturnType<typeof spawn> | undefined;
let proxy: Instance;
const instances: ReleaseInstance[] = [];

function nginxConfig(dir: string, listen: number, upstreams: number[]): string {
  const servers = upstreams.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join(" ");
  return `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream app { ${servers} keepalive 16; }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Request-Id $request_id;
      # A stopping or killed instance: the request goes to the other one. Checkouts too, as the
      # Idempotency-Key makes a second delivery answer the first one's booking.
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
      proxy_next_upstream_tries 3;
    }
  }
}
`;
}

beforeAll(async () => {
  postgres = await startPostgres();
  built = buildRelease();
  for (const name of ["a", "b"]) {
    const dirs = releaseDirectories();
    instances.push(
      await startReleaseInstance(name, {
        release: built.release,
        databaseUrl: postgres.url,
        dirs,
        extra: { SHUTDOWN_DELAY_MS: "1500" },
      }),
    );
  }
  const database = await openDatabase({ url: postgres.url, pgliteDir: "" });
  await seedDemo(database, "cluster test password");
  await database.close();

  nginxDir = mkdtempSync("/tmp/cb-nginx-");
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(nginxDir, sub));
  spawnSync("chown", ["-R", `${RUN_AS.uid}:${RUN_AS.gid}`, nginxDir]);
  chownSync(nginxDir, RUN_AS.uid, RUN_AS.gid);
  const port = await freePort();
  writeFileSync(
    join(nginxDir, "nginx.conf"),
    nginxConfig(
      nginxDir,
      port,
      instances.map((i) => i.port),
    ),
  );
  // Unprivileged, with its own configuration and prefix.
  nginx = spawn(
    "setpriv",
    [
      "--reuid",
      String(RUN_AS.uid),
      "--regid",
      String(RUN_AS.gid),
      "--clear-groups",
      NGINX,
      "-p",
      nginxDir,
      "-c",
      join(nginxDir, "nginx.conf"),
    ],
    { stdio: "ignore" },
  );
  const base = `http://127.0.0.1:${port}`;
  proxy = {
    name: "nginx",
    base,
    child: nginx,
    exited: Promise.resolve(null),
    stderrTail: () => "",
    alive: () => true,
  };
  for (let attempt = 0; attempt < 100; attempt++) {
    const status = await fetch(`${base}/api/health/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(100);
  }
  throw new Error("nginx did not answer");
}, 900_000);

afterAll(async () => {
  nginx?.kill("SIGTERM");
  await Promise.all(instances.map(stopInstance));
  await postgres?.stop();
  if (built) rmSync(built.dir, { recursive: true, force: true });
  if (nginxDir) rmSync(nginxDir, { recursive: true, force: true });
}, 60_000);

const ready = (instance: ReleaseInstance) =>
  fetch(`${instance.base}/api/health/ready`).then(
    async (r) => `${r.status} ${r.status === 200 ? "" : (await r.json()).data}`.trim(),
    () => "no answer",
  );

/** Restarts an instance on its port and DATA_DIR, as a supervisor would. */
async function restart(index: number): Promise<void> {
  const old = instances[index]!;
  instances[index] = await startReleaseInstance(old.name, {
    release: built.release,
    databaseUrl: postgres.url,
    port: old.port,
    dirs: { dataDir: old.dataDir, cwd: join(old.dataDir, "..", "elsewhere") },
    extra: { SHUTDOWN_DELAY_MS: "1500" },
  });
}

it("serves through SIGTERM, kill -9 and restarts: no failed GET, no lost or duplicated booking", async () => {
  const fields = await demoFields(proxy.base);
  const deadline = Date.now() + 150_000;
  let loading = true;
  const gets = { sent: 0, failed: 0, statuses: {} as Record<number, number> };
  const reader = async () => {
    while (loading) {
      const status = await fetch(`${proxy.base}/api/booking/demomodule`).then(
        (r) => r.status,
        () => 0,
      );
      gets.sent++;
      if (status !== 200) {
        gets.failed++;
        gets.statuses[status] = (gets.statuses[status] ?? 0) + 1;
      }
      await sleep(20);
    }
  };
  const readers = Promise.all([reader(), reader()]);
  // One phase of checkouts across each fault, in a month of its own; `settled` tells whether the
  // fault really struck while checkouts were still being sent. Each fault strikes once a quarter
  // of its phase is answered, however fast the machine answers.
  const phase = (month: number) => {
    const state = { settled: false };
    const progress = { done: 0 };
    const outcomes = runLoad({
      count: LOAD.trips,
      concurrency: LOAD.concurrency,
      body: (index) => tripBody(fields, month, index),
      pick: () => proxy,
      deadline,
      pauseMs: 150,
      progress,
    }).finally(() => {
      state.settled = true;
    });
    const quarterAnswered = () =>
      vi.waitUntil(() => progress.done >= LOAD.trips / 4 || state.settled, { timeout: 60_000, interval: 10 });
    return { state, outcomes, quarterAnswered };
  };
  const first = phase(9);

  await first.quarterAnswered();
  const [a, b] = instances as [ReleaseInstance, ReleaseInstance];
  const sigtermUnderLoad = !first.state.settled;
  a.child.kill("SIGTERM");
  await sleep(300);
  const readinessAfterSigterm = await ready(a);
  const sigtermExit = await a.exited;
  await restart(0);
  const readinessAfterRestart = await ready(instances[0]!);
  // As a rolling restart would: the proxy takes the restarted instance back once its fail_timeout
  // (2 s) has passed, before the other one goes down.
  await sleep(3000);
  const second = phase(10);
  await second.quarterAnswered();
  const killUnderLoad = !second.state.settled;
  b.child.kill("SIGKILL");
  await b.exited;
  await restart(1);

  const firstOutcomes = await first.outcomes;
  const secondOutcomes = await second.outcomes;
  loading = false;
  await readers;
  const firstCounts = await countBookings(postgres.url, 9, firstOutcomes);
  const secondCounts = await countBookings(postgres.url, 10, secondOutcomes);
  const counts = {
    acknowledged: firstCounts.acknowledged + secondCounts.acknowledged,
    lost: firstCounts.lost + secondCounts.lost,
    duplicated: firstCounts.duplicated + secondCounts.duplicated,
    unanswered: firstCounts.unanswered + secondCounts.unanswered,
  };
  const outcomes = [...firstOutcomes, ...secondOutcomes];
  const retried = outcomes.filter((outcome) => outcome.attempts.length > 1).length;
  printCounts(
    "cluster",
    { ...counts, fiveXxOutsideOutage: 0, duplicatedMails: 0, recoverySeconds: 0 },
    {
      getsSent: gets.sent,
      getsFailed: gets.failed,
      getsFailedByStatus: JSON.stringify(gets.statuses),
      sigtermUnderLoad,
      killUnderLoad,
      checkoutsRetried: retried,
      refused: outcomes.filter((outcome) => outcome.refused).length,
      readinessAfterSigterm: JSON.stringify(readinessAfterSigterm),
      sigtermExit,
      readinessAfterRestart: JSON.stringify(readinessAfterRestart),
    },
  );

  expect(gets.failed).toBe(0);
  expect(gets.sent).toBeGreaterThan(0);
  expect(counts.lost).toBe(0);
  expect(counts.duplicated).toBe(0);
  expect(counts.unanswered).toBe(0);
  expect(outcomes.filter((outcome) => outcome.refused)).toEqual([]);
  expect(counts.acknowledged).toBe(2 * LOAD.trips);
  expect(sigtermUnderLoad).toBe(true);
  expect(killUnderLoad).toBe(true);
  expect(readinessAfterSigterm).toBe("503 SHUTTING_DOWN");
  expect(sigtermExit).toBe(0);
  expect(readinessAfterRestart).toBe("200");
}, 400_000);
