import type { Kysely } from "kysely";
import {
  type AdminBooking,
  BOOKINGS_PAGE_SIZE,
  type BookingList,
  type CalendarEvent,
  type ManualBookingInput,
} from "../../../contract/admin-booking.js";
import type { Language } from "../../../contract/common.js";
import { fallbackCountry, moduleCountryOf } from "../../../contract/customer-country.js";
import { MILES_PER_KM, toMinorUnits } from "../../../pricing/index.js";
import type { Executor } from "../../db/executor.js";
import type { Schema } from "../../db/schema.js";
import { AppError } from "../../kernel/errors.js";
import { pickUpInstant } from "../../kernel/pick-up-instant.js";
import { instantToWallClock, wallClockToInstant } from "../../lib/wall-clock.js";
import { type AvailabilityService, legWindows } from "../availability/index.js";
import type { CustomersService } from "../customers/index.js";
import type { IdempotencyKeys, IdempotentRequest } from "../idempotency/index.js";
import { enqueueMail, type OwnerMailLimitsService, renderBookingShared } from "../mail/index.js";
import type { ModuleRow, SettingsService } from "../settings/index.js";
import type { VehiclesService } from "../vehicles/index.js";
import { toAdminBooking } from "./admin-mapper.js";
import type { AdminBookingsRepository, BookingFilters } from "./admin-repository.js";
import { type BookingsChanged, ignoreBookingChanges } from "./bookings-changed.js";
import type { BookingLifecycle, OwnerDecision } from "./lifecycle.js";
import { manualPriceColumns } from "./manual-price.js";
import type { BookingsRepository } from "./repository.js";
import { type BookingRow, bookingView, customerColumns } from "./view.js";

type ParsedManual = Omit<ManualBookingInput, "passengers" | "baggage" | "route" | "service" | "stops"> & {
  passengers: number;
  baggage: number;
  route: "ONE_WAY" | "ROUND_TRIP";
  service: "TRANSFER" | "HOURLY";
  stops: { label: string; lat: number; lng: number; waitingMinutes: number }[];
  notes: string;
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  phone: string;
  country: string;
  address: string;
  additionalAddress: string;
  city: string;
  postalCode: string;
};

export interface AdminBookingsDeps {
  db: Kysely<Schema>;
  repository: AdminBookingsRepository;
  bookings: BookingsRepository;
  availability: AvailabilityService;
  lifecycle: BookingLifecycle;
  settings: Pick<SettingsService, "getModule">;
  vehicles: Pick<VehiclesService, "listActive">;
  customers: Pick<CustomersService, "remember">;
  ownerLanguage: (ownerId: string) => Promise<Language>;
  /** Told of each booking written here, in its transaction (the calendar sync). */
  bookingsChanged?: BookingsChanged;
  /** Idempotency-Key: a retried creation answers the first one's booking instead of a second. */
  idempotency: Pick<IdempotencyKeys, "once">;
  /** Hourly limits on shares (per owner, per recipient, all of the owner's mail). */
  mailLimits: OwnerMailLimitsService;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The bookings list's filters as the owner gives them (days of the module's calendar). */
interface BookingListFilters {
  status?: BookingFilters["status"];
  from?: string;
  to?: string;
  q?: string;
  unassigned?: "true" | "false";
  source?: string;
  changes?: "pending";
}

/** A "YYYY-MM-DD" day of the module's calendar as the instant it starts. */
const startOfDay = (date: string, timeZone: string) => wallClockToInstant(`${date}T00:00`, timeZone);

/** The list's query as filters on instants of the module's calendar. */
function filtersOf(module: ModuleRow, query: BookingListFilters) {
  return {
    status: query.status,
    from: query.from ? startOfDay(query.from, module.timeZone) : undefined,
    // "to" is a day included in full.
    to: query.to ? new Date(startOfDay(query.to, module.timeZone).getTime() + DAY_MS) : undefined,
    q: query.q,
    unassignedSince: query.unassigned === "true" ? new Date() : undefined,
    source: query.source,
    pendingChanges: query.changes === "pending",
  };
}

export function createAdminBookingsService(deps: AdminBookingsDeps) {
  const shared = adminBookingsHelpers(deps);
  return {
    ...viewOperations(deps, shared),
    ...manualBookingOperations(deps, shared),
    ...ownerOperations(deps, shared),
  };
}

