// The fault suite (`npm run test:faults`; FAULTS_SHORT=1 is the short form `npm test` runs):
// two instances of the built server on one PostgreSQL this file controls, under bounded load on
// 127.0.0.1. Each scenario prints acknowledged bookings, lost, duplicated, 5xx outside the
// outage window, duplicated mails and recovery seconds, and fails unless lost, duplicated and
// duplicated mails are 0 and recovery takes at most 5 s.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeSmtpServer, startFakeSmtpServer } from "../fixtures/fake-smtp-server.js";
import { startPostgres, type TestPostgres } from "../setup/postgres.js";
import { type Instance, sleep, startInstance, stopInstance } from "./instances.js";
import {
  book,
  type Counts,
  countBookings,
  demoFields,
  failuresOutside,
  postCheckout,
  printCounts,
  query,
  runLoad,
  tripBody,
} from "./load.js";

const SHORT = process.env.FAULTS_SHORT === "1";
const LOAD = SHORT ? { trips: 24, concurrency: 6 } : { trips: 80, concurrency: 10 };
const RECOVERY_LIMIT_S = 5;

let postgres: TestPostgres;
let smtp: FakeSmtpServer;
let fields: Record<string, number>;
const instances: Instance[] = [];

const start = (name: string, seed = false) =>
  startInstance(name, { databaseUrl: postgres.url, smtpUrl: smtp.url, seed });

beforeAll(async () => {
  postgres = await startPostgres();
  smtp = await startFakeSmtpServer();
  // The first migrates and seeds the demo; the second finds it.
  instances.push(await start("a", true));
  instances.push(await start("b"));
  fields = await demoFields(instances[0]!.base);
}, 120_000);

afterAll(async () => {
  await Promise.all(instances.map(stopInstance));
  await smtp?.close();
  await postgres?.stop();
}, 60_000);

/**
 * Waits until the outbox has sent everything it can (rows leased by a killed instance wait for
 * their lease, 5 minutes: counted as pending), then counts copies by Message-ID.
 */
async function duplicatedMails(): Promise<number> {
  const deadline = Date.now() + 30_000;
  const unsent = (extra: string) =>
    query<{ n: number }>(
      postgres.url,
      `SELECT count(*)::int AS n FROM mail_outbox WHERE sent_at IS NULL AND attempts < 10 ${extra}`,
    ).then((rows) => rows[0]?.n ?? 0);
  while (Date.now() < deadline) {
    if ((await unsent("AND (claimed_until IS NULL OR claimed_until < now())")) === 0) break;
    await sleep(250);
  }
  const ids = smtp.received.map((mail) => mail.messageId);
  console.log(
    `[faults] mails received so far: ${ids.length}, distinct Message-IDs: ${new Set(ids).size}, pending (leased): ${await unsent("")}`,
  );
  return ids.length - new Set(ids).size;
}

/** Round robin over the live instances. */
const live = (index: number, attempt: number) => {
  const up = instances.filter((instance) => instance.alive());
  return up[(index + attempt) % up.length];
};

function expectSound(counts: Counts) {
  expect(counts.lost).toBe(0);
  expect(counts.duplicated).toBe(0);
  expect(counts.duplicatedMails).toBe(0);
  expect(counts.unanswered).toBe(0);
  expect(counts.recoverySeconds).toBeLessThanOrEqual(RECOVERY_LIMIT_S);
}

