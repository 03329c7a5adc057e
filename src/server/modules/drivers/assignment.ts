import type { Kysely } from "kysely";
import type { Assignment, AssignmentInput } from "../../../contract/driver.js";
import type { Executor } from "../../db/executor.js";
import type { Schema } from "../../db/schema.js";
import { AppError } from "../../kernel/errors.js";
import { legWindows } from "../availability/index.js";
import {
  type BookingRow,
  type BookingsChanged,
  calendarRide,
  type DriverRides,
  RIDE_AHEAD_STATUSES,
} from "../bookings/index.js";
import { rideCalendarAttachment } from "../calendar-feed/index.js";
import {
  enqueueMail,
  type MissionChange,
  type OwnerMailLimitsService,
  renderDriverMission,
} from "../mail/index.js";
import { type ModuleRow, moduleRowIn, type SettingsService } from "../settings/index.js";
import { createDriverOccupancy, type HeldLeg } from "./occupancy-repository.js";
import type { DriverRow, DriversRepository } from "./repository.js";
import type { DriversService } from "./service.js";

export interface AssignmentsDeps {
  db: Kysely<Schema>;
  repository: DriversRepository;
  drivers: Pick<DriversService, "pageUrl">;
  rides: DriverRides;
  settings: Pick<SettingsService, "getModule">;
  mailLimits: Pick<OwnerMailLimitsService, "assertOwnerTotal">;
  /** The server's address: the host part of the calendar events' UIDs. */
  publicUrl: string;
  /** Told of a ride given to a driver, in its transaction (the webhooks' driver.assigned). */
  bookingEvents?: BookingsChanged;
}

const windowsOf = (row: BookingRow) =>
  legWindows(
    new Date(row.pickUpTime),
    row.returnPickUpTime ? new Date(row.returnPickUpTime) : null,
    row.durationMinutes,
  );

/** Whether the legs held are the ride's legs as it stands (same count, same times). */
function sameLegs(held: HeldLeg[], row: BookingRow): boolean {
  const windows = windowsOf(row);
  return (
    windows.length === held.length &&
    windows.every((window) =>
      held.some(
        (leg) =>
          leg.leg === window.leg &&
          leg.startsAt === window.startsAt.getTime() &&
          leg.endsAt === window.endsAt.getTime(),
      ),
    )
  );
}

/**
 * Who drives which ride: the owner's assignment, checked in the database (no driver on two
 * overlapping rides), and the driver's mission e-mails, queued in the same transaction as the
 * change they tell of (docs/decisions/0103-driver-assignment.md).
 */
