import { Worker } from "node:worker_threads";
import {
  fromThreadError,
  type PGliteMessage,
  type PGliteRequest,
  type PGliteThreadData,
  type QueryReply,
} from "./pglite-thread-protocol.js";

/** What the server asks of an embedded database, whether PGlite runs on this thread or in its own. */
export interface EmbeddedPostgres {
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
  /** A multi-statement script; answers each statement's result (the thread sends only the last one's rows). */
  exec(sql: string): Promise<{ rows: unknown[] }[]>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  dumpDataDir(compression: "none" | "gzip"): Promise<Blob>;
  close(): Promise<void>;
}

/** The compiled database thread beside this file (dist/node/src/server/db/pglite-worker.js). */
let workerScript = new URL("./pglite-worker.js", import.meta.url);

/**
 * Another script for the database thread. Only for code run from its TypeScript sources (the
 * tests), where no compiled pglite-worker.js sits beside this file: tests/setup/embedded-worker.ts
 * compiles one and names it here.
 */
export function setEmbeddedWorkerScript(script: URL): URL {
  const previous = workerScript;
  workerScript = script;
  return previous;
}

type RequestBody = PGliteRequest extends infer R ? (R extends PGliteRequest ? Omit<R, "id"> : never) : never;

/**
 * PGlite in a worker thread (pglite-worker.ts), spoken to by messages: its queries no longer
 * hold the server's event loop (docs/decisions/0067-embedded-database-thread.md). One request
 * after another is what PGlite does anyway (one session); PGlitePool still hands its single
 * connection to one caller at a time, so a transaction's statements stay together.
 */
export class PGliteThread implements EmbeddedPostgres {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  readonly #listeners = new Map<number, (payload: string) => void>();
  #nextId = 1;
  /** Set once the thread has stopped: every later request fails with it. */
  #stopped: Error | undefined;
  /** Told once when the thread stops without close() (a crash): see onLost(). */
  readonly #lostHandlers = new Set<(error: Error) => void>();

  private constructor(worker: Worker) {
    this.#worker = worker;
    // Idle, the thread does not keep the process alive (as PGlite on the main thread would not);
    // while a request waits for its answer it does.
    worker.unref();
    worker.on("message", (message: PGliteMessage) => this.#receive(message));
    worker.on("error", (error) => this.#lose(error.message));
    worker.on("exit", (code) => this.#lose(`exit code ${code}`));
  }

  /**
   * Calls `handler` if the thread stops on its own (a crash, an out-of-memory WebAssembly
   * instance): the database is then gone for good in this process, so the server stops rather
   * than answer 503 forever (docs/decisions/0067-embedded-database-thread.md).
   */
  onLost(handler: (error: Error) => void): void {
    this.#lostHandlers.add(handler);
  }

  /** Starts the thread and resolves once PGlite is open in it (initdb on a new folder, a restore…). */
  static async start(data: PGliteThreadData): Promise<PGliteThread> {
    const worker = new Worker(workerScript, {
      workerData: data,
      transferList: data.loadDataDir ? [data.loadDataDir] : [],
      // The server's --import hooks and flags are for its own thread.
      execArgv: [],
    });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: PGliteMessage) => {
        if (message.type === "ready") done(resolve);
        else if (message.type === "failed") done(() => reject(fromThreadError(message.error)));
      };
      const onError = (error: Error) => done(() => reject(error));
      const onExit = (code: number) =>
        done(() => reject(new Error(`The embedded database thread exited (code ${code}) before opening`)));
      const done = (settle: () => void) => {
        worker.off("message", onMessage).off("error", onError).off("exit", onExit);
        settle();
      };
      worker.on("message", onMessage).on("error", onError).on("exit", onExit);
    }).catch(async (error: unknown) => {
      await worker.terminate();
      throw error;
    });
    return new PGliteThread(worker);
  }

  async query<R>(sql: string, params: unknown[] = []): Promise<{ rows: R[]; affectedRows?: number }> {
    const reply = (await this.#request({ op: "query", sql, params })) as QueryReply;
    return { rows: reply.rows as R[], affectedRows: reply.affectedRows };
  }

  async exec(sql: string): Promise<{ rows: unknown[] }[]> {
    return [{ rows: (await this.#request({ op: "exec", sql })) as unknown[] }];
  }

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = this.#nextId++;
    this.#listeners.set(listener, onPayload);
    try {
      await this.#request({ op: "listen", channel, listener });
    } catch (error) {
      this.#listeners.delete(listener);
      throw error;
    }
    return async () => {
      if (!this.#listeners.delete(listener)) return;
      await this.#request({ op: "unlisten", listener });
    };
  }

  async dumpDataDir(compression: "none" | "gzip"): Promise<Blob> {
    return new Blob([(await this.#request({ op: "dump", compression })) as ArrayBuffer]);
  }

  async close(): Promise<void> {
    if (this.#stopped) return;
    await this.#request({ op: "close" });
    this.#stop(new Error("The embedded database is closed"));
    await this.#worker.terminate();
  }

  #request(body: RequestBody): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...body, id } as PGliteRequest);
    });
  }

  #receive(message: PGliteMessage) {
    if (message.type === "notify") {
      this.#listeners.get(message.listener)?.(message.payload);
      return;
    }
    if (message.type !== "reply") return;
    const pending = this.#pending.get(message.id);
    if (!pending) return;
    this.#pending.delete(message.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (message.error) pending.reject(fromThreadError(message.error));
    else pending.resolve(message.result);
  }

  /**
   * The thread stopped without being closed. Its error carries SQLSTATE 08006 (connection
   * failure), so requests waiting or arriving now answer 503 DATABASE_UNAVAILABLE, not 500.
   */
  #lose(why: string) {
    if (this.#stopped) return;
    const lost = Object.assign(new Error(`The embedded database thread stopped (${why})`), {
      code: "08006",
    });
    this.#stop(lost);
    for (const handler of this.#lostHandlers) handler(lost);
  }

  /** The thread is gone (closed, crashed): whoever still waits gets the reason. */
  #stop(reason: Error) {
    this.#stopped ??= reason;
    for (const { reject } of this.#pending.values()) reject(this.#stopped);
    this.#pending.clear();
    this.#listeners.clear();
  }
}
