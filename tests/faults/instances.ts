// App instances for the fault suite: the built server (dist/) as child processes on 127.0.0.1,
// each on a free port, so they can be killed with -9 or SIGTERM like a real deployment.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TEST_PLACE_SECRET } from "../setup/place-secret.js";

export const ROOT = join(import.meta.dirname, "..", "..");

export interface Instance {
  name: string;
  base: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** The last lines the server wrote (diagnostics of a failure). */
  stderrTail(): string;
  alive(): boolean;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts dist/node/src/server/main.js; resolves once /api/health answers 200. */
export async function startInstance(
  name: string,
  env: { databaseUrl: string; smtpUrl: string; seed: boolean; extra?: Record<string, string> },
): Promise<Instance> {
  const dataDir = mkdtempSync(join(tmpdir(), "cb-faults-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["dist/node/src/server/main.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: env.databaseUrl,
      SMTP_URL: env.smtpUrl,
      SEED_DEMO: env.seed ? "true" : "false",
      DEMO_PASSWORD: "correct horse battery",
      JWT_SECRET: "f".repeat(48),
      // The fixtures' secret: the checkouts of load.ts name places signed as the test apps sign them.
      PLACE_SECRET: TEST_PLACE_SECRET,
      LOG_LEVEL: "warn",
      PUBLIC_RATE_LIMIT: "0",
      ...env.extra,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let tail = "";
  // The log (stdout) and errors (stderr), the last few kilobytes only.
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-6000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  void exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
  const instance: Instance = {
    name,
    base,
    child,
    exited,
    stderrTail: () => tail,
    alive: () => child.exitCode === null && child.signalCode === null,
  };
  await waitUntilReady(instance, "/api/health", 60_000);
  return instance;
}

/**
 * Waits until the instance answers 200 at `path`; an instance that exits first, or does not
 * answer within `ms`, is killed and its last log lines are thrown.
 */
export async function waitUntilReady(instance: Instance, path: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!instance.alive())
      throw new Error(`${instance.name} exited during its start:\n${instance.stderrTail()}`);
    const status = await fetch(`${instance.base}${path}`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(200);
  }
  instance.child.kill("SIGKILL");
  throw new Error(`${instance.name} did not answer ${path} within ${ms / 1000} s:\n${instance.stderrTail()}`);
}

/** Ends an instance (SIGKILL after 15 s) and waits for it. */
export async function stopInstance(instance: Instance): Promise<void> {
  if (!instance.alive()) return;
  instance.child.kill("SIGTERM");
  const timer = setTimeout(() => instance.child.kill("SIGKILL"), 15_000);
  await instance.exited;
  clearTimeout(timer);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
