import { createHash } from "node:crypto";
import { chmodSync, existsSync, statSync, unlinkSync } from "node:fs";
import { connect, createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "../lib/private-files.js";

/**
 * PGlite is single-process: while the server holds the embedded database, no other process may
 * open its folder. The holder listens on a local socket next to it, which is both the lock
 * (a second holder finds it answering and stops) and the way commands reach the running
 * server's database (`npm run db:backup`, `npm run owner:reset-password`). Only the owner of
 * DATA_DIR can reach it: the socket lives in the 0700 folder and is itself 0600.
 * See docs/decisions/0030-embedded-backups.md.
 */

export interface ControlRequest {
  command: string;
  args?: Record<string, unknown>;
}

export type ControlResponse = { ok: true; lines: string[] } | { ok: false; message: string };

export type ControlHandler = (args: Record<string, unknown>) => Promise<ControlResponse>;

export class DatabaseInUseError extends Error {}

// Unix socket paths are limited to about 104 bytes (macOS) or 108 (Linux).
const MAX_SOCKET_PATH = 100;

/** Where the holder of DATA_DIR's embedded database listens. */
export function controlSocketPath(dataDir: string): string {
  const id = createHash("sha256").update(resolve(dataDir)).digest("hex").slice(0, 16);
  if (process.platform === "win32") return `\\\\.\\pipe\\chauffeur-booking-${id}`;
  const beside = join(resolve(dataDir), "control.sock");
  if (Buffer.byteLength(beside) <= MAX_SOCKET_PATH) return beside;
  // A DATA_DIR too deep for a socket path: an owner-only folder in the temporary directory.
  const folder = join(tmpdir(), `chauffeur-booking-${process.getuid?.() ?? "user"}`);
  ensurePrivateDir(folder);
  // The temporary directory is shared: a folder of that name made by another account is a trap.
  const stats = statSync(folder);
  if (stats.uid !== process.getuid?.() || (stats.mode & 0o077) !== 0) {
    throw new Error(
      `${folder} is not a private folder of this account: remove it, or use a shorter DATA_DIR`,
    );
  }
  return join(folder, `${id}.sock`);
}

export interface DatabaseClaim {
  /** Answers commands with these handlers from now on (before: "starting, try again"). */
  serve(handlers: Record<string, ControlHandler>): void;
  release(): Promise<void>;
}

/**
 * Takes DATA_DIR's embedded database for this process, or throws DatabaseInUseError naming
 * what holds it. A socket file left by a process that died is removed.
 */
export async function claimEmbeddedDatabase(dataDir: string, holder: string): Promise<DatabaseClaim> {
  ensurePrivateDir(dataDir);
  const path = controlSocketPath(dataDir);
  const answer = await sendControlCommand(dataDir, { command: "whoami" });
  if (answer) {
    const who = answer.ok ? answer.lines.join(" ") : answer.message;
    throw new DatabaseInUseError(
      `The embedded database in ${dataDir} is in use by ${who}: PGlite allows one process at a time, stop it first.`,
    );
  }
  if (process.platform !== "win32" && existsSync(path)) unlinkSync(path);

  let handlers: Record<string, ControlHandler> = {};
  const server = createServer((socket) => {
    let received = "";
    let answered = false;
    socket.setEncoding("utf8");
    socket.on("error", () => undefined);
    socket.on("data", (chunk: string) => {
      if (answered) return;
      received += chunk;
      const end = received.indexOf("\n");
      if (end < 0) return;
      // One request per connection: whatever follows the first line is ignored.
      answered = true;
      void respond(received.slice(0, end)).then((response) => socket.end(`${JSON.stringify(response)}\n`));
    });
  });
  const respond = async (line: string): Promise<ControlResponse> => {
    try {
      const request = JSON.parse(line) as ControlRequest;
      if (request.command === "whoami") return { ok: true, lines: [`${holder}, process ${process.pid}`] };
      const handler = Object.hasOwn(handlers, request.command) ? handlers[request.command] : undefined;
      if (!handler)
        return { ok: false, message: `${holder} cannot do "${request.command}" now; try again later` };
      return await handler(request.args ?? {});
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  };
  await listen(server, path);
  if (process.platform !== "win32") chmodSync(path, PRIVATE_FILE_MODE);
  return {
    serve(next) {
      handlers = next;
    },
    release: () => new Promise<void>((done) => server.close(() => done())),
  };
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(path, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

/**
 * Sends one command to the process holding DATA_DIR's embedded database and returns its answer,
 * or undefined when no process holds it (then the caller may open the database itself).
 */
export function sendControlCommand(
  dataDir: string,
  request: ControlRequest,
): Promise<ControlResponse | undefined> {
  const path = controlSocketPath(dataDir);
  if (process.platform !== "win32" && !existsSync(path)) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    let received = "";
    socket.setEncoding("utf8");
    socket.on("connect", () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on("data", (chunk: string) => {
      received += chunk;
    });
    socket.on("end", () => {
      try {
        resolve(JSON.parse(received) as ControlResponse);
      } catch {
        reject(new Error(`Unreadable answer from the server: ${received.slice(0, 200)}`));
      }
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // Nobody listens: a socket file left by a process that died, or no server at all.
      if (error.code === "ECONNREFUSED" || error.code === "ENOENT") resolve(undefined);
      else reject(error);
    });
  });
}
