import { type Kysely, type Selectable, sql } from "kysely";
import type { DriverValues } from "../../../contract/driver.js";
import type { Executor } from "../../db/executor.js";
import type { Schema } from "../../db/schema.js";
import type { DriversTable } from "../../db/tables/drivers.js";

export type DriverRow = Selectable<DriversTable>;

/** drivers (the drivers module owns it; its legs are in occupancy-repository.ts). */
export function createDriversRepository(db: Kysely<Schema>) {
  return {
    list(moduleId: string): Promise<DriverRow[]> {
      return db
        .selectFrom("drivers")
        .selectAll()
        .where("moduleId", "=", moduleId)
        .orderBy("name")
        .orderBy("id")
        .execute();
    },

    find(moduleId: string, id: number, executor: Executor = db): Promise<DriverRow | undefined> {
      return executor
        .selectFrom("drivers")
        .selectAll()
        .where("moduleId", "=", moduleId)
        .where("id", "=", id)
        .executeTakeFirst();
    },

    findByTokenHash(tokenHash: string): Promise<DriverRow | undefined> {
      return db.selectFrom("drivers").selectAll().where("linkTokenHash", "=", tokenHash).executeTakeFirst();
    },

    insert(
      moduleId: string,
      values: DriverValues,
      link: { linkNonce: string; linkTokenHash: string },
    ): Promise<DriverRow> {
      return db
        .insertInto("drivers")
        .values({ moduleId, ...values, ...link })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    update(
      moduleId: string,
      id: number,
      values: Partial<DriverValues & { active: boolean }>,
    ): Promise<DriverRow | undefined> {
      return db
        .updateTable("drivers")
        .set(values)
        .where("moduleId", "=", moduleId)
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirst();
    },

    /** A new link: the previous token hashes to nothing stored from this commit on. */
    saveLink(moduleId: string, id: number, link: { linkNonce: string; linkTokenHash: string }) {
      return db
        .updateTable("drivers")
        .set({ ...link, linkCreatedAt: new Date() })
        .where("moduleId", "=", moduleId)
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Deletes the driver unless they hold a leg ending after `now` (checked in the same
     * statement, so an assignment committed meanwhile keeps them). Answers whether it was deleted.
     */
    async removeIfFree(moduleId: string, id: number, now: Date): Promise<boolean> {
      const { numDeletedRows } = await db
        .deleteFrom("drivers")
        .where("moduleId", "=", moduleId)
        .where("id", "=", id)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("driverOccupancy")
                .select("bookingId")
                .where("driverId", "=", id)
                .where(sql<boolean>`upper(during) > ${now.toISOString()}::timestamptz`),
            ),
          ),
        )
        .executeTakeFirst();
      return Number(numDeletedRows) > 0;
    },
  };
}

export type DriversRepository = ReturnType<typeof createDriversRepository>;
