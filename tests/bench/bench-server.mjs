// The compiled server in its own process for the benchmarks: a fresh data directory, the demo
// seeded, rate limits off; on the embedded PGlite, or PostgreSQL when BENCH_DATABASE_URL is set.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * How long a server may take to answer its first request: a loaded or slow machine starts the
 * server (and seeds the demo) in minutes, not seconds, and the bench must not fail on it.
 */
const START_TIMEOUT_MS = Number(process.env.BENCH_START_TIMEOUT_S ?? 300) * 1000;

export async function waitForAnswer(url, child) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer from ${url} within ${START_TIMEOUT_MS / 1000} s`);
}

export function startNodeProcess(root, script, env) {
  return spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

export function stopProcess(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", resolve);
    child.kill("SIGTERM");
  });
}

/**
 * Starts dist/node/src/server/main.js; resolves once /api/health answers. `prepare(dataDir)`
 * fills the database before the server opens it (then no demo is seeded by the server);
 * `databaseUrl` runs it on that PostgreSQL database instead of PGlite (default: BENCH_DATABASE_URL);
 * `env` adds to its environment.
 */
export async function startBenchServer(root, options = {}) {
  const databaseUrl = options.databaseUrl ?? process.env.BENCH_DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), "cb-bench-"));
  if (options.prepare) await options.prepare(dataDir);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = startNodeProcess(root, "dist/node/src/server/main.js", {
    NODE_ENV: "development",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    SEED_DEMO: options.prepare ? "false" : "true",
    // The benchmarks book the demo's catalogue by its English names (WELCOME10).
    DEMO_LANGUAGE: "en",
    LOG_LEVEL: "warn",
    PUBLIC_RATE_LIMIT: "0",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  try {
    await waitForAnswer(`${base}/api/health`, child);
  } catch (error) {
    // A server that never answered is stopped, not left behind.
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    base,
    dataDir,
    pid: child.pid,
    async stop() {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const CEILING_SERVER = `
import Fastify from "fastify";
const app = Fastify();
app.get("/constant", async () => ({ success: true, data: 42 }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
`;

/**
 * The ceiling: a bare Fastify route answering a constant in a process of its own, the most this
 * machine serves per second. Resolves to `{ url, stop() }` once it answers.
 */
export async function startCeiling(root) {
  const dir = mkdtempSync(join(tmpdir(), "cb-ceiling-"));
  const port = await freePort();
  const script = join(dir, "ceiling.mjs");
  writeFileSync(script, CEILING_SERVER);
  // The ceiling script imports fastify from the project's node_modules.
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  const child = startNodeProcess(root, script, { PORT: String(port) });
  const url = `http://127.0.0.1:${port}/constant`;
  const stop = async () => {
    await stopProcess(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForAnswer(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
