import { createHash } from "node:crypto";
import type { Language } from "../../../contract/common.js";
import { AppError } from "../../kernel/errors.js";
import { serverI18n } from "../../kernel/server-i18n.js";
import type { FeedTokens } from "./feed-tokens.js";
import { sameHash } from "./feed-tokens.js";
import type { CalendarFeedRepository, CalendarFeedRow } from "./repository.js";
import { type CalendarRide, ridesCalendar } from "./ride-events.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Which rides the feed holds, by pick-up time: a month back (what was just driven stays for the
 * books) to a year ahead (bookings are not taken further out in practice). Calendars drop
 * what leaves the window, which is what an owner expects of old rides.
 */
export const FEED_WINDOW = { pastDays: 30, futureDays: 365 } as const;

export interface CalendarFeedDeps {
  repository: CalendarFeedRepository;
  tokens: FeedTokens;
  publicUrl: string;
  /** The module's rides picked up in [from, to), in the given language (the bookings module). */
  rides(moduleId: string, window: { from: Date; to: Date }, language: Language): Promise<CalendarRide[]>;
  ownerLanguage(ownerId: string): Promise<Language>;
  /** The module's name as its customers see it (the calendar's name). */
  companyName(moduleId: string): Promise<string>;
  now?: () => Date;
}

/** The feed's address and when it was made; the address works until it is regenerated. */
export interface FeedAddress {
  url: string;
  webcalUrl: string;
  createdAt: Date;
}

/** The feed as served: the iCalendar text and its entity tag (clients poll with If-None-Match). */
export interface FeedDocument {
  body: string;
  etag: string;
}

/**
 * The owners' calendar feeds: a secret address per owner (created on first read, replaced on
 * regenerate) and the iCalendar document behind it (docs/decisions/0051-calendar-feed.md).
 */
export function createCalendarFeedService(deps: CalendarFeedDeps) {
  const { repository, tokens } = deps;
  const host = new URL(deps.publicUrl).host;
  const now = deps.now ?? (() => new Date());

  function addressOf(feed: CalendarFeedRow): FeedAddress {
    const url = `${deps.publicUrl}/api/calendar/${tokens.tokenOf(feed.nonce)}.ics`;
    return { url, webcalUrl: url.replace(/^https?:/, "webcal:"), createdAt: new Date(feed.createdAt) };
  }

  /** A fresh nonce and its token's hash for the owner's feed. */
  function newFeed(owner: { ownerId: string; moduleId: string }) {
    const nonce = tokens.newNonce();
    return {
      ownerId: owner.ownerId,
      moduleId: owner.moduleId,
      nonce,
      tokenHash: tokens.hashOf(tokens.tokenOf(nonce)),
    };
  }

  async function issue(owner: { ownerId: string; moduleId: string }): Promise<FeedAddress> {
    return addressOf(await repository.save(newFeed(owner)));
  }

  return {
    /** The owner's feed address, made on first use. */
    async address(owner: { ownerId: string; moduleId: string }): Promise<FeedAddress> {
      const feed = (await repository.findByOwner(owner.ownerId)) ?? (await repository.create(newFeed(owner)));
      // A changed server secret derives another token than the stored hash: a fresh address.
      if (!sameHash(tokens.hashOf(tokens.tokenOf(feed.nonce)), feed.tokenHash)) return issue(owner);
      return addressOf(feed);
    },

    /** A new address; the previous one answers 404 from now on. */
    regenerate: issue,

    /** The calendar behind a token; NOT_FOUND for anything that is not a current feed's token. */
    async document(token: string): Promise<FeedDocument> {
      const unknown = new AppError("NOT_FOUND", "Unknown calendar feed");
      if (!tokens.wellFormed(token)) throw unknown;
      const tokenHash = tokens.hashOf(token);
      const feed = await repository.findByTokenHash(tokenHash);
      if (!feed || !sameHash(tokenHash, feed.tokenHash)) throw unknown;
      const language = await deps.ownerLanguage(feed.ownerId);
      const at = now().getTime();
      const rides = await deps.rides(
        feed.moduleId,
        {
          from: new Date(at - FEED_WINDOW.pastDays * DAY_MS),
          to: new Date(at + FEED_WINDOW.futureDays * DAY_MS),
        },
        language,
      );
      const i18n = serverI18n(language);
      const name = i18n._("Rides — {company}", { company: await deps.companyName(feed.moduleId) });
      const body = ridesCalendar(rides, { host, name });
      return { body, etag: `"${createHash("sha256").update(body).digest("base64url")}"` };
    },
  };
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
