import type { Kysely, Selectable } from "kysely";
import type { ModulesTable, Schema } from "../../db/schema.js";

export type ModuleRow = Selectable<ModulesTable>;

export function createSettingsRepository(db: Kysely<Schema>) {
  return {
    findModuleById(id: string): Promise<ModuleRow | undefined> {
      return db.selectFrom("modules").selectAll().where("id", "=", id).executeTakeFirst();
    },
    findModuleByName(name: string): Promise<ModuleRow | undefined> {
      return db.selectFrom("modules").selectAll().where("name", "=", name.toLowerCase()).executeTakeFirst();
    },
    findModuleOfOwner(ownerId: string): Promise<ModuleRow | undefined> {
      return db.selectFrom("modules").selectAll().where("ownerId", "=", ownerId).executeTakeFirst();
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
