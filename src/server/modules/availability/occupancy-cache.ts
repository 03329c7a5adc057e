import { Lru } from "../../lib/lru.js";

/** One unit of a vehicle busy over [startsAt, endsAt), in epoch milliseconds. */
export interface BusyStretch {
  unit: number;
  startsAt: number;
  endsAt: number;
}

export interface OccupancyCacheOptions {
  /** The vehicle's busy stretches that end after `since`, in any order (one query). */
  load(vehicleId: number, since: Date): Promise<BusyStretch[]>;
  /** How many vehicles are kept (least recently used go first). */
  capacity: number;
  /**
   * A vehicle's stretches older than this are read again: the bound on how long a change made by
   * another server (or by a transaction still open when they were read) can go unseen.
   */
  reloadMs?: number;
  now?: () => number;
}

interface Entry {
  /** Sorted by startsAt, so a lookup stops at the first stretch starting after the window. */
  stretches: BusyStretch[];
  loadedAt: number;
}

/** The units of sorted stretches busy at some moment of [startsAt, endsAt). */
function busyDuring(stretches: BusyStretch[], startsAt: Date, endsAt: Date): number[] {
  const from = startsAt.getTime();
  const to = endsAt.getTime();
  const busy: number[] = [];
  for (const stretch of stretches) {
    if (stretch.startsAt >= to) break;
    if (stretch.endsAt > from) busy.push(stretch.unit);
  }
  return busy;
}

/**
 * The upcoming occupancy of the vehicles estimates ask about, in memory: an estimate's "is there
 * a free unit?" costs no database round trip. It is a hint, at most reloadMs old (this server's
 * own writes drop the vehicle at once); the checkout decides in its transaction, on the database.
 * Concurrent requests for a vehicle share one load, and a load overtaken by a change is not kept.
 */
export function createOccupancyCache(options: OccupancyCacheOptions) {
  const reloadMs = options.reloadMs ?? 1000;
  const now = options.now ?? Date.now;
  const entries = new Lru<number, Entry>(options.capacity);
  const inFlight = new Map<number, Promise<BusyStretch[]>>();

  function load(vehicleId: number): Promise<BusyStretch[]> {
    const pending = inFlight.get(vehicleId);
    if (pending) return pending;
    const loadedAt = now();
    const promise = options.load(vehicleId, new Date(loadedAt)).then((rows) => {
      const stretches = [...rows].sort((a, b) => a.startsAt - b.startsAt);
      if (inFlight.get(vehicleId) === promise) entries.set(vehicleId, { stretches, loadedAt });
      return stretches;
    });
    inFlight.set(vehicleId, promise);
    const settle = () => {
      if (inFlight.get(vehicleId) === promise) inFlight.delete(vehicleId);
    };
    promise.then(settle, settle);
    return promise;
  }

  return {
    /**
     * The units of the vehicle busy at some moment of [startsAt, endsAt): at once from memory when
     * fresh (no promise on the estimate's hot path), else once the vehicle is read again.
     */
    busyUnits(vehicleId: number, startsAt: Date, endsAt: Date): number[] | Promise<number[]> {
      const entry = entries.get(vehicleId);
      if (entry && now() - entry.loadedAt < reloadMs) return busyDuring(entry.stretches, startsAt, endsAt);
      return load(vehicleId).then((stretches) => busyDuring(stretches, startsAt, endsAt));
    },
    /** This server changed the vehicle's occupancy: the next question reads it again. */
    invalidate(vehicleId: number): void {
      entries.delete(vehicleId);
      inFlight.delete(vehicleId);
    },
    /** A change whose vehicles are unknown here (releases by booking): every vehicle is read again. */
    clear(): void {
      entries.clear();
      inFlight.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}
