import { execFile, execFileSync, spawnSync } from "node:child_process";
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** A PostgreSQL server for tests: its superuser URL and how to get rid of it. */
export interface TestPostgres {
  url: string;
  stop(): Promise<void>;
  /**
   * Fault tests: stops the server and keeps its data (`mode` as pg_ctl's: "fast" ends sessions
   * with admin_shutdown, "immediate" is a crash), then starts it again on the same port.
   * A server named by TEST_DATABASE_URL cannot be controlled: both throw.
   */
  pause(mode?: "fast" | "immediate"): Promise<void>;
  resume(): Promise<void>;
}

const REQUIRED = ["initdb", "pg_ctl", "postgres"] as const;
const DIR_PREFIX = "cb-pg-";
const OWNER_FILE = "owner.pid";

/**
 * Starts a throwaway PostgreSQL cluster (fresh temp dir, trust auth, no fsync, 127.0.0.1 on a free
 * port) so the API tests run against the real server production uses, with nothing to
 * set up by hand. TEST_DATABASE_URL (or TEST_POSTGRES_URL) names an existing server instead.
 */
export async function startPostgres(): Promise<TestPostgres> {
  const existing = process.env.TEST_DATABASE_URL ?? process.env.TEST_POSTGRES_URL;
  if (existing) {
    const uncontrolled = async () => {
      throw new Error("TEST_DATABASE_URL names a server these tests cannot stop and start");
    };
    return { url: existing, stop: async () => {}, pause: uncontrolled, resume: uncontrolled };
  }

  const binDir = findPostgresBinDir();
  const asRoot = process.getuid?.() === 0;
  // initdb and postgres refuse to run as root: the cluster then belongs to the postgres user, in
  // a directory it can reach (the root user's TMPDIR may not be traversable by it).
  const owner = asRoot ? postgresUser() : undefined;
  const base = asRoot ? "/tmp" : tmpdir();
  const command = (bin: string, args: string[]): [string, string[]] =>
    owner ? ["runuser", ["-u", "postgres", "--", join(binDir, bin), ...args]] : [join(binDir, bin), args];
  reapOrphans(base, command);
  const dir = mkdtempSync(join(base, DIR_PREFIX));
  // Which process owns the cluster, so a later run can reap it if this one is killed with -9.
  writeFileSync(join(dir, OWNER_FILE), String(process.pid));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const dataDir = join(dir, "data");

  let stopped = false;
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    // "immediate" because this runs while the process is exiting and cannot wait long.
    spawnSync(...command("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]), { stdio: "ignore" });
    rmSync(dir, { recursive: true, force: true });
  };
  const onSignal = (signal: NodeJS.Signals) => {
    stopSync();
    // Re-raise only when nobody else handles the signal, so the default (exit) still happens.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  const signals: NodeJS.Signals[] = ["SIGINT", "SIGTERM", "SIGHUP"];
  process.once("exit", stopSync);
  for (const signal of signals) process.once(signal, onSignal);
  const forget = () => {
    process.off("exit", stopSync);
    for (const signal of signals) process.off(signal, onSignal);
  };

  try {
    await run(
      ...command("initdb", [
        "-D",
        dataDir,
        "-U",
        "postgres",
        "-A",
        "trust",
        "-E",
        "UTF8",
        "--no-locale",
        "-N",
      ]),
    );
    const port = await startOnFreePort(dataDir, dir, command);
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      async stop() {
        if (stopped) return;
        stopped = true;
        forget();
        await run(...command("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"])).catch(() => {});
        rmSync(dir, { recursive: true, force: true });
      },
      async pause(mode = "fast") {
        await run(...command("pg_ctl", ["-D", dataDir, "-m", mode, "-w", "stop"]));
      },
      async resume() {
        const logFile = join(dir, "postgres.log");
        await run(...command("pg_ctl", ["-D", dataDir, "-l", logFile, "-w", "-t", "60", "start"]));
      },
    };
  } catch (error) {
    stopSync();
    forget();
    throw error;
  }
}

/**
 * Stops and removes clusters left by test runs that were killed outright (SIGKILL skips every
 * exit handler); clusters whose owner process is alive belong to a concurrent run and stay.
 */
function reapOrphans(base: string, command: (bin: string, args: string[]) => [string, string[]]): void {
  for (const name of readdirSync(base)) {
    if (!name.startsWith(DIR_PREFIX)) continue;
    const dir = join(base, name);
    try {
      const pid = Number(readFileSync(join(dir, OWNER_FILE), "utf8"));
      if (isAlive(pid)) continue;
    } catch {
      continue; // not one of ours, or still being created
    }
    spawnSync(...command("pg_ctl", ["-D", join(dir, "data"), "-m", "immediate", "-w", "stop"]), {
      stdio: "ignore",
    });
    rmSync(dir, { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Picks a free port and starts; a port taken between the pick and the start is retried. */
async function startOnFreePort(
  dataDir: string,
  socketDir: string,
  command: (bin: string, args: string[]) => [string, string[]],
): Promise<number> {
  const logFile = join(socketDir, "postgres.log");
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    // Later lines win in postgresql.conf, so each attempt just appends its port.
    appendFileSync(
      join(dataDir, "postgresql.conf"),
      [
        "",
        "listen_addresses = '127.0.0.1'",
        `port = ${port}`,
        `unix_socket_directories = '${socketDir}'`,
        "max_connections = 200",
        // Durability is worthless for a throwaway cluster; speed is not.
        "fsync = off",
        "synchronous_commit = off",
        "full_page_writes = off",
        "",
      ].join("\n"),
    );
    try {
      await run(...command("pg_ctl", ["-D", dataDir, "-l", logFile, "-w", "-t", "60", "start"]));
      return port;
    } catch (error) {
      lastError = error;
    }
  }
  const log = existsSync(logFile) ? readFileSync(logFile, "utf8").slice(-2000) : "(no log)";
  throw new Error(`PostgreSQL did not start: ${String(lastError)}\n--- server log ---\n${log}`);
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

function postgresUser(): { uid: number; gid: number } {
  try {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    return { uid, gid };
  } catch {
    throw new Error(
      "Running as root, PostgreSQL must run as another user, but there is no `postgres` system user. " +
        "Install the server package, which creates it: `apt-get install -y postgresql`.",
    );
  }
}

/** The first directory holding initdb, pg_ctl and postgres, searched in the documented order. */
export function findPostgresBinDir(): string {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  try {
    candidates.push(execFileSync("pg_config", ["--bindir"], { encoding: "utf8", stdio: "pipe" }).trim());
  } catch {
    // pg_config comes with the client dev package; its absence says nothing about the server.
  }
  candidates.push(...debianVersionDirs());
  candidates.push(...(process.env.PATH ?? "").split(delimiter).filter(Boolean));
  const found = candidates.find((dir) => REQUIRED.every((bin) => existsSync(join(dir, bin))));
  if (found) return found;
  throw new Error(
    `PostgreSQL server binaries not found (need ${REQUIRED.join(", ")}). Looked in: PG_BIN ` +
      `(${process.env.PG_BIN ?? "unset"}), \`pg_config --bindir\`, /usr/lib/postgresql/*/bin, PATH. ` +
      "Install them with `apt-get install -y postgresql` (Debian/Ubuntu), or set PG_BIN to their " +
      "directory, or set TEST_DATABASE_URL to an existing server's superuser URL.",
  );
}

/** Debian installs each major version side by side: prefer the newest. */
function debianVersionDirs(): string[] {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((name) => /^\d+(\.\d+)?$/.test(name))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    .map((version) => join(root, version, "bin"));
}
