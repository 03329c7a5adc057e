import type { Kysely, Transaction } from "kysely";
import type { Executor } from "../../db/executor.js";
import type { Schema } from "../../db/schema.js";
import { AppError } from "../../kernel/errors.js";
import { lockVehicleForBooking, shareVehicleForBooking } from "../catalogue/index.js";
import { createOccupancyCache } from "./occupancy-cache.js";
import { type AvailabilityRepository, createAvailabilityRepository, type LegWindow } from "./repository.js";

/** Vehicles whose upcoming occupancy one server keeps in memory for estimates. */
const CACHED_VEHICLES = 10_000;

export type { LegWindow } from "./repository.js";

/** The legs of a trip as busy windows: each leg occupies [pick-up, pick-up + duration). */
export function legWindows(
  pickUpTime: Date,
  returnPickUpTime: Date | null,
  durationMinutes: number,
): LegWindow[] {
  // A zero-minute ride still holds the vehicle for a minute: an empty range would hold nothing.
  const length = Math.max(1, durationMinutes) * 60_000;
  const windows: LegWindow[] = [
    { leg: 0, startsAt: pickUpTime, endsAt: new Date(pickUpTime.getTime() + length) },
  ];
  if (returnPickUpTime) {
    windows.push({
      leg: 1,
      startsAt: returnPickUpTime,
      endsAt: new Date(returnPickUpTime.getTime() + length),
    });
  }
  return windows;
}

/**
 * Frees the vehicles of these bookings in the caller's transaction (the expiry sweep, which runs
 * outside any app instance: the repository keeps no state).
 */
export function releaseVehiclesOf(executor: Executor, bookingIds: number[]) {
  return createAvailabilityRepository().releaseMany(executor, bookingIds);
}

export interface UnitClaim {
  window: LegWindow;
  unit: number;
}

function firstFreeUnit(numberOwned: number, busy: number[]): number | undefined {
  for (let unit = 1; unit <= numberOwned; unit++) if (!busy.includes(unit)) return unit;
  return undefined;
}

export interface AvailabilityOptions {
  /** How old the estimates' view of a vehicle's occupancy may be (default 1 s; 0 reads it each time). */
  occupancyReloadMs?: number;
}

export function createAvailabilityService(
  db: Kysely<Schema>,
  repository: AvailabilityRepository,
  options: AvailabilityOptions = {},
) {
  // Estimates read occupancy from memory (docs/decisions/0060-estimates-read-occupancy-from-memory.md);
  // checkouts read it in their transaction, under the vehicle's lock.
  const occupancy = createOccupancyCache({
    capacity: CACHED_VEHICLES,
    reloadMs: options.occupancyReloadMs ?? 1000,
    load: (vehicleId, since) => repository.upcomingStretches(db, vehicleId, since),
  });
  return { ...claimOperations(repository, occupancy), ...occupancyWrites(repository, occupancy) };
}

type OccupancyCache = ReturnType<typeof createOccupancyCache>;

