import type { Kysely, Selectable, Updateable } from "kysely";
import type { Executor } from "../../db/executor.js";
import type { ModulesTable, Schema } from "../../db/schema.js";
import type { StoredImageType } from "../../db/tables/settings.js";
import { bumpCatalogueVersion, inTransaction } from "./catalogue-version.js";
import { namesTaken } from "./module-records.js";

export type ModuleRow = Selectable<ModulesTable>;
export type ModuleChanges = Updateable<ModulesTable>;
export interface ImageMeta {
  contentType: StoredImageType;
  byteSize: number;
  etag: string;
  updatedAt: Date;
}

export interface StoredImage extends ImageMeta {
  data: Uint8Array;
}

export function createSettingsRepository(db: Kysely<Schema>) {
  return {
    db,
    findModuleById(id: string): Promise<ModuleRow | undefined> {
      return db.selectFrom("modules").selectAll().where("id", "=", id).executeTakeFirst();
    },
    findModuleByName(name: string): Promise<ModuleRow | undefined> {
      return db.selectFrom("modules").selectAll().where("name", "=", name.toLowerCase()).executeTakeFirst();
    },
    /** The module that held `name` before a rename (module_former_names, migration 0017). */
    findModuleByFormerName(name: string): Promise<ModuleRow | undefined> {
      return db
        .selectFrom("moduleFormerNames")
        .innerJoin("modules", "modules.id", "moduleFormerNames.moduleId")
        .selectAll("modules")
        .where("moduleFormerNames.name", "=", name.toLowerCase())
        .executeTakeFirst();
    },
    findModuleOfOwner(ownerId: string): Promise<ModuleRow | undefined> {
      return db.selectFrom("modules").selectAll().where("ownerId", "=", ownerId).executeTakeFirst();
    },

    /** Locks the module row for a read-modify-write (settings save, name allocation). */
    lockModule(executor: Executor, id: string): Promise<ModuleRow | undefined> {
      return executor.selectFrom("modules").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
    },

    /** Every module-row write changes what the booking page shows: it bumps the catalogue version. */
    async updateModule(executor: Executor, id: string, changes: ModuleChanges): Promise<ModuleRow> {
      return inTransaction(executor, async (trx) => {
        await bumpCatalogueVersion(trx, { moduleId: id });
        return trx
          .updateTable("modules")
          .set({ ...changes, updatedAt: new Date() })
          .where("id", "=", id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    },

    /**
     * Direct-link names other modules hold, now or formerly, that start with `base` (base, base-2,
     * …). The module's own former names are free to it: it may take one back.
     */
    namesLike(executor: Executor, base: string, exceptModuleId: string): Promise<string[]> {
      return namesTaken(executor, base, exceptModuleId);
    },

    findImageMeta(moduleId: string): Promise<ImageMeta | undefined> {
      return db
        .selectFrom("moduleImages")
        .select(["contentType", "byteSize", "etag", "updatedAt"])
        .where("moduleId", "=", moduleId)
        .executeTakeFirst();
    },

    findImage(moduleId: string): Promise<StoredImage | undefined> {
      return db
        .selectFrom("moduleImages")
        .select(["contentType", "byteSize", "etag", "updatedAt", "data"])
        .where("moduleId", "=", moduleId)
        .executeTakeFirst();
    },

    async saveImage(
      moduleId: string,
      image: { contentType: StoredImageType; data: Uint8Array; etag: string },
    ) {
      const values = {
        contentType: image.contentType,
        data: image.data,
        byteSize: image.data.byteLength,
        etag: image.etag,
        updatedAt: new Date(),
      };
      // The image URL (versioned by its hash) is part of the booking page.
      await inTransaction(db, async (trx) => {
        await trx
          .insertInto("moduleImages")
          .values({ moduleId, ...values })
          .onConflict((oc) => oc.column("moduleId").doUpdateSet(values))
          .execute();
        await bumpCatalogueVersion(trx, { moduleId });
      });
    },

    async deleteImage(moduleId: string): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const result = await trx
          .deleteFrom("moduleImages")
          .where("moduleId", "=", moduleId)
          .executeTakeFirst();
        if (result.numDeletedRows > 0n) await bumpCatalogueVersion(trx, { moduleId });
        return result.numDeletedRows > 0n;
      });
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
