// The release (`npm run release`) built into a temporary folder and started as a deployment would
// start it: `node server.js` as the unprivileged user nobody, from a directory of its own, with
// nothing but environment configuration. Used by the release test and the cluster test.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, chownSync, mkdirSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { TEST_PLACE_SECRET } from "../setup/place-secret.js";
import { type Instance, ROOT, waitUntilReady } from "./instances.js";

/** The unprivileged account the release runs as (the suite itself runs as root in CI). */
export const RUN_AS = { uid: 65534, gid: 65534 };

export interface BuiltRelease {
  /** The folder holding the release (`…/chauffeur-booking-x.y.z`) and the tarball. */
  dir: string;
  release: string;
  tarball: string;
  /** What `npm run release` printed about the sizes. */
  summary: string;
}

/** Runs the release script into a new temporary folder (world-readable, owned by root). */
export function buildRelease(): BuiltRelease {
  const dir = mkdtempSync("/tmp/cb-release-");
  chmodSync(dir, 0o755);
  const result = spawnSync(process.execPath, ["scripts/release.mjs", "--out", dir], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 900_000,
  });
  const summary = result.stdout.split("\n").find((line) => line.startsWith("[release]")) ?? "";
  const match = /^\[release\] (\S+): .*?, (\S+\.tar\.gz):/.exec(summary);
  if (result.status !== 0 || !match) {
    throw new Error(`npm run release failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return { dir, release: match[1]!, tarball: join(dir, match[2]!), summary };
}

export function freePort(): Promise<number> {
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

/** A DATA_DIR the unprivileged user owns (0700), and an empty directory of root's to start from. */
export function releaseDirectories(): { dataDir: string; cwd: string } {
  const base = mkdtempSync("/tmp/cb-release-run-");
  chmodSync(base, 0o755);
  const dataDir = join(base, "data");
  const cwd = join(base, "elsewhere");
  mkdirSync(dataDir, { mode: 0o700 });
  chownSync(dataDir, RUN_AS.uid, RUN_AS.gid);
  mkdirSync(cwd, { mode: 0o755 });
  return { dataDir, cwd };
}

export interface ReleaseInstance extends Instance {
  port: number;
  dataDir: string;
}

/**
 * `node server.js` of `release` as nobody, NODE_ENV=production, only the environment below (no
 * inherited variables but PATH); resolves once /api/health/ready answers 200.
 */
export async function startReleaseInstance(
  name: string,
  options: {
    release: string;
    databaseUrl: string;
    port?: number;
    dirs?: { dataDir: string; cwd: string };
    extra?: Record<string, string>;
  },
): Promise<ReleaseInstance> {
  const port = options.port ?? (await freePort());
  const { dataDir, cwd } = options.dirs ?? releaseDirectories();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    PATH: "/usr/local/bin:/usr/bin:/bin",
    HOME: "/nonexistent",
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl,
    JWT_SECRET: "r".repeat(48),
    // The fixtures' secret: the checkouts of load.ts name places signed as the test apps sign them.
    PLACE_SECRET: TEST_PLACE_SECRET,
    LOG_LEVEL: "warn",
    PUBLIC_RATE_LIMIT: "0",
    ...options.extra,
  };
  const setpriv = ["--reuid", String(RUN_AS.uid), "--regid", String(RUN_AS.gid), "--clear-groups"];
  const child = spawn("setpriv", [...setpriv, process.execPath, join(options.release, "server.js")], {
    cwd,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let tail = "";
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-6000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const instance: ReleaseInstance = {
    name,
    base,
    port,
    dataDir,
    child,
    exited,
    stderrTail: () => tail,
    alive: () => child.exitCode === null && child.signalCode === null,
  };
  await waitUntilReady(instance, "/api/health/ready", 90_000);
  return instance;
}
