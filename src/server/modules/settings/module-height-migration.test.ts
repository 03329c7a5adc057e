import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { expect, it } from "vitest";
import { openDatabase } from "../../db/database.js";
import { MIGRATIONS_DIR, migrate, migrationVersions } from "../../db/migrate.js";

const AUTOMATIC_MIGRATION = "0039_automatic_module_height.sql";

it("migration 0039 makes the untouched 950 px automatic, keeps chosen heights, allows 0 only", async () => {
  const dir = mkdtempSync(join(tmpdir(), "cb-migrations-"));
  const database = await openDatabase({ url: "memory://", pgliteDir: join(dir, "db") });
  try {
    for (const file of await migrationVersions()) {
      if (file >= AUTOMATIC_MIGRATION) break;
      copyFileSync(join(MIGRATIONS_DIR, file), join(dir, file));
    }
    await migrate(database, dir);
    const { db } = database;
    // One module per owner.
    const owner = async (email: string) =>
      (
        await db
          .insertInto("owners")
          .values({ email, passwordHash: "x" })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    await db
      .insertInto("modules")
      .values({ id: "untouched", ownerId: await owner("a@example.com") })
      .execute();
    await db
      .insertInto("modules")
      .values({ id: "chosen", ownerId: await owner("b@example.com"), moduleHeight: 700 })
      .execute();

    await migrate(database);
    await db
      .insertInto("modules")
      .values({ id: "newmodule", ownerId: await owner("c@example.com") })
      .execute();
    const heights = await db.selectFrom("modules").select(["id", "moduleHeight"]).orderBy("id").execute();
    expect(heights).toEqual([
      { id: "chosen", moduleHeight: 700 },
      { id: "newmodule", moduleHeight: 0 },
      { id: "untouched", moduleHeight: 0 },
    ]);
    await expect(sql`UPDATE modules SET module_height = -1 WHERE id = 'chosen'`.execute(db)).rejects.toThrow(
      /modules_module_height_check/,
    );
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
  // Every migration twice on an embedded database: slow on a busy machine.
}, 180_000);
