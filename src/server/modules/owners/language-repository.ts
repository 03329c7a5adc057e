import type { Kysely } from "kysely";
import type { Language } from "../../../contract/common.js";
import type { Schema } from "../../db/schema.js";

/** The owner's admin language (the misc module's language setting), on the owner row. */
export function createOwnerLanguageRepository(db: Kysely<Schema>) {
  return {
    async ownerLanguage(ownerId: string): Promise<Language | undefined> {
      const row = await db
        .selectFrom("owners")
        .select("language")
        .where("id", "=", ownerId)
        .executeTakeFirst();
      return row?.language;
    },
    async setOwnerLanguage(ownerId: string, language: Language): Promise<boolean> {
      const result = await db
        .updateTable("owners")
        .set({ language, updatedAt: new Date() })
        .where("id", "=", ownerId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
