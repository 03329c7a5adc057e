import type { Kysely } from "kysely";
import type { Language } from "../../../contract/common.js";
import type { GoogleCalendarInfo, GoogleCalendarNotice } from "../../../contract/google-calendar.js";
import type { Executor } from "../../db/executor.js";
import type { Schema } from "../../db/schema.js";
import type { GoogleCalendarConfig } from "../../kernel/config.js";
import { AppError } from "../../kernel/errors.js";
import type { CalendarBookingReader } from "../bookings/index.js";
import { enqueueMail, renderGoogleCalendarReconnect } from "../mail/index.js";
import type { ModuleRow } from "../settings/index.js";
import { type BusyTimes, createBusyTimes } from "./busy-times.js";
import { createConnectStates } from "./connect-state.js";
import { eventBody, hasEvents } from "./event-body.js";
import { calendarEventId } from "./event-id.js";
import {
  type CalendarGrant,
  classifyGoogleFailure,
  createGoogleApi,
  type GoogleFailure,
} from "./google-api.js";
import type { GoogleCalendarRepository, PushJob } from "./repository.js";
import { createTokenCipher } from "./token-cipher.js";

/** Where Google sends the owner back after the consent screen (to register in the Google client). */
export const CALLBACK_PATH = "/api/google-calendar/callback";
/** Where the owner lands afterwards, with ?googleCalendar=<notice>. */
const ADMIN_RETURN_PATH = "/admin/dashboard";

export interface GoogleCalendarDeps {
  db: Kysely<Schema>;
  /** undefined: the operator has not enabled Google on this server. */
  config: GoogleCalendarConfig | undefined;
  publicUrl: string;
  repository: GoogleCalendarRepository;
  bookings: CalendarBookingReader;
  getModule(moduleId: string): Promise<ModuleRow>;
  ownerContact(ownerId: string): Promise<{ email: string; language: Language } | undefined>;
  log?: { warn(object: unknown, message: string): void } | undefined;
  now?: () => Date;
}

/** What one push did: done, or when to try again and why. */
export type PushOutcome = { done: true } | { done: false; failure: GoogleFailure; error: string };

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The Google Calendar sync of each module: connecting (OAuth authorization code with PKCE and
 * offline access), pushing booking changes from the queue, the busy times that close slots, and
 * disconnecting. docs/decisions/0048-google-calendar-sync.md.
 */
export function createGoogleCalendarService(deps: GoogleCalendarDeps) {
  const sync = createCalendarSync(deps);
  return {
    enabled: deps.config !== undefined,
    busyTimes: sync.busyTimes,
    ...connectionOperations(deps, sync),
    ...queueOperations(deps, sync),
  };
}

type CalendarSync = ReturnType<typeof createCalendarSync>;

