import { existsSync } from "node:fs";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { startPostgres } from "./postgres.js";

async function query<Row>(url: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Row[];
  } finally {
    await client.end();
  }
}

describe("throwaway PostgreSQL for the api-postgres project", () => {
  it("answers on the URL the global setup provided", async () => {
    const rows = await query<{ version: string }>(inject("postgresUrl"), "SELECT version()");
    expect(rows[0]?.version).toMatch(/^PostgreSQL \d+/);
  });

  it("accepts the connections a concurrency test opens", async () => {
    const rows = await query<{ max: string }>(
      inject("postgresUrl"),
      "SELECT current_setting('max_connections') AS max",
    );
    expect(Number(rows[0]?.max)).toBeGreaterThanOrEqual(100);
  });

  it("starts a second cluster and removes it completely on stop", async () => {
    // With TEST_DATABASE_URL set, startPostgres reuses that server: nothing of ours to remove.
    if (process.env.TEST_DATABASE_URL ?? process.env.TEST_POSTGRES_URL) return;
    const server = await startPostgres();
    const url = new URL(server.url);
    expect(url.hostname).toBe("127.0.0.1");
    const rows = await query<{ one: number }>(server.url, "SELECT 1 AS one");
    expect(rows[0]?.one).toBe(1);
    const dataDir = await query<{ data_directory: string }>(server.url, "SHOW data_directory");
    await server.stop();
    expect(existsSync(dataDir[0]?.data_directory ?? "")).toBe(false);
    await expect(query(server.url, "SELECT 1")).rejects.toThrow();
  }, 60_000);
});
