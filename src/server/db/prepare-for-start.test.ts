import { existsSync, mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../demo/seed-demo.js";
import { loadConfig } from "../kernel/config.js";
import { PortUnavailableError } from "../kernel/port-probe.js";
import { prepareDatabaseForStart } from "./prepare-for-start.js";

describe("first start on a port already taken", () => {
  let taken: Server;
  let port: number;
  beforeAll(async () => {
    taken = createServer();
    await new Promise<void>((resolve) => taken.listen({ host: "127.0.0.1", port: 0 }, resolve));
    port = (taken.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

  it("is refused before anything is written, naming PORT and HOST", async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "cb-port-")), "data");
    // Both secrets given, so loadConfig writes neither: DATA_DIR must not even exist afterwards.
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: String(port),
      JWT_SECRET: "x".repeat(32),
      PLACE_SECRET: "p".repeat(32),
    });

    const start = prepareDatabaseForStart(config, seedDemo);

    await expect(start).rejects.toBeInstanceOf(PortUnavailableError);
    await expect(start).rejects.toThrow(`PORT ${port} is already in use on HOST 127.0.0.1`);
    expect(existsSync(dataDir)).toBe(false);
  });
});