/** What the operations share: Google's client, the grants in use, the busy-time cache, the pushes. */
function createCalendarSync(deps: GoogleCalendarDeps) {
  const { config, repository } = deps;
  const now = deps.now ?? (() => new Date());
  const api = config ? createGoogleApi(config, `${deps.publicUrl}${CALLBACK_PATH}`) : undefined;
  const cipher = config ? createTokenCipher(config.encryptionKey) : undefined;
  const states = cipher ? createConnectStates(cipher, () => now().getTime()) : undefined;
  /** One client per grant, so its access token is reused until it expires. */
  const grants = new Map<string, { sealed: string; grant: CalendarGrant }>();

  function requireEnabled() {
    if (!api || !cipher || !states) {
      throw new AppError(
        "GOOGLE_CALENDAR_NOT_ENABLED",
        "Google Calendar is not enabled on this server: the operator has not configured it",
      );
    }
    return { api, cipher, states };
  }

  /** The module's working grant, or undefined (not connected, needs reconnecting, key changed). */
  async function grantOf(moduleId: string) {
    if (!api || !cipher) return undefined;
    const connection = await repository.connection(moduleId);
    if (connection?.status !== "CONNECTED") return undefined;
    const cached = grants.get(moduleId);
    if (cached?.sealed === connection.refreshTokenEncrypted) return { connection, grant: cached.grant };
    const refreshToken = cipher.decrypt(connection.refreshTokenEncrypted);
    if (!refreshToken) return undefined;
    const grant = api.grant(refreshToken);
    grants.set(moduleId, { sealed: connection.refreshTokenEncrypted, grant });
    return { connection, grant };
  }

  const busyTimes: BusyTimes = createBusyTimes({
    async fetch(moduleId, from, to) {
      const found = await grantOf(moduleId);
      if (!found?.connection.blockBusyTimes) return null;
      try {
        return await found.grant.busy(found.connection.calendarId, from, to);
      } catch (error) {
        if (classifyGoogleFailure(error).kind === "grant") await grantBroken(moduleId, errorText(error));
        throw error;
      }
    },
    onError: (moduleId, error) =>
      deps.log?.warn({ moduleId, err: error }, "Google busy times not read; the cached ones are used"),
    now: () => now().getTime(),
  });

  const adminUrl = (query = "") => `${deps.publicUrl}${ADMIN_RETURN_PATH}${query}`;

  /**
   * Google refused the grant: the connection needs reconnecting, its queue is dropped (a
   * reconnection pushes every upcoming booking again), and the owner is e-mailed once.
   */
  async function grantBroken(moduleId: string, error: string) {
    grants.delete(moduleId);
    busyTimes.forget(moduleId);
    const module = await deps.getModule(moduleId);
    const owner = await deps.ownerContact(module.ownerId);
    await deps.db.transaction().execute(async (trx) => {
      const first = await repository.markNeedsReconnect(trx, moduleId, error);
      await repository.dropJobs(trx, moduleId);
      if (first && owner) {
        await enqueueMail(trx, {
          template: "google-calendar-reconnect",
          to: owner.email,
          ...renderGoogleCalendarReconnect({ adminUrl: adminUrl() }, owner.language),
        });
      }
    });
  }

  /** Puts the booking's events in line with the booking as it is now. */
  async function pushBooking(job: PushJob, grant: CalendarGrant, calendarId: string) {
    const booking = await deps.bookings.find(job.bookingId);
    const module = await deps.getModule(job.moduleId);
    const owner = await deps.ownerContact(module.ownerId);
    for (const leg of [0, 1] as const) {
      const eventId = calendarEventId(job.moduleId, job.bookingId, leg);
      const wanted = booking && hasEvents(booking) && (leg === 0 || booking.returnPickUpTime !== null);
      if (!wanted) {
        await grant.deleteEvent(calendarId, eventId);
        continue;
      }
      await grant.putEvent(
        calendarId,
        eventId,
        eventBody({
          booking,
          module,
          leg,
          language: owner?.language ?? module.defaultLanguage,
          // The bookings list opens this booking's details (admin/features/bookings/booking-address.ts).
          adminUrl: adminUrl(`?booking=${booking.id}`),
        }),
      );
    }
  }

  return {
    now,
    api,
    cipher,
    states,
    grants,
    busyTimes,
    adminUrl,
    requireEnabled,
    grantOf,
    grantBroken,
    pushBooking,
  };
}

/** The connection's state, as the admin shows it. */
async function connectionInfo(deps: GoogleCalendarDeps, moduleId: string): Promise<GoogleCalendarInfo> {
  const { config, repository } = deps;
  const connection = config ? await repository.connection(moduleId) : undefined;
  return {
    state: !config
      ? "disabled"
      : !connection
        ? "not_connected"
        : connection.status === "CONNECTED"
          ? "connected"
          : "needs_reconnect",
    calendarName: connection?.calendarName ?? "",
    lastSyncAt: connection?.lastSyncAt ? new Date(connection.lastSyncAt).toISOString() : null,
    lastError: connection?.lastError ?? null,
    pending: connection ? await repository.pendingCount(moduleId) : 0,
    blockBusyTimes: connection?.blockBusyTimes ?? true,
  };
}