/** Finding free units of a vehicle's fleet: the estimates' hint, and the checkouts' claims and holds. */
function claimOperations(repository: AvailabilityRepository, occupancy: OccupancyCache) {
  /** A free unit for each leg as committed now, or VEHICLE_FULL. */
  async function freeUnits(
    trx: Transaction<Schema>,
    numberOwned: number,
    input: { vehicleId: number; windows: LegWindow[]; fullMessage: string },
  ): Promise<UnitClaim[]> {
    const claims: UnitClaim[] = [];
    for (const window of input.windows) {
      // Units this trip already claimed for an overlapping leg count as busy too.
      const ownClaims = claims.filter(
        (c) => c.window.startsAt < window.endsAt && window.startsAt < c.window.endsAt,
      );
      const busy = [
        ...(await repository.busyUnits(trx, input.vehicleId, window)),
        ...ownClaims.map((c) => c.unit),
      ];
      const unit = firstFreeUnit(numberOwned, busy);
      if (unit === undefined) {
        throw new AppError(
          "VEHICLE_FULL",
          input.fullMessage || "This vehicle is already booked at that time",
        );
      }
      claims.push({ window, unit });
    }
    return claims;
  }

  return {
    /** A hint for estimates (no lock, no query in the common case): whether every leg still has a free unit. */
    async hasRoom(vehicleId: number, numberOwned: number, windows: LegWindow[]): Promise<boolean> {
      for (const window of windows) {
        const known = occupancy.busyUnits(vehicleId, window.startsAt, window.endsAt);
        const busy = known instanceof Promise ? await known : known;
        if (firstFreeUnit(numberOwned, busy) === undefined) return false;
      }
      return true;
    },

    /**
     * Inside the checkout transaction, before the booking is written: locks the vehicle, then
     * finds a free unit of the fleet for each leg, or refuses with VEHICLE_FULL (the module's
     * own message). Locking first makes checkouts for one vehicle queue instead of racing;
     * the exclusion constraint of vehicle_occupancy backs this up in the database itself.
     */
    async claimUnits(
      trx: Transaction<Schema>,
      input: { moduleId: string; vehicleId: number; windows: LegWindow[]; fullMessage: string },
    ): Promise<UnitClaim[]> {
      const vehicle = await lockVehicleForBooking(trx, input.moduleId, input.vehicleId);
      if (!vehicle?.active) throw new AppError("NOT_FOUND", "Unknown vehicle");
      return freeUnits(trx, vehicle.numberOwned, input);
    },

    /**
     * Checkout, inside its transaction, once the booking row is written: holds a free unit of
     * the vehicle for each leg, or refuses with VEHICLE_FULL (the module's own message). The
     * vehicle is only share-locked, so checkouts of one vehicle do not queue behind each other:
     * the exclusion constraint of vehicle_occupancy settles two that chose the same unit
     * (docs/decisions/0066-checkout-throughput-and-list-pages.md). The second waits for the
     * first's commit, its leg is not written, and it reads the units again: a free one left is taken, none is
     * VEHICLE_FULL.
     */
    async holdUnits(
      trx: Transaction<Schema>,
      input: {
        moduleId: string;
        vehicleId: number;
        bookingId: number;
        windows: LegWindow[];
        fullMessage: string;
      },
    ): Promise<void> {
      const vehicle = await shareVehicleForBooking(trx, input.moduleId, input.vehicleId);
      if (!vehicle?.active) throw new AppError("NOT_FOUND", "Unknown vehicle");
      let windows = input.windows;
      // First unit 1 for every leg, unread: free in the common case, and a statement saved. Then
      // each leg left out means a unit committed since the last read, which the next read sees
      // (the legs already written count as busy too): at most one round per unit of the fleet.
      for (let round = 0; round <= vehicle.numberOwned + 1; round++) {
        const claims =
          round === 0
            ? windows.map((window) => ({ window, unit: 1 }))
            : await freeUnits(trx, vehicle.numberOwned, { ...input, windows });
        const written = await repository.occupyFree(trx, input.bookingId, input.vehicleId, claims);
        windows = windows.filter((window) => !written.includes(window.leg));
        if (windows.length === 0) {
          occupancy.invalidate(input.vehicleId);
          return;
        }
      }
      throw new AppError("VEHICLE_FULL", input.fullMessage || "This vehicle is already booked at that time");
    },
  };
}

/** Writing and freeing the units bookings hold, each write keeping the estimates' copy true. */
function occupancyWrites(repository: AvailabilityRepository, occupancy: OccupancyCache) {
  return {
    /** Writes the claimed units for the new booking, in the same transaction. */
    async occupy(trx: Transaction<Schema>, bookingId: number, vehicleId: number, claims: UnitClaim[]) {
      for (const claim of claims)
        await repository.occupy(trx, bookingId, vehicleId, claim.unit, claim.window);
      occupancy.invalidate(vehicleId);
    },

    async release(executor: Executor, bookingId: number) {
      await repository.release(executor, bookingId);
      occupancy.clear();
    },

    /** Frees the vehicles of several bookings in the caller's transaction (the expiry sweep). */
    async releaseMany(executor: Executor, bookingIds: number[]) {
      await repository.releaseMany(executor, bookingIds);
      if (bookingIds.length > 0) occupancy.clear();
    },

    /** Drops the estimates' copy of every vehicle's occupancy (a write this server did not make). */
    forgetCachedOccupancy: () => occupancy.clear(),

    /** Forgets a booking's units in the caller's transaction, before the edited trip claims new ones. */
    async remove(trx: Transaction<Schema>, bookingId: number) {
      await repository.remove(trx, bookingId);
      occupancy.clear();
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