describe("fault suite", () => {
  it("one Idempotency-Key, concurrent and repeated, on two instances and across a restart: one booking", async () => {
    const month = 3;
    const body = tripBody(fields, month, 0);
    const key = randomUUID();
    const concurrent = await Promise.all(
      Array.from({ length: 10 }, (_, i) => book(0, body, () => instances[i % 2], Date.now() + 20_000, key)),
    );
    const repeated = [];
    for (let i = 0; i < 5; i++)
      repeated.push(await book(0, body, () => instances[i % 2], Date.now() + 20_000, key));
    // A restart of one instance: the key lives in the database, not in a process.
    await stopInstance(instances[0]!);
    instances[0] = await start("a");
    const afterRestart = await book(0, body, () => instances[0], Date.now() + 20_000, key);
    const outcomes = [...concurrent, ...repeated, afterRestart];
    const numbers = new Set(outcomes.map((outcome) => outcome.number));
    const reused = await postCheckout(instances[1]!, tripBody(fields, month, 1), key);
    const db = await countBookings(postgres.url, month, outcomes.slice(0, 1));
    const counts: Counts = {
      ...db,
      fiveXxOutsideOutage: failuresOutside(outcomes, 0, 0),
      duplicatedMails: await duplicatedMails(),
      recoverySeconds: 0,
    };
    printCounts("one key", counts, { requests: outcomes.length, distinctAnswers: numbers.size });
    expectSound(counts);
    expect(numbers.size).toBe(1);
    expect([...numbers][0]).toBeTypeOf("number");
    expect(reused.status).toBe(422);
    expect(reused.json?.data).toBe("IDEMPOTENCY_KEY_REUSED");
  }, 120_000);

  it("PostgreSQL stopped and restarted under load: 503 meanwhile, every instance serves again within 5 s", async () => {
    const month = 4;
    const outageMs = SHORT ? 2000 : 5000;
    const loading = runLoad({
      count: LOAD.trips,
      concurrency: LOAD.concurrency,
      body: (index) => tripBody(fields, month, index),
      pick: live,
      deadline: Date.now() + 90_000,
      pauseMs: 50,
    });
    await sleep(SHORT ? 600 : 1500);
    const outageStart = Date.now();
    await postgres.pause("fast");
    await sleep(outageMs);
    // During the outage: health says why, the processes live on.
    const health = await fetch(`${instances[0]!.base}/api/health`);
    const healthBody = await health.json();
    await postgres.resume();
    const resumed = Date.now();
    // Recovery: until every instance's health answers 200 again.
    const recovered = await Promise.all(
      instances.map(async (instance) => {
        while (Date.now() - resumed < 30_000) {
          const status = await fetch(`${instance.base}/api/health`).then(
            (response) => response.status,
            () => 0,
          );
          if (status === 200) return Date.now();
          await sleep(100);
        }
        return Number.POSITIVE_INFINITY;
      }),
    );
    const outcomes = await loading;
    const recoverySeconds = (Math.max(...recovered) - resumed) / 1000;
    const db = await countBookings(postgres.url, month, outcomes);
    const counts: Counts = {
      ...db,
      fiveXxOutsideOutage: failuresOutside(outcomes, outageStart, resumed + RECOVERY_LIMIT_S * 1000),
      duplicatedMails: await duplicatedMails(),
      recoverySeconds,
    };
    const during = outcomes.flatMap((o) => o.attempts).filter((a) => a.at >= outageStart && a.at <= resumed);
    printCounts("postgres restart", counts, {
      answersDuringOutage: during.length,
      "503DuringOutage": during.filter((a) => a.status === 503).length,
      health: `${health.status}/${healthBody.data}`,
      instancesAlive: instances.filter((instance) => instance.alive()).length,
    });
    expect(health.status).toBe(503);
    expect(healthBody.data).toBe("DATABASE_UNAVAILABLE");
    expect(instances.every((instance) => instance.alive())).toBe(true);
    expect(counts.fiveXxOutsideOutage).toBe(0);
    expectSound(counts);
  }, 180_000);

  it("kill -9 of an instance mid-checkout: nothing acknowledged is lost, retries book nothing twice", async () => {
    const month = 5;
    const loading = runLoad({
      count: LOAD.trips,
      concurrency: LOAD.concurrency,
      body: (index) => tripBody(fields, month, index),
      pick: live,
      deadline: Date.now() + 60_000,
    });
    await sleep(SHORT ? 400 : 1000);
    const victim = instances[0]!;
    const killedAt = Date.now();
    victim.child.kill("SIGKILL");
    await victim.exited;
    const outcomes = await loading;
    // Recovery: from the kill to the first success of a request that had failed on the victim.
    const retried = outcomes.filter((o) =>
      o.attempts.some((a) => a.instance === victim.name && a.status === 0),
    );
    const recoveredAt = retried.filter((o) => o.number !== undefined).map((o) => o.attempts.at(-1)!.at);
    const firstRecovered = recoveredAt.length ? Math.min(...recoveredAt) : killedAt;
    const db = await countBookings(postgres.url, month, outcomes);
    const counts: Counts = {
      ...db,
      fiveXxOutsideOutage: outcomes.flatMap((o) => o.attempts).filter((a) => a.status >= 500).length,
      duplicatedMails: await duplicatedMails(),
      recoverySeconds: retried.length ? (firstRecovered - killedAt) / 1000 : 0,
    };
    printCounts("kill -9", counts, { cutOnTheVictim: retried.length });
    expectSound(counts);
    // Back to two instances for the next scenario.
    instances[0] = await start("a");
  }, 180_000);

  it("SIGTERM under load on an instance started a moment ago: requests in flight complete, exit 0", async () => {
    const month = 6;
    // Its shutdown is logged (info), shown when it does not exit 0.
    const fresh = await startInstance("c", {
      databaseUrl: postgres.url,
      smtpUrl: smtp.url,
      seed: false,
      extra: { LOG_LEVEL: "info" },
    });
    const inFlight = SHORT ? 16 : 32;
    let sigterm = 0;
    // Readiness first: shortly after the signal the health check answers 503 while requests still complete.
    const health = sleep(250).then(() =>
      fetch(`${fresh.base}/api/health`).then(
        async (response) => `${response.status}/${(await response.json()).data}`,
        () => "no answer",
      ),
    );
    const outcomes = await Promise.all(
      Array.from({ length: inFlight }, async (_, index) => {
        if (index === 0) {
          // SIGTERM while the others are on their way.
          setTimeout(() => {
            sigterm = Date.now();
            fresh.child.kill("SIGTERM");
          }, 30);
        }
        // First attempt on the stopping instance; retries (same key) on the others.
        return book(
          index,
          tripBody(fields, month, index),
          (attempt) => (attempt === 0 ? fresh : instances[attempt % 2]),
          Date.now() + 30_000,
        );
      }),
    );
    const code = await Promise.race([fresh.exited, sleep(15_000).then(() => "timeout" as const)]);
    const exitedAfterMs = Date.now() - sigterm;
    const firstAttempts = outcomes.map((o) => o.attempts[0]!);
    const resets = firstAttempts.filter((a) => a.status === 0).length;
    const db = await countBookings(postgres.url, month, outcomes);
    const counts: Counts = {
      ...db,
      fiveXxOutsideOutage: firstAttempts.filter((a) => a.status >= 500 && a.status !== 503).length,
      duplicatedMails: await duplicatedMails(),
      recoverySeconds: 0,
    };
    printCounts("SIGTERM", counts, {
      inFlight,
      servedByStopping: firstAttempts.filter((a) => a.status === 200).length,
      answered503: firstAttempts.filter((a) => a.status === 503).length,
      resets,
      healthAfterSignal: await health,
      exitCode: code,
      exitedWithinMs: exitedAfterMs,
    });
    if (code !== 0) console.log(`[faults] the stopping instance's last words:\n${fresh.stderrTail()}`);
    expectSound(counts);
    expect(resets).toBe(0);
    expect(code).toBe(0);
    expect(await health).toBe("503/SHUTTING_DOWN");
  }, 120_000);
});
