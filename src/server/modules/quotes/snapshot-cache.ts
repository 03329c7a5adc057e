import { Lru } from "../../lib/lru.js";

/** What the cache needs of a snapshot: the catalogue version it was built from. */
export interface Versioned {
  version: string;
}

export interface SnapshotCacheOptions<S extends Versioned> {
  /** Builds the module's snapshot, reading its version first (then the data is at least that new). */
  build(moduleId: string): Promise<S>;
  /** The module's stored version now (one cheap query). */
  currentVersion(moduleId: string): Promise<string | undefined>;
  /** How many modules are kept (least recently used go first). */
  capacity: number;
  /**
   * An entry older than this is checked against the stored version before use: the fallback
   * when a change notification was missed (another server, a lost LISTEN connection).
   */
  recheckMs?: number;
  now?: () => number;
}

interface Entry<S> {
  snapshot: S;
  /** When the stored version was last known to equal the snapshot's. */
  checkedAt: number;
}

/**
 * The modules' catalogue snapshots of one server: built once, shared by every request, dropped
 * when the module's version changes (invalidate, from this server's writes and from the
 * database's notifications), and re-checked when older than recheckMs. Concurrent requests for a
 * module wait for the same build or check, and a build overtaken by an invalidation is not kept.
 */
export function createSnapshotCache<S extends Versioned>(options: SnapshotCacheOptions<S>) {
  const recheckMs = options.recheckMs ?? 1000;
  const now = options.now ?? Date.now;
  const entries = new Lru<string, Entry<S>>(options.capacity);
  const inFlight = new Map<string, Promise<S>>();
  /** For the metrics: reads served from memory as they were, and snapshots built. */
  const counts = { hits: 0, builds: 0 };

  async function build(moduleId: string, token: { current?: Promise<S> }): Promise<S> {
    const startedAt = now();
    counts.builds++;
    const snapshot = await options.build(moduleId);
    if (inFlight.get(moduleId) === token.current) {
      entries.set(moduleId, { snapshot, checkedAt: startedAt });
    }
    return snapshot;
  }

  async function revalidate(moduleId: string, entry: Entry<S>, token: { current?: Promise<S> }) {
    const checkedAt = now();
    const version = await options.currentVersion(moduleId);
    if (version === entry.snapshot.version) {
      if (inFlight.get(moduleId) === token.current) entry.checkedAt = checkedAt;
      return entry.snapshot;
    }
    return build(moduleId, token);
  }

  return {
    /** The module's snapshot, at most recheckMs older than its last change. */
    get(moduleId: string): Promise<S> {
      const entry = entries.get(moduleId);
      if (entry && now() - entry.checkedAt < recheckMs) {
        counts.hits++;
        return Promise.resolve(entry.snapshot);
      }
      const pending = inFlight.get(moduleId);
      if (pending) return pending;
      const token: { current?: Promise<S> } = {};
      const promise = entry ? revalidate(moduleId, entry, token) : build(moduleId, token);
      token.current = promise;
      inFlight.set(moduleId, promise);
      const settle = () => {
        if (inFlight.get(moduleId) === promise) inFlight.delete(moduleId);
      };
      promise.then(settle, settle);
      return promise;
    },
    /** The module's catalogue changed: the next request builds its snapshot again. */
    invalidate(moduleId: string): void {
      entries.delete(moduleId);
      inFlight.delete(moduleId);
    },
    /** Changes may have been missed (a lost notification connection): every module is rebuilt. */
    clear(): void {
      entries.clear();
      inFlight.clear();
    },
    get size(): number {
      return entries.size;
    },
    /** Hits (no database read) and builds since the start, for the metrics. */
    counts(): Readonly<{ hits: number; builds: number }> {
      return counts;
    },
  };
}
