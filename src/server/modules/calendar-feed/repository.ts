import type { Kysely, Selectable } from "kysely";
import type { Schema } from "../../db/schema.js";
import type { CalendarFeedsTable } from "../../db/tables/calendar-feed.js";

export type CalendarFeedRow = Selectable<CalendarFeedsTable>;

/** calendar_feeds: one row per owner that has a feed address (the calendar-feed module owns it). */
export function createCalendarFeedRepository(db: Kysely<Schema>) {
  return {
    findByOwner(ownerId: string): Promise<CalendarFeedRow | undefined> {
      return db.selectFrom("calendarFeeds").selectAll().where("ownerId", "=", ownerId).executeTakeFirst();
    },

    findByTokenHash(tokenHash: string): Promise<CalendarFeedRow | undefined> {
      return db.selectFrom("calendarFeeds").selectAll().where("tokenHash", "=", tokenHash).executeTakeFirst();
    },

    /**
     * The owner's first feed; when another request made one meanwhile (two tabs opening My
     * account), that one stays and is returned, so both show the same working address.
     */
    async create(feed: { ownerId: string; moduleId: string; nonce: string; tokenHash: string }) {
      const created = await db
        .insertInto("calendarFeeds")
        .values(feed)
        .onConflict((conflict) => conflict.column("ownerId").doNothing())
        .returningAll()
        .executeTakeFirst();
      return (
        created ??
        (await db
          .selectFrom("calendarFeeds")
          .selectAll()
          .where("ownerId", "=", feed.ownerId)
          .executeTakeFirstOrThrow())
      );
    },

    /** Writes the owner's feed, replacing the previous one (its address stops working at once). */
    save(feed: { ownerId: string; moduleId: string; nonce: string; tokenHash: string }) {
      return db
        .insertInto("calendarFeeds")
        .values(feed)
        .onConflict((conflict) =>
          conflict.column("ownerId").doUpdateSet({
            moduleId: feed.moduleId,
            nonce: feed.nonce,
            tokenHash: feed.tokenHash,
            createdAt: new Date(),
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}

export type CalendarFeedRepository = ReturnType<typeof createCalendarFeedRepository>;
