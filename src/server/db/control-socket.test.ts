import { mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  claimEmbeddedDatabase,
  controlSocketPath,
  DatabaseInUseError,
  sendControlCommand,
} from "./control-socket.js";

const freshDataDir = () => join(mkdtempSync(join(tmpdir(), "cb-control-")), "data");

describe("the embedded database's control socket", () => {
  it("answers nothing when no process holds the database", async () => {
    expect(await sendControlCommand(freshDataDir(), { command: "backup" })).toBeUndefined();
  });

  it("lets one holder in, names it to the next, and answers its commands", async () => {
    const dataDir = freshDataDir();
    const claim = await claimEmbeddedDatabase(dataDir, "the server");
    try {
      expect(await sendControlCommand(dataDir, { command: "backup" })).toEqual({
        ok: false,
        message: 'the server cannot do "backup" now; try again later',
      });
      claim.serve({ echo: async (args) => ({ ok: true, lines: [String(args.text)] }) });
      expect(await sendControlCommand(dataDir, { command: "echo", args: { text: "hi" } })).toEqual({
        ok: true,
        lines: ["hi"],
      });
      const second = claimEmbeddedDatabase(dataDir, "another server");
      await expect(second).rejects.toBeInstanceOf(DatabaseInUseError);
      await expect(second).rejects.toThrow(`in use by the server, process ${process.pid}`);
      if (process.platform !== "win32") expect(statSync(controlSocketPath(dataDir)).mode & 0o777).toBe(0o600);
    } finally {
      await claim.release();
    }
    // Released: free for the next holder.
    await (await claimEmbeddedDatabase(dataDir, "a command")).release();
  });

  it.skipIf(process.platform === "win32")("replaces a socket file left by a process that died", async () => {
    const dataDir = freshDataDir();
    const first = await claimEmbeddedDatabase(dataDir, "the server");
    await first.release();
    // What a killed process leaves: a file nobody listens on.
    writeFileSync(controlSocketPath(dataDir), "");
    expect(await sendControlCommand(dataDir, { command: "whoami" })).toBeUndefined();
    const claim = await claimEmbeddedDatabase(dataDir, "the restarted server");
    expect(await sendControlCommand(dataDir, { command: "whoami" })).toEqual({
      ok: true,
      lines: [`the restarted server, process ${process.pid}`],
    });
    await claim.release();
  });
});
