import { chmodSync, mkdirSync, mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { openDatabaseFromConfig } from "../db/open-from-config.js";
import { loadConfig } from "../kernel/config.js";
import { createEmlFileTransport } from "../providers/mail/eml-file-transport.js";

/** Starting PGlite takes seconds, more on a busy machine. */
const PGLITE_TIMEOUT = 60_000;

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** Every file and folder under `dir` whose mode lets another account in. */
function looseEntries(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => join(dir, name))
    .filter((path) => (modeOf(path) & 0o077) !== 0);
}

// Windows has no POSIX modes: there the folder's ACL (inherited from the user's profile) decides.
describe.skipIf(process.platform === "win32")("DATA_DIR is private", () => {
  const freshDataDir = () => join(mkdtempSync(join(tmpdir(), "cb-private-")), "data");

  it("creates DATA_DIR 0700 and the generated JWT and place secrets 0600", () => {
    const dataDir = freshDataDir();
    loadConfig({ DATA_DIR: dataDir });
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, "jwt-secret"))).toBe(0o600);
    expect(modeOf(join(dataDir, "place-secret"))).toBe(0o600);
  });

  it(
    "creates the embedded database's folder 0700, and leaves its files owner-only once closed",
    async () => {
      const dataDir = freshDataDir();
      const database = await openDatabaseFromConfig(loadConfig({ DATA_DIR: dataDir }));
      expect(modeOf(join(dataDir, "db"))).toBe(0o700);
      await database.close();
      expect(looseEntries(join(dataDir, "db"))).toEqual([]);
    },
    PGLITE_TIMEOUT,
  );

  it(
    "tightens a DATA_DIR an earlier version left world-readable",
    async () => {
      const dataDir = freshDataDir();
      mkdirSync(dataDir);
      chmodSync(dataDir, 0o777);
      const database = await openDatabaseFromConfig(
        loadConfig({ DATA_DIR: dataDir, JWT_SECRET: "x".repeat(32) }),
      );
      await database.close();
      expect(modeOf(dataDir)).toBe(0o700);
    },
    PGLITE_TIMEOUT,
  );

  it("writes mail files 0600 in a 0700 folder", async () => {
    const dir = join(freshDataDir(), "mail");
    const transport = createEmlFileTransport({ dir, from: "a@example.com", log: Fastify().log });
    await transport.send({ to: "b@example.com", subject: "Hello", text: "Hi", html: "<p>Hi</p>" });
    transport.close();
    expect(modeOf(dir)).toBe(0o700);
    const [file] = readdirSync(dir);
    expect(modeOf(join(dir, file as string))).toBe(0o600);
  });
});