/** Connecting, disconnecting and the connection's state, as the admin shows them. */
function connectionOperations(deps: GoogleCalendarDeps, sync: CalendarSync) {
  const { config, repository } = deps;
  const { now, api, cipher, states, grants, busyTimes, adminUrl, requireEnabled } = sync;
  const info = (moduleId: string) => connectionInfo(deps, moduleId);
  return {
    info,

    /** Whether the module has a working connection (GET /admin/check-google-calendar). */
    async connected(moduleId: string): Promise<boolean> {
      if (!config) return false;
      return (await repository.connection(moduleId))?.status === "CONNECTED";
    },

    /** Google's consent page for this owner, with a state that only their callback can use. */
    async connectLink(owner: { ownerId: string; moduleId: string; email: string }): Promise<string> {
      const { api, states } = requireEnabled();
      const { codeVerifier, codeChallenge } = await api.newVerifier();
      const state = states.issue({ moduleId: owner.moduleId, ownerId: owner.ownerId, codeVerifier });
      return api.authorizationUrl({ state, codeChallenge, loginHint: owner.email });
    },

    /**
     * Google's redirect: the code is exchanged (with the PKCE verifier from the state), the
     * refresh token stored encrypted and the upcoming bookings queued. Answers the admin
     * address to send the owner to, with the notice to show.
     */
    async completeConnection(query: { state?: string; code?: string; error?: string }): Promise<string> {
      const notice = (value: GoogleCalendarNotice) => adminUrl(`?googleCalendar=${value}`);
      if (!api || !cipher || !states) return notice("failed");
      const state = query.state ? states.read(query.state) : undefined;
      if (!state) return notice("expired");
      if (query.error || !query.code) return notice("denied");
      let refreshToken: string | undefined;
      try {
        ({ refreshToken } = await api.exchangeCode(query.code, state.codeVerifier));
      } catch (error) {
        deps.log?.warn({ moduleId: state.moduleId, err: error }, "Google refused the authorization code");
        return notice("failed");
      }
      if (!refreshToken) return notice("no_refresh_token");
      let calendarName = "";
      try {
        calendarName = await api.grant(refreshToken).calendarName("primary");
      } catch (error) {
        // The name is only shown in the dialog: the connection works without it.
        deps.log?.warn({ moduleId: state.moduleId, err: error }, "Google calendar name not read");
      }
      grants.delete(state.moduleId);
      busyTimes.forget(state.moduleId);
      await repository.saveConnection({
        moduleId: state.moduleId,
        refreshTokenEncrypted: cipher.encrypt(refreshToken),
        calendarName,
      });
      // Bookings made before connecting are pushed once; later ones by their own changes.
      await repository.enqueue(
        deps.db,
        state.moduleId,
        await deps.bookings.upcomingIds(state.moduleId, now()),
      );
      return notice("connected");
    },

    /**
     * Revokes the grant at Google, then forgets it here (tokens and queue). A grant Google
     * already refuses is simply forgotten; Google unreachable → GOOGLE_CALENDAR_UNAVAILABLE and
     * nothing changes, so the owner can try again rather than leave a live grant behind.
     */
    async disconnect(moduleId: string): Promise<GoogleCalendarInfo> {
      const { api, cipher } = requireEnabled();
      const connection = await repository.connection(moduleId);
      if (!connection) throw new AppError("GOOGLE_CALENDAR_NOT_CONNECTED", "No Google calendar is connected");
      const refreshToken = cipher.decrypt(connection.refreshTokenEncrypted);
      if (refreshToken) {
        try {
          await api.revoke(refreshToken);
        } catch (error) {
          const status = (error as { response?: { status?: number } }).response?.status;
          // 400 invalid_token: Google no longer knows the grant (revoked by the owner already).
          if (status !== 400 && classifyGoogleFailure(error).kind !== "grant") {
            deps.log?.warn({ moduleId, err: error }, "Google grant not revoked");
            throw new AppError(
              "GOOGLE_CALENDAR_UNAVAILABLE",
              "Google did not answer. Please try again later.",
            );
          }
        }
      }
      await repository.deleteConnection(moduleId);
      grants.delete(moduleId);
      busyTimes.forget(moduleId);
      return info(moduleId);
    },

    async setBlockBusyTimes(moduleId: string, block: boolean): Promise<GoogleCalendarInfo> {
      requireEnabled();
      if (!(await repository.setBlockBusyTimes(moduleId, block))) {
        throw new AppError("GOOGLE_CALENDAR_NOT_CONNECTED", "No Google calendar is connected");
      }
      busyTimes.forget(moduleId);
      return info(moduleId);
    },
  };
}

/** The booking modules' queue of changes, the busy-time cache, and the push worker's jobs. */
function queueOperations(deps: GoogleCalendarDeps, sync: CalendarSync) {
  const { config, repository } = deps;
  const { busyTimes, grantOf, grantBroken, pushBooking } = sync;
  return {
    /**
     * The booking modules' narrow door: queues these bookings' events for a push in the
     * caller's transaction (nothing when the module has no working connection).
     */
    async bookingsChanged(executor: Executor, moduleId: string, bookingIds: number[]): Promise<void> {
      if (!config) return;
      await repository.enqueue(executor, moduleId, bookingIds);
    },

    /** Whether the owner's calendar is busy during one of these windows (the cache only). */
    ownerBusy: (moduleId: string, windows: { startsAt: Date; endsAt: Date }[]): boolean =>
      config ? busyTimes.isBusy(moduleId, windows) : false,

    /** Reads again, in the background, the busy times of every module that blocks them. */
    async refreshBusyTimes(): Promise<void> {
      if (!config) return;
      for (const moduleId of await repository.busyTimeModules()) await busyTimes.refresh(moduleId);
    },

    /** One job of the queue (the push worker): pushes it, or says when to try again. */
    async push(job: PushJob): Promise<PushOutcome> {
      const found = await grantOf(job.moduleId);
      // Not connected any more (or needs reconnecting): nothing to push, the job is done.
      if (!found) return { done: true };
      try {
        await pushBooking(job, found.grant, found.connection.calendarId);
        await repository.recordSync(job.moduleId, null);
        return { done: true };
      } catch (error) {
        const failure = classifyGoogleFailure(error);
        const message = errorText(error);
        if (failure.kind === "grant") {
          await grantBroken(job.moduleId, message);
          return { done: true };
        }
        await repository.recordSync(job.moduleId, message);
        return { done: false, failure, error: message };
      }
    },
  };
}

export type GoogleCalendarService = ReturnType<typeof createGoogleCalendarService>;
