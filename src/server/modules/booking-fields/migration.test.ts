import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { BUILT_IN_FIELD_KINDS, BUILT_IN_REQUIRED } from "../../../contract/booking-field.js";
import { openDatabase } from "../../db/database.js";
import { MIGRATIONS_DIR, migrate } from "../../db/migrate.js";

it("migration 0002 gives modules created before it the same built-in fields as new modules", async () => {
  const dir = mkdtempSync(join(tmpdir(), "cb-migrations-"));
  const database = await openDatabase({ url: "memory://", pgliteDir: join(dir, "db") });
  try {
    copyFileSync(
      join(MIGRATIONS_DIR, "0001_owners_modules_vehicles.sql"),
      join(dir, "0001_owners_modules_vehicles.sql"),
    );
    await migrate(database, dir);
    const { db } = database;
    const owner = await db
      .insertInto("owners")
      .values({ email: "old@example.com", passwordHash: "x" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("modules").values({ id: "oldmodule", ownerId: owner.id }).execute();

    await migrate(database);
    const fields = await db
      .selectFrom("bookingFields")
      .selectAll()
      .where("moduleId", "=", "oldmodule")
      .orderBy("position")
      .execute();
    expect(fields.map((f) => [f.kind, f.name1, f.required1, f.position])).toEqual(
      BUILT_IN_FIELD_KINDS.map((kind, position) => [
        kind,
        `field.${kind}`,
        BUILT_IN_REQUIRED.has(kind),
        position,
      ]),
    );
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
