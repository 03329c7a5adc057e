// The logic of free-ports.ts, in JavaScript because tests/run-all.mjs needs it too (it chooses
// every Playwright shard's ports at once) and Node 20 cannot import TypeScript.
import { createServer } from "node:net";

/**
 * `count` distinct TCP ports that nothing listens on at this moment, on 127.0.0.1 where the e2e
 * servers listen. All are held open until each is known, so the system cannot hand out one twice.
 */
export async function freePorts(count) {
  const servers = [];
  try {
    const ports = [];
    for (let i = 0; i < count; i++) {
      const server = createServer();
      servers.push(server);
      await new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(0, "127.0.0.1", () => resolve());
      });
      const address = server.address();
      if (!address || typeof address === "string") throw new Error("no TCP port was assigned");
      ports.push(address.port);
    }
    return ports;
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}