type Helpers = ReturnType<typeof adminBookingsHelpers>;

/** What the operations share: the list's filters, the owner's booking, a manual booking's columns. */
function adminBookingsHelpers(deps: AdminBookingsDeps) {
  const bookingsChanged = deps.bookingsChanged ?? ignoreBookingChanges;
  async function findOwned(executor: Executor, moduleId: string, id: number) {
    const row = await deps.repository.find(executor, moduleId, id);
    if (!row) throw new AppError("NOT_FOUND", "Unknown booking");
    return row;
  }

  /** The columns a manual booking sets, new or edited. */
  async function manualColumns(module: ModuleRow, input: ParsedManual) {
    const vehicles = await deps.vehicles.listActive(module.id);
    const vehicle =
      input.vehicleId === undefined ? vehicles[0] : vehicles.find((v) => v.id === input.vehicleId);
    if (!vehicle) throw new AppError("VEHICLE_NOT_AVAILABLE", "Choose one of your active vehicles");
    if (input.passengers > vehicle.passengersSpace || input.baggage > vehicle.baggageSpace) {
      throw new AppError(
        "CAPACITY_EXCEEDED",
        `${vehicle.name} takes ${vehicle.passengersSpace} passengers and ${vehicle.baggageSpace} pieces of baggage`,
      );
    }
    // The owner's own bookings follow the same clock-change rule as the customer's; the booking
    // horizon is the customers' limit, not the owner's.
    const skipped = () => "This time does not exist on that day: the clocks go forward. Choose another time.";
    const pickUpTime = pickUpInstant(input.pickUpTime, module.timeZone, "pickUpTime", skipped);
    const returnPickUpTime =
      input.route === "ROUND_TRIP" && input.returnPickUpTime
        ? pickUpInstant(input.returnPickUpTime, module.timeZone, "returnPickUpTime", skipped)
        : null;
    if (returnPickUpTime && returnPickUpTime.getTime() < pickUpTime.getTime() + input.duration * 60_000) {
      throw new AppError("RETURN_BEFORE_ARRIVAL", "The return must start after the outbound trip arrives");
    }
    const price = toMinorUnits(input.price, module.currency);
    const customer = {
      firstName: input.firstName,
      lastName: input.lastName,
      companyName: input.company,
      email: input.email,
      phone: input.phone,
      country: (
        input.country || fallbackCountry(moduleCountryOf(module), module.defaultLanguage)
      ).toUpperCase(),
      street: input.address,
      additionalAddress: input.additionalAddress,
      city: input.city,
      postalCode: input.postalCode,
    };
    const hire = input.service === "HOURLY" ? (input.hireMinutes ?? 0) : null;
    // A hire holds the vehicle for its duration; a transfer for its drive plus every wait (0096, 0097).
    const waits = input.stops.reduce((sum, stop) => sum + stop.waitingMinutes, 0);
    return {
      vehicle,
      customer,
      windows: legWindows(pickUpTime, returnPickUpTime, hire ?? input.duration + waits),
      columns: {
        vehicleId: vehicle.id,
        vehicleName: vehicle.name,
        startingAddress: input.startingAddress,
        startingLat: input.startingLat,
        startingLng: input.startingLng,
        arrivalAddress: input.arrivalAddress,
        arrivalLat: input.arrivalLat,
        arrivalLng: input.arrivalLng,
        // The owner is trusted: free entry, recorded as such (migration 0016).
        placesSource: "OWNER" as const,
        passengers: input.passengers,
        baggage: input.baggage,
        pickUpTime,
        returnPickUpTime,
        durationMinutes: input.duration,
        serviceType: input.service,
        hireMinutes: hire,
        stops: JSON.stringify(input.stops),
        // The form shows distances in the module's unit; bookings store kilometres.
        distanceKm: module.lengthUnit === "MILE" ? input.distance / MILES_PER_KM : input.distance,
        notes: input.notes,
        currency: module.currency,
        ...manualPriceColumns(module, price),
        ...customerColumns(customer),
      },
    };
  }

  return { bookingsChanged, filtersOf, findOwned, manualColumns };
}