export function createAssignments(deps: AssignmentsDeps) {
  const { repository } = deps;
  const occupancy = createDriverOccupancy();
  const host = new URL(deps.publicUrl).host;

  /** The mission sheet with the ride's .ics, in the module's language; a canceled one says so. */
  async function tellDriver(
    executor: Executor,
    module: ModuleRow,
    row: BookingRow,
    driver: DriverRow,
    change: MissionChange,
  ) {
    if (!driver.email) return;
    const shown = change === "canceled" ? { ...row, status: "CANCELED" as const } : row;
    const ride = calendarRide(shown, module, module.defaultLanguage);
    const mail = renderDriverMission(ride.view, change, {
      name: driver.name,
      pageUrl: deps.drivers.pageUrl(driver),
      vehiclePlate: row.vehiclePlate,
    });
    await enqueueMail(executor, {
      template: `driver-mission-${change}`,
      to: driver.email,
      ...mail,
      senderOwnerId: module.ownerId,
      attachments: [rideCalendarAttachment(ride, host)],
    });
  }

  /** What the changed assignment tells the new driver: given the ride, or its plate changed. */
  function changeFor(before: BookingRow, after: BookingRow): MissionChange | undefined {
    if (before.driverId !== after.driverId) return "assigned";
    return before.vehiclePlate !== after.vehiclePlate ? "changed" : undefined;
  }

  async function driverToAssign(moduleId: string, driverId: number | null) {
    if (driverId === null) return null;
    const driver = await repository.find(moduleId, driverId);
    if (!driver) throw new AppError("NOT_FOUND", "Unknown driver");
    if (!driver.active) throw new AppError("DRIVER_INACTIVE", "This driver is disabled: enable them first");
    return driver;
  }

  return {
    /**
     * Gives the ride to a driver (or to nobody) with a plate. The ride is locked, its legs held
     * for the driver (DRIVER_BUSY if they overlap another ride of theirs, whichever tab wrote it),
     * and the drivers concerned are e-mailed: the new one the mission, the former one its end.
     */
    async assign(moduleId: string, bookingId: number, input: Required<AssignmentInput>): Promise<Assignment> {
      // Read before the transaction: PGlite has one connection, which the transaction holds.
      const module = await deps.settings.getModule(moduleId);
      const driver = await driverToAssign(moduleId, input.driverId);
      await deps.mailLimits.assertOwnerTotal(module.ownerId);
      return deps.db.transaction().execute(async (trx) => {
        const before = await deps.rides.lockForAssignment(trx, moduleId, bookingId);
        if (!before) throw new AppError("NOT_FOUND", "Unknown booking");
        if (!RIDE_AHEAD_STATUSES.includes(before.status)) {
          throw new AppError(
            "BOOKING_NOT_ASSIGNABLE",
            "Only a waiting or confirmed ride can be given to a driver",
          );
        }
        if (driver) await occupancy.hold(trx, bookingId, driver.id, windowsOf(before));
        else await occupancy.release(trx, bookingId);
        const after = await deps.rides.setAssignment(trx, bookingId, {
          driverId: driver?.id ?? null,
          vehiclePlate: input.vehiclePlate,
        });
        const former =
          before.driverId !== null && before.driverId !== after.driverId
            ? await repository.find(moduleId, before.driverId, trx)
            : undefined;
        if (former) await tellDriver(trx, module, after, former, "canceled");
        const change = changeFor(before, after);
        if (driver && change) await tellDriver(trx, module, after, driver, change);
        if (driver && after.driverId !== before.driverId) {
          await deps.bookingEvents?.(trx, moduleId, [bookingId], "driver.assigned");
        }
        return { bookingId, driverId: after.driverId, vehiclePlate: after.vehiclePlate };
      });
    },

    /**
     * Told of every change to bookings, in its transaction (BookingsChanged): a ride canceled or
     * deleted frees its driver and e-mails them its end, an expired one frees them, one whose
     * times changed holds the new times (DRIVER_BUSY refuses the change if they overlap) and
     * e-mails the new mission sheet. Rides nobody drives cost one indexed read.
     */
    async ridesChanged(executor: Executor, moduleId: string, bookingIds: number[]): Promise<void> {
      const held = await occupancy.heldLegs(executor, bookingIds);
      if (held.length === 0) return;
      const module = await moduleRowIn(executor, moduleId);
      for (const row of await deps.rides.byIds(executor, [...new Set(held.map((leg) => leg.bookingId))])) {
        const legs = held.filter((leg) => leg.bookingId === row.id);
        const driverId = legs[0]?.driverId ?? 0;
        const driver = await repository.find(moduleId, driverId, executor);
        const canceled = row.deletedAt !== null || row.status === "CANCELED";
        if (canceled || row.status === "EXPIRED" || row.driverId !== driverId) {
          await occupancy.release(executor, row.id);
          if (canceled && driver) await tellDriver(executor, module, row, driver, "canceled");
        } else if (!sameLegs(legs, row)) {
          await occupancy.hold(executor, row.id, driverId, windowsOf(row));
          if (driver) await tellDriver(executor, module, row, driver, "changed");
        }
      }
    },
  };
}

export type Assignments = ReturnType<typeof createAssignments>;
