import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pgliteOptions } from "./pglite-options.js";
import {
  type PGliteMessage,
  type PGliteRequest,
  type PGliteThreadData,
  type QueryReply,
  toThreadError,
} from "./pglite-thread-protocol.js";

/**
 * The database thread: the embedded PGlite runs here, off the server's event loop, and answers
 * the requests of pglite-thread.ts one message at a time (docs/decisions/0067-embedded-database-thread.md).
 * PGlite runs each query synchronously: on the server's own thread a 20 ms query is 20 ms during
 * which no request is answered; here it only keeps this thread busy.
 */
const port = parentPort;
if (!port) throw new Error("pglite-worker.ts runs as a worker thread");
const post = (message: PGliteMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

const data = workerData as PGliteThreadData;
const stops = new Map<number, () => Promise<void>>();

async function answer(
  pglite: PGlite,
  request: PGliteRequest,
): Promise<{ result: unknown; transfer?: ArrayBuffer[] }> {
  switch (request.op) {
    case "query": {
      const { rows, affectedRows } = await pglite.query(request.sql, request.params);
      return { result: { rows, affectedRows } satisfies QueryReply };
    }
    case "exec": {
      // Only the last statement's rows are read (migrations, scripts): the others stay here.
      const results = await pglite.exec(request.sql);
      return { result: results.at(-1)?.rows ?? [] };
    }
    case "listen": {
      const { listener } = request;
      const stop = await pglite.listen(request.channel, (payload) =>
        post({ type: "notify", listener, payload }),
      );
      stops.set(listener, () => stop());
      return { result: undefined };
    }
    case "unlisten": {
      const stop = stops.get(request.listener);
      stops.delete(request.listener);
      await stop?.();
      return { result: undefined };
    }
    case "dump": {
      const buffer = await (await pglite.dumpDataDir(request.compression)).arrayBuffer();
      return { result: buffer, transfer: [buffer] };
    }
    case "close":
      await pglite.close();
      return { result: undefined };
  }
}

try {
  const loadDataDir = data.loadDataDir ? new Blob([data.loadDataDir]) : undefined;
  const pglite = await PGlite.create(data.dataDir, pgliteOptions(loadDataDir));
  port.on("message", (request: PGliteRequest) => {
    answer(pglite, request).then(
      ({ result, transfer }) => post({ type: "reply", id: request.id, result }, transfer),
      (error: unknown) => post({ type: "reply", id: request.id, error: toThreadError(error) }),
    );
  });
  post({ type: "ready" });
} catch (error) {
  post({ type: "failed", error: toThreadError(error) });
}
