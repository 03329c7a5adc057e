import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One request a receiver got: its headers and its raw body. */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** The status the receiver answered. */
  status: number;
}

/**
 * A webhook receiver on 127.0.0.1 and a free port: `answer` decides each reply from the number
 * of requests before it (0 for the first) and the body; it may write headers (a redirect).
 */
export async function startReceiver(
  answer: (index: number, body: string, response: ServerResponse) => number | Promise<number> = () => 200,
) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const status = await answer(received.length, body, response);
      received.push({ headers: request.headers, body, status });
      response.statusCode = status;
      response.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    /** The event ids acknowledged with a 2xx, in order. */
    acknowledged: () =>
      received.filter((r) => r.status >= 200 && r.status < 300).map((r) => String(r.headers["webhook-id"])),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** A clock the test moves: the delivery schedule and the signatures read it. */
export function testClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}
