import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres, type TestPostgres } from "../../../tests/setup/postgres.js";
import { listenOnPostgres } from "./pg-listener.js";

// A LISTEN connection through a database outage, on a PostgreSQL cluster of its own (stopped and
// started again by the test). Found by the fault suite: every failed reconnect used to start two
// retries, so one outage left dozens of connections once the server was back.
const TIMEOUT = 90_000;

async function listenConnections(url: string, channel: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      "SELECT count(*) FROM pg_stat_activity WHERE query = $1",
      [`LISTEN "${channel}"`],
    );
    return Number(rows[0]?.count);
  } finally {
    await client.end();
  }
}

async function until(check: () => Promise<boolean>, limitMs: number): Promise<boolean> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

const skip = process.env.TEST_DATABASE_URL !== undefined || process.env.TEST_POSTGRES_URL !== undefined;

describe.skipIf(skip)("LISTEN through a PostgreSQL outage", () => {
  let postgres: TestPostgres;
  beforeAll(async () => {
    postgres = await startPostgres();
  }, TIMEOUT);
  afterAll(async () => {
    await postgres?.stop();
  });

  it(
    "comes back with exactly one connection, says it may have missed notifications, and hears again",
    async () => {
      const heard: string[] = [];
      let reconnects = 0;
      const stop = await listenOnPostgres(
        postgres.url,
        "outage_channel",
        (payload) => heard.push(payload),
        () => reconnects++,
      );
      try {
        expect(await listenConnections(postgres.url, "outage_channel")).toBe(1);
        await postgres.pause("fast");
        // Several failed attempts (one every 500 ms) while the server is down.
        await new Promise((resolve) => setTimeout(resolve, 2500));
        await postgres.resume();
        expect(await until(async () => reconnects > 0, 20_000)).toBe(true);
        // Any extra retry still under way would connect within a few more attempts.
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect(await listenConnections(postgres.url, "outage_channel")).toBe(1);
        expect(reconnects).toBe(1);

        const client = new pg.Client({ connectionString: postgres.url });
        await client.connect();
        await client.query("SELECT pg_notify('outage_channel', 'after the outage')");
        await client.end();
        expect(await until(async () => heard.includes("after the outage"), 5000)).toBe(true);
      } finally {
        await stop();
      }
      expect(
        await until(async () => (await listenConnections(postgres.url, "outage_channel")) === 0, 5000),
      ).toBe(true);
    },
    TIMEOUT,
  );
});