/** The owner's list of bookings and one booking. */
function viewOperations(deps: AdminBookingsDeps, { filtersOf, findOwned }: Helpers) {
  return {
    /** The list's filters as instants of the module's calendar (also used by the CSV export). */
    filters: filtersOf,

    async list(moduleId: string, query: BookingListFilters & { page: number }): Promise<BookingList> {
      const module = await deps.settings.getModule(moduleId);
      const filters = filtersOf(module, query);
      const total = await deps.repository.count(moduleId, filters);
      const totalPages = Math.max(1, Math.ceil(total / BOOKINGS_PAGE_SIZE));
      const rows = await deps.repository.page(
        moduleId,
        filters,
        (query.page - 1) * BOOKINGS_PAGE_SIZE,
        BOOKINGS_PAGE_SIZE,
        total,
      );
      return {
        bookings: rows.map((row) => toAdminBooking(row, module.timeZone)),
        pagination: { page: query.page, pageSize: BOOKINGS_PAGE_SIZE, total, totalPages },
        lengthUnit: module.lengthUnit,
        unassignedUpcoming: await deps.repository.count(moduleId, { unassignedSince: new Date() }),
        pendingChanges: await deps.repository.count(moduleId, { pendingChanges: true }),
      };
    },

    async get(moduleId: string, id: number): Promise<AdminBooking> {
      const module = await deps.settings.getModule(moduleId);
      return toAdminBooking(await findOwned(deps.db, moduleId, id), module.timeZone);
    },
  };
}

/** Bookings the owner takes by phone: created and edited by hand. */
function manualBookingOperations(
  deps: AdminBookingsDeps,
  { bookingsChanged, findOwned, manualColumns }: Helpers,
) {
  return {
    /** A booking taken by phone: CONFIRMED at once, priced by the owner, holding its vehicle like any other. */
    create(moduleId: string, input: ParsedManual, idempotent?: IdempotentRequest): Promise<AdminBooking> {
      return deps.idempotency.once(moduleId, idempotent, async (key) => {
        const module = await deps.settings.getModule(moduleId);
        const manual = await manualColumns(module, input);
        const row = await deps.db.transaction().execute(async (trx) => {
          // First: a concurrent request with the same key waits here, before holding a vehicle.
          await key?.claim(trx);
          const claims = await deps.availability.claimUnits(trx, {
            moduleId,
            vehicleId: manual.vehicle.id,
            windows: manual.windows,
            fullMessage: module.msgVehicleBooked,
          });
          const number = await deps.bookings.allocateNumber(trx, moduleId);
          const inserted = await deps.bookings.insert(trx, {
            moduleId,
            number,
            status: "CONFIRMED",
            paymentMode: "DRIVER",
            payment: null,
            createdManually: true,
            language: module.defaultLanguage,
            ...manual.columns,
          });
          await deps.availability.occupy(trx, inserted.id, manual.vehicle.id, claims);
          await deps.customers.remember(trx, moduleId, manual.customer);
          await bookingsChanged(trx, moduleId, [inserted.id], "booking.created");
          const created = await findOwned(trx, moduleId, inserted.id);
          await key?.record(trx, toAdminBooking(created, module.timeZone));
          return created;
        });
        return toAdminBooking(row, module.timeZone);
      });
    },

    /** Only manual bookings are editable; the vehicle is held again for the new times. */
    async update(moduleId: string, id: number, input: ParsedManual): Promise<AdminBooking> {
      const module = await deps.settings.getModule(moduleId);
      const existing = await findOwned(deps.db, moduleId, id);
      if (!existing.createdManually) {
        throw new AppError("BOOKING_NOT_EDITABLE", "Only bookings created by hand can be edited");
      }
      const manual = await manualColumns(module, input);
      const row = await deps.db.transaction().execute(async (trx) => {
        await deps.availability.release(trx, id);
        const holds = existing.status === "VALIDATED" || existing.status === "CONFIRMED";
        if (holds) {
          const claims = await deps.availability.claimUnits(trx, {
            moduleId,
            vehicleId: manual.vehicle.id,
            windows: manual.windows,
            fullMessage: module.msgVehicleBooked,
          });
          await deps.availability.remove(trx, id);
          await deps.availability.occupy(trx, id, manual.vehicle.id, claims);
        }
        await trx
          .updateTable("bookings")
          .set(manual.columns)
          .where("id", "=", id)
          .where("moduleId", "=", moduleId)
          .execute();
        await deps.customers.remember(trx, moduleId, manual.customer);
        await bookingsChanged(trx, moduleId, [id], "booking.changed");
        return findOwned(trx, moduleId, id);
      });
      return toAdminBooking(row, module.timeZone);
    },
  };
}

