import type { BusyInterval } from "./google-api.js";

/** How far ahead busy times are read (Google answers free/busy for about two months at most). */
export const BUSY_HORIZON_MS = 60 * 24 * 60 * 60 * 1000;
/** A module's busy times older than this are read again, in the background. */
export const BUSY_FRESH_MS = 60 * 1000;
/** Older than this, they are not trusted any more: the slot counts as free. */
export const BUSY_STALE_MS = 30 * 60 * 1000;

interface Entry {
  fetchedAt: number;
  /** null: the module does not block busy times (not connected, setting off). */
  busy: BusyInterval[] | null;
}

interface Window {
  startsAt: Date;
  endsAt: Date;
}

/**
 * The owners' busy times, kept in memory per module and read again in the background: an
 * estimate or a checkout only ever looks at the cache, so a slow or unavailable Google never
 * delays a customer. No data (never read, read failed for half an hour) → the slot is free:
 * see docs/decisions/0049-google-calendar-busy-times.md.
 */
export function createBusyTimes(deps: {
  /** Reads the module's busy times from Google, or null when it does not block them. */
  fetch(moduleId: string, from: Date, to: Date): Promise<BusyInterval[] | null>;
  now?: () => number;
  onError?: (moduleId: string, error: unknown) => void;
}) {
  const now = deps.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<void>>();

  function refresh(moduleId: string): Promise<void> {
    let running = inFlight.get(moduleId);
    if (!running) {
      const from = new Date(now());
      running = deps
        .fetch(moduleId, from, new Date(from.getTime() + BUSY_HORIZON_MS))
        .then(
          (busy) => {
            entries.set(moduleId, { fetchedAt: now(), busy });
          },
          (error: unknown) => {
            // The previous answer stays until it is too old; the next look tries again.
            deps.onError?.(moduleId, error);
          },
        )
        .finally(() => inFlight.delete(moduleId));
      inFlight.set(moduleId, running);
    }
    return running;
  }

  return {
    refresh,

    /**
     * Whether a window overlaps one of the owner's busy times, from the cache only; a missing or
     * old entry starts a refresh that the next look will see.
     */
    isBusy(moduleId: string, windows: Window[]): boolean {
      const entry = entries.get(moduleId);
      const age = entry ? now() - entry.fetchedAt : Number.POSITIVE_INFINITY;
      if (age > BUSY_FRESH_MS) void refresh(moduleId);
      if (!entry?.busy || age > BUSY_STALE_MS) return false;
      return windows.some((window) =>
        entry.busy?.some((busy) => busy.start < window.endsAt && window.startsAt < busy.end),
      );
    },

    /** Forgets a module's entry (disconnected, setting changed): the next look reads again. */
    forget(moduleId: string) {
      entries.delete(moduleId);
    },
  };
}

export type BusyTimes = ReturnType<typeof createBusyTimes>;
