import { type Kysely, sql } from "kysely";
import type { Executor } from "../../db/executor.js";
import type { Schema } from "../../db/schema.js";

/** Last-seen is written at most once a minute per session: one read per request, rarely a write. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

export interface ActiveSession {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  userAgent: string;
}

/**
 * The server side of access tokens: each token carries its session's id, and the session must be
 * live (not revoked, not past its expiry) for the token to be accepted.
 */
export function createSessions(db: Kysely<Schema>) {
  return {
    async open(ownerId: string, lifetimeSeconds: number, userAgent: string): Promise<string> {
      const row = await db
        .insertInto("sessions")
        .values({
          ownerId,
          userAgent,
          expiresAt: sql<Date>`now() + make_interval(secs => ${lifetimeSeconds})`,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The live session of this id and owner, its last-seen moved forward when older than a minute. */
    async touch(sessionId: string, ownerId: string): Promise<boolean> {
      const row = await db
        .selectFrom("sessions")
        .select("lastSeenAt")
        .where("id", "=", sessionId)
        .where("ownerId", "=", ownerId)
        .where("revokedAt", "is", null)
        .where("expiresAt", ">", sql<Date>`now()`)
        .executeTakeFirst();
      if (!row) return false;
      if (Date.now() - new Date(row.lastSeenAt).getTime() >= LAST_SEEN_RESOLUTION_MS) {
        await db
          .updateTable("sessions")
          .set({ lastSeenAt: sql`now()` })
          .where("id", "=", sessionId)
          .execute();
      }
      return true;
    },

    async listActive(ownerId: string): Promise<ActiveSession[]> {
      return db
        .selectFrom("sessions")
        .select(["id", "createdAt", "lastSeenAt", "expiresAt", "userAgent"])
        .where("ownerId", "=", ownerId)
        .where("revokedAt", "is", null)
        .where("expiresAt", ">", sql<Date>`now()`)
        .orderBy("lastSeenAt", "desc")
        .execute();
    },

    /** Revokes one session of this owner; false when it is not theirs or already ended. */
    async revoke(ownerId: string, sessionId: string): Promise<boolean> {
      const result = await db
        .updateTable("sessions")
        .set({ revokedAt: sql`now()` })
        .where("id", "=", sessionId)
        .where("ownerId", "=", ownerId)
        .where("revokedAt", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Revokes every live session of the owner, but `keep` (the one asking, when it stays). */
    async revokeAll(ownerId: string, options: { keep?: string; executor?: Executor } = {}): Promise<void> {
      let query = (options.executor ?? db)
        .updateTable("sessions")
        .set({ revokedAt: sql`now()` })
        .where("ownerId", "=", ownerId)
        .where("revokedAt", "is", null);
      if (options.keep) query = query.where("id", "!=", options.keep);
      await query.execute();
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;

/** "Firefox on Windows": enough to recognise a device in the list, nothing more is kept. */
export function summarizeUserAgent(userAgent: string | undefined): string {
  if (!userAgent) return "";
  const browser =
    [
      ["Edg/", "Edge"],
      ["OPR/", "Opera"],
      ["Firefox/", "Firefox"],
      ["Chrome/", "Chrome"],
      ["Safari/", "Safari"],
    ].find(([marker]) => userAgent.includes(marker as string))?.[1] ?? "";
  const system =
    [
      ["Android", "Android"],
      ["iPhone", "iOS"],
      ["iPad", "iPadOS"],
      ["Windows", "Windows"],
      ["Mac OS X", "macOS"],
      ["Linux", "Linux"],
    ].find(([marker]) => userAgent.includes(marker as string))?.[1] ?? "";
  if (browser && system) return `${browser} on ${system}`;
  return (browser || system || userAgent).slice(0, 80);
}