/** What the owner does with any booking (delete, decide, share) and the planning calendar. */
function ownerOperations(deps: AdminBookingsDeps, { bookingsChanged, findOwned }: Helpers) {
  return {
    /** Soft delete: gone from the owner's view, the vehicle freed, no e-mail. */
    async remove(moduleId: string, id: number): Promise<{ deleted: true }> {
      await deps.db.transaction().execute(async (trx) => {
        if (!(await deps.repository.softDelete(trx, moduleId, id))) {
          throw new AppError("NOT_FOUND", "Unknown booking");
        }
        await deps.availability.release(trx, id);
        await bookingsChanged(trx, moduleId, [id]);
      });
      return { deleted: true };
    },

    async decide(
      moduleId: string,
      id: number,
      decision: OwnerDecision,
      message: string,
    ): Promise<AdminBooking> {
      const module = await deps.settings.getModule(moduleId);
      const row = await deps.lifecycle.decide(id, decision, message, { moduleId });
      return toAdminBooking(row, module.timeZone);
    },

    async share(
      moduleId: string,
      id: number,
      input: { email: string; message: string },
    ): Promise<{ sent: true }> {
      const module = await deps.settings.getModule(moduleId);
      const row = await findOwned(deps.db, moduleId, id);
      await deps.mailLimits.assertAllowed(module.ownerId, "booking-shared", input.email);
      const language = await deps.ownerLanguage(module.ownerId);
      // The owner's message goes as text: the renderer escapes it in the HTML part.
      const mail = renderBookingShared(bookingView(row, module, language), input.message);
      await enqueueMail(deps.db, {
        template: "booking-shared",
        to: input.email,
        senderOwnerId: module.ownerId,
        ...mail,
      });
      return { sent: true };
    },

    async planning(moduleId: string, query: { from?: string; to?: string }) {
      const module = await deps.settings.getModule(moduleId);
      const today = instantToWallClock(new Date(), module.timeZone).slice(0, 10);
      const from = startOfDay(query.from ?? today, module.timeZone);
      const fromTime = query.from ? from : new Date(from.getTime() - 31 * DAY_MS);
      const to = query.to
        ? new Date(startOfDay(query.to, module.timeZone).getTime() + DAY_MS)
        : new Date(from.getTime() + 62 * DAY_MS);
      if (to.getTime() - fromTime.getTime() > 400 * DAY_MS) {
        throw new AppError("VALIDATION_ERROR", "Ask for at most 400 days at a time");
      }
      const rows = await deps.repository.legsBetween(moduleId, fromTime, to);
      return {
        events: rows.flatMap((row) => calendarEvents(row, module.timeZone, fromTime, to)),
        lengthUnit: module.lengthUnit,
      };
    },
  };
}

export type AdminBookingsService = ReturnType<typeof createAdminBookingsService>;

function calendarEvents(row: BookingRow, timeZone: string, from: Date, to: Date): CalendarEvent[] {
  const legs: { start: Date; isReturn: boolean }[] = [{ start: new Date(row.pickUpTime), isReturn: false }];
  if (row.returnPickUpTime) legs.push({ start: new Date(row.returnPickUpTime), isReturn: true });
  const hhmm = (instant: Date) => instantToWallClock(instant, timeZone).slice(11);
  return legs
    .filter((leg) => leg.start >= from && leg.start < to)
    .map((leg) => {
      const end = new Date(leg.start.getTime() + Math.max(1, row.durationMinutes) * 60_000);
      return {
        id: `${row.id}-${leg.isReturn ? 1 : 0}`,
        bookingId: row.id,
        date: leg.start.toISOString(),
        end: end.toISOString(),
        status: row.status,
        schedule: `${hhmm(leg.start)} – ${hhmm(end)}`,
        passengers: row.passengers,
        name: `${row.customerFirstName} ${row.customerLastName}`.trim() || row.customerEmail,
        vehicle: row.vehicleName,
        route: row.returnPickUpTime ? "ROUND_TRIP" : "ONE_WAY",
        isReturn: leg.isReturn,
        driverId: row.driverId,
      };
    });
}
