/** The part of a logger (pino, Fastify's app.log) a fallback warning needs. */
export interface WarningLog {
  warn(object: unknown, message: string): void;
}

/** At most one warning per module and provider in this window: a provider that is down fails every quote. */
export const FALLBACK_WARNING_INTERVAL_MS = 60_000;

export interface FallbackWarnerOptions {
  log: WarningLog | undefined;
  intervalMs?: number;
  now?: () => number;
}

/** What a fallback to the offline estimate is about: which module asked, which provider failed, why. */
export interface FallbackEvent {
  moduleId: string;
  provider: string;
  error: unknown;
}

/**
 * Reports a routing or geocoding failure that was answered with the offline estimate instead.
 * The customer never sees it (the booking form stays open), so without this warning an outage
 * of the provider, a revoked key or a quota reached would go unnoticed.
 */
export function createFallbackWarner(options: FallbackWarnerOptions) {
  const intervalMs = options.intervalMs ?? FALLBACK_WARNING_INTERVAL_MS;
  const now = options.now ?? Date.now;
  const lastWarnedAt = new Map<string, number>();
  return function warnFallback({ moduleId, provider, error }: FallbackEvent): void {
    if (!options.log) return;
    const key = `${moduleId}\u0000${provider}`;
    const at = now();
    const last = lastWarnedAt.get(key);
    if (last !== undefined && at - last < intervalMs) return;
    lastWarnedAt.set(key, at);
    options.log.warn(
      { module: moduleId, provider, err: error },
      "routing provider failed: the offline estimate was used instead",
    );
  };
}
