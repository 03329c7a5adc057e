import { calendar, type calendar_v3 } from "@googleapis/calendar";
import { CodeChallengeMethod, OAuth2Client } from "google-auth-library";
import type { GoogleCalendarConfig } from "../../kernel/config.js";

/**
 * The least Google gives for what the sync does: write events on calendars the owner owns
 * (calendar.events.owned, not the whole calendar), and read free/busy (calendar.freebusy: times
 * only, never the owner's event titles). See docs/decisions/0048-google-calendar-sync.md.
 */
export const GOOGLE_CALENDAR_SCOPES = [
  "https://www.googleapis.com/auth/calendar.events.owned",
  "https://www.googleapis.com/auth/calendar.freebusy",
];

/** Each call to Google gives up after this long: a slow Google only delays the queue. */
const REQUEST_TIMEOUT_MS = 10_000;
/** Retries are the queue's (with backoff), never the client's inside one call. */
const ONE_TRY = { retry: false, timeout: REQUEST_TIMEOUT_MS } as const;

export type GoogleFailure =
  /** The grant is revoked or expired (invalid_grant): only the owner can fix it, by reconnecting. */
  | { kind: "grant" }
  /** 429, or 403 with a rate-limit reason: wait (Retry-After when Google gives it). */
  | { kind: "rate"; retryAfterMs: number | undefined }
  /** Anything else: a network failure, 5xx, an unexpected answer; retried with backoff. */
  | { kind: "unavailable" };

interface GaxiosLike {
  status?: number;
  response?: { status?: number; data?: unknown; headers?: unknown };
  message?: string;
}

function header(headers: unknown, name: string): string | undefined {
  if (!headers) return undefined;
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name) ?? undefined;
  const value = (headers as Record<string, unknown>)[name];
  return typeof value === "string" ? value : undefined;
}

/** What a failed call to Google means for the sync. */
export function classifyGoogleFailure(error: unknown): GoogleFailure {
  const failure = error as GaxiosLike;
  const data = failure.response?.data as { error?: string | { errors?: { reason?: string }[] } } | undefined;
  if (data?.error === "invalid_grant" || failure.message?.includes("invalid_grant")) return { kind: "grant" };
  const status = failure.response?.status ?? failure.status;
  const reasons = typeof data?.error === "object" ? (data.error.errors ?? []).map((e) => e.reason) : [];
  const rateLimited =
    status === 429 ||
    (status === 403 && reasons.some((r) => r === "rateLimitExceeded" || r === "userRateLimitExceeded"));
  if (rateLimited) {
    const retryAfter = Number(header(failure.response?.headers, "retry-after"));
    return {
      kind: "rate",
      retryAfterMs: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined,
    };
  }
  return { kind: "unavailable" };
}

function statusOf(error: unknown): number | undefined {
  const failure = error as GaxiosLike;
  return failure.response?.status ?? failure.status;
}

export interface BusyInterval {
  start: Date;
  end: Date;
}

/** One owner's grant: the calls the sync makes on their calendar. */
export interface CalendarGrant {
  calendarName(calendarId: string): Promise<string>;
  /** Creates the event with this id, or updates it when it exists (even deleted: it comes back). */
  putEvent(calendarId: string, eventId: string, event: calendar_v3.Schema$Event): Promise<void>;
  /** Removes the event; one already gone is fine. */
  deleteEvent(calendarId: string, eventId: string): Promise<void>;
  busy(calendarId: string, from: Date, to: Date): Promise<BusyInterval[]>;
}

/**
 * Google through its own client libraries (google-auth-library's OAuth2Client for the
 * authorization code with PKCE, refresh and revoke; @googleapis/calendar for events and
 * free/busy), pointed at the configured addresses (a fake Google in tests).
 */
export function createGoogleApi(config: GoogleCalendarConfig, redirectUri: string) {
  const oauthClient = () =>
    new OAuth2Client({
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      redirectUri,
      // A 401 refreshes the access token even before it expires: a grant revoked at Google
      // then shows as invalid_grant at once, instead of failing until the token's expiry.
      forceRefreshOnFailure: true,
      endpoints: {
        oauth2AuthBaseUrl: config.authUrl,
        oauth2TokenUrl: config.tokenUrl,
        oauth2RevokeUrl: config.revokeUrl,
      },
    });
  const rootUrl = config.calendarApiUrl.endsWith("/") ? config.calendarApiUrl : `${config.calendarApiUrl}/`;

  return {
    async newVerifier() {
      const { codeVerifier, codeChallenge } = await oauthClient().generateCodeVerifierAsync();
      return { codeVerifier, codeChallenge: codeChallenge as string };
    },

    /** Google's consent page: offline access and prompt=consent, so a refresh token is always issued. */
    authorizationUrl(input: { state: string; codeChallenge: string; loginHint?: string }): string {
      return oauthClient().generateAuthUrl({
        access_type: "offline",
        prompt: "consent",
        include_granted_scopes: false,
        scope: GOOGLE_CALENDAR_SCOPES,
        state: input.state,
        code_challenge: input.codeChallenge,
        code_challenge_method: CodeChallengeMethod.S256,
        ...(input.loginHint ? { login_hint: input.loginHint } : {}),
      });
    },

    /** The grant's refresh token (undefined when Google gave none) and the scopes granted. */
    async exchangeCode(code: string, codeVerifier: string) {
      const { tokens } = await oauthClient().getToken({ code, codeVerifier });
      return { refreshToken: tokens.refresh_token ?? undefined, scope: tokens.scope ?? "" };
    },

    async revoke(refreshToken: string): Promise<void> {
      await oauthClient().revokeToken(refreshToken);
    },

    /** A grant's client; it keeps its access token until it expires, then refreshes it. */
    grant(refreshToken: string): CalendarGrant {
      const auth = oauthClient();
      auth.setCredentials({ refresh_token: refreshToken });
      const api = calendar({ version: "v3", auth, rootUrl });
      return {
        async calendarName(calendarId) {
          const { data } = await api.events.list({ calendarId, maxResults: 1 }, ONE_TRY);
          return data.summary ?? "";
        },
        async putEvent(calendarId, eventId, event) {
          try {
            await api.events.insert({ calendarId, requestBody: { ...event, id: eventId } }, ONE_TRY);
          } catch (error) {
            if (statusOf(error) !== 409) throw error;
            // Already there (pushed before, or deleted: an update brings it back as confirmed).
            await api.events.update(
              { calendarId, eventId, requestBody: { ...event, id: eventId, status: "confirmed" } },
              ONE_TRY,
            );
          }
        },
        async deleteEvent(calendarId, eventId) {
          try {
            await api.events.delete({ calendarId, eventId }, ONE_TRY);
          } catch (error) {
            const status = statusOf(error);
            if (status !== 404 && status !== 410) throw error;
          }
        },
        async busy(calendarId, from, to) {
          const { data } = await api.freebusy.query(
            {
              requestBody: {
                timeMin: from.toISOString(),
                timeMax: to.toISOString(),
                items: [{ id: calendarId }],
              },
            },
            ONE_TRY,
          );
          const entry = data.calendars?.[calendarId];
          if (!entry || (entry.errors && entry.errors.length > 0)) throw new Error("free/busy not available");
          return (entry.busy ?? []).flatMap((period) =>
            period.start && period.end ? [{ start: new Date(period.start), end: new Date(period.end) }] : [],
          );
        },
      };
    },
  };
}
