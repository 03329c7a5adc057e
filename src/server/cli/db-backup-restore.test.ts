import { existsSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { claimEmbeddedDatabase, DatabaseInUseError } from "../db/control-socket.js";
import { migrate } from "../db/migrate.js";
import { openDatabaseFromConfig } from "../db/open-from-config.js";
import { prepareDatabaseForStart } from "../db/prepare-for-start.js";
import { DEMO_EMAIL, seedDemo } from "../demo/seed-demo.js";
import { type AppConfig, loadConfig } from "../kernel/config.js";
import { POSTGRES_BACKUP_HINT, runDbBackup } from "./db-backup-command.js";
import { DB_RESTORE_USAGE, runDbRestore } from "./db-restore-command.js";
import { serverControlCommands } from "./server-control-commands.js";

/** Starting PGlite takes seconds, more on a busy machine. */
const PGLITE_TIMEOUT = 120_000;

const configIn = (dataDir: string) => loadConfig({ DATA_DIR: dataDir, PORT: "0", LOG_LEVEL: "silent" });
const freshConfig = () => configIn(join(mkdtempSync(join(tmpdir(), "cb-backup-")), "data"));

const backupFileOf = (answer: Awaited<ReturnType<typeof runDbBackup>>) => {
  if (!answer.ok) throw new Error(answer.message);
  const file = answer.lines[0]?.match(/^Backup written to (.+\.tar\.gz)$/)?.[1];
  if (!file) throw new Error(`No file in ${answer.lines.join("\n")}`);
  return file;
};

// Embedded-only commands: the PostgreSQL project would run the same PGlite round trip again.
describe.skipIf(process.env.TEST_DB === "postgres")("npm run db:backup and npm run db:restore", () => {
  let original: AppConfig;
  let archive: string;

  // The server's own first start (port check, claim, migrate, demo seed), serving the control
  // socket as main.ts does: the backup is taken while it runs.
  beforeAll(async () => {
    original = freshConfig();
    const { database, claim, demo } = await prepareDatabaseForStart(original, seedDemo);
    expect(demo?.email).toBe(DEMO_EMAIL);
    claim?.serve(serverControlCommands(database, original.dataDir));
    try {
      archive = backupFileOf(await runDbBackup(original));
      // Restoring over the running server's database is refused, naming why.
      const refused = await runDbRestore(original, [archive]);
      expect(refused).toMatchObject({
        ok: false,
        message: expect.stringContaining("in use by the server, process"),
      });
      // So is a second server on the same DATA_DIR.
      await expect(claimEmbeddedDatabase(original.dataDir, "another server")).rejects.toBeInstanceOf(
        DatabaseInUseError,
      );
    } finally {
      await claim?.release();
      await database.close();
    }
  }, PGLITE_TIMEOUT);

  it("writes an owner-only archive in DATA_DIR/backups while the server runs", () => {
    expect(archive.startsWith(join(original.dataDir, "backups"))).toBe(true);
    if (process.platform !== "win32") expect(statSync(archive).mode & 0o777).toBe(0o600);
  });

  it(
    "restores it into a new DATA_DIR, with the data there",
    async () => {
      const restored = freshConfig();
      const answer = await runDbRestore(restored, [archive]);
      if (!answer.ok) throw new Error(answer.message);
      expect(answer.lines[0]).toMatch(/1 owner\(s\), last migration \d{4}_/);

      const database = await openDatabaseFromConfig(restored);
      try {
        expect((await migrate(database)).applied).toEqual([]);
        const owner = await database.db
          .selectFrom("owners")
          .innerJoin("modules", "modules.ownerId", "owners.id")
          .select(["owners.email", "modules.companyName"])
          .executeTakeFirstOrThrow();
        expect(owner).toEqual({ email: DEMO_EMAIL, companyName: "Riviera Chauffeurs" });
        expect(await database.db.selectFrom("vehicles").select("name").orderBy("position").execute()).toEqual(
          [{ name: "Berline" }, { name: "Van" }],
        );
      } finally {
        await database.close();
      }

      // Never over an existing database.
      expect(await runDbRestore(restored, [archive])).toMatchObject({
        ok: false,
        message: expect.stringContaining("already holds a database"),
      });
      // With no server running, the backup command opens the database itself.
      expect(existsSync(backupFileOf(await runDbBackup(restored)))).toBe(true);
    },
    PGLITE_TIMEOUT,
  );

  it(
    "refuses a file that is not a backup, keeping nothing of it",
    async () => {
      const target = freshConfig();
      const junk = join(target.dataDir, "..", "junk.tar.gz");
      writeFileSync(junk, "not a gzipped tarball");
      expect(await runDbRestore(target, [junk])).toMatchObject({
        ok: false,
        message: expect.stringContaining("could not be restored"),
      });
      expect(existsSync(join(target.dataDir, "db"))).toBe(false);
    },
    PGLITE_TIMEOUT,
  );

  it("loads a configuration that writes no secret, so a refused backup leaves DATA_DIR untouched", async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "cb-backup-refused-")), "data");
    const config = loadConfig({ DATA_DIR: dataDir }, { writeSecrets: false });
    expect(await runDbBackup(config)).toMatchObject({
      ok: false,
      message: expect.stringContaining("No embedded database"),
    });
    expect(existsSync(dataDir)).toBe(false);
  });

  it("refuses what it cannot do", async () => {
    const empty = freshConfig();
    expect(await runDbBackup(empty)).toMatchObject({
      ok: false,
      message: expect.stringContaining("No embedded database"),
    });
    expect(await runDbRestore(empty, [])).toEqual({ ok: false, message: DB_RESTORE_USAGE });
    expect(await runDbRestore(empty, [join(empty.dataDir, "missing.tar.gz")])).toMatchObject({
      ok: false,
      message: expect.stringContaining("No such file"),
    });
    const postgres = loadConfig({ DATA_DIR: empty.dataDir, DATABASE_URL: "postgres://localhost/app" });
    expect(await runDbBackup(postgres)).toEqual({ ok: false, message: POSTGRES_BACKUP_HINT });
    expect(await runDbRestore(postgres, [archive])).toMatchObject({
      ok: false,
      message: expect.stringContaining("pg_restore"),
    });
  });
});
