import type { Kysely, Selectable, Transaction } from "kysely";
import type { BookingChangeView, ParsedChangeRequest } from "../../../contract/booking-change.js";
import { cancellationTerms } from "../../../contract/cancellation-policy.js";
import type { Language } from "../../../contract/common.js";
import { fromMinorUnits } from "../../../pricing/index.js";
import type { Schema } from "../../db/schema.js";
import type { BookingChangesTable } from "../../db/tables/bookings.js";
import { AppError } from "../../kernel/errors.js";
import { hashToken, newTokenValue } from "../auth/index.js";
import { type AvailabilityService, legWindows } from "../availability/index.js";
import type { Quote, TripPlaces } from "../quotes/index.js";
import type { ModuleRow, SettingsService } from "../settings/index.js";
import { type BookingsChanged, ignoreBookingChanges } from "./bookings-changed.js";
import { createChangeChargeSteps } from "./change-charge-steps.js";
import { createChangeMails } from "./change-mails.js";
import {
  type ChangeValues,
  changedFields,
  changeEstimate,
  changeValues,
  keptPlaces,
  priceDifference,
} from "./change-plan.js";
import { createChangeRefundRecords } from "./change-refund-records.js";
import type { ManageLinks } from "./manage-links.js";
import { type BookingRow, cancellationPolicyOf } from "./view.js";

type ChangeRow = Selectable<BookingChangesTable>;
type Estimate = ReturnType<typeof changeEstimate>;

export interface ChangeRequestsDeps {
  db: Kysely<Schema>;
  settings: Pick<SettingsService, "getModule">;
  availability: Pick<AvailabilityService, "release" | "claimUnits" | "remove" | "occupy">;
  /** The quotes module's pricing of a changed trip: the same function as the checkout's. */
  quoteChange(moduleId: string, request: Estimate, kept: TripPlaces): Promise<Quote>;
  /** The owner's own calendar is busy then (Google Calendar sync): as full as a fleet. */
  ownerCalendarBusy(quote: Quote): boolean;
  bookingsChanged?: BookingsChanged;
  manageLinks?: Pick<ManageLinks, "urlFor">;
  ownerContact(ownerId: string): Promise<{ email: string; phone: string; language: Language } | undefined>;
  /** Gives back part of a card payment (payments provider); without it, refunds stay due. */
  refundPayment?(
    accountId: string,
    paymentIntentId: string,
    key: string,
    part: { minor: number; currency: string },
  ): Promise<{ id: string }>;
  /**
   * Charges an accepted change's higher price to the saved card, or sends the customer a payment
   * link (the payments module, decision 0133); without it, the driver's part takes the extra.
   */
  chargeChange?(changeId: number): Promise<void>;
  publicUrl: string;
  log?: { warn(object: unknown, message: string): void };
  now?: () => Date;
}

const ACTIVE = ["VALIDATED", "CONFIRMED"] as const;

/** Why this booking takes no change now: canceled or done, started, or its card payment unsettled. */
function assertChangeable(row: BookingRow, now: Date) {
  const active = (ACTIVE as readonly string[]).includes(row.status);
  const unpaid = row.paymentMode === "ONLINE" && row.payment !== "PAID";
  if (!active || unpaid || row.vehicleId === null || new Date(row.pickUpTime) <= now) {
    throw new AppError("CHANGE_NOT_ALLOWED", "This booking can no longer be changed");
  }
}

/** A change row as the admin and the customer's answer show it. */
export function changeView(row: ChangeRow, currency: string): BookingChangeView {
  const money = (minor: number) => fromMinorUnits(minor, currency);
  const iso = (date: Date | string | null) => (date ? new Date(date).toISOString() : null);
  return {
    id: row.id,
    bookingId: row.bookingId,
    requestedBy: row.requestedBy,
    status: row.status,
    changes: row.changes,
    oldPrice: money(row.oldPrice),
    newPrice: money(row.newPrice),
    currency,
    refund: row.refundAmount === null ? null : money(row.refundAmount),
    charge:
      row.chargeAmount === null || row.chargeStatus === null
        ? null
        : { amount: money(row.chargeAmount), status: row.chargeStatus },
    createdAt: iso(row.createdAt) ?? "",
    decidedAt: iso(row.decidedAt),
    decidedBy: row.decidedBy,
  };
}

/** The reads: a booking row, the history, the count of pending requests, a link's change. */
function changeReads(deps: ChangeRequestsDeps) {
  const findBooking = (executor: Kysely<Schema> | Transaction<Schema>, id: number) =>
    executor
      .selectFrom("bookings")
      .selectAll()
      .where("id", "=", id)
      .where("deletedAt", "is", null)
      .executeTakeFirst();
  return {
    findBooking,
    /** A booking's changes, newest first (the owner's history; the manage page's last answer). */
    async history(bookingId: number, scope: { moduleId?: string } = {}): Promise<BookingChangeView[]> {
      const row = await findBooking(deps.db, bookingId);
      if (!row || (scope.moduleId && row.moduleId !== scope.moduleId)) {
        throw new AppError("NOT_FOUND", "Unknown booking");
      }
      const rows = await deps.db
        .selectFrom("bookingChanges")
        .selectAll()
        .where("bookingId", "=", bookingId)
        .orderBy("id", "desc")
        .execute();
      return rows.map((change) => changeView(change, row.currency));
    },

    /** How many requests wait for the owner of this module (the dashboard). */
    async pendingCount(moduleId: string): Promise<number> {
      const counted = await deps.db
        .selectFrom("bookingChanges")
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .where("moduleId", "=", moduleId)
        .where("status", "=", "PENDING")
        .executeTakeFirstOrThrow();
      return Number(counted.count);
    },

    /** The change an owner's e-mailed link names, if its token is right (the link's page). */
    async byLink(
      changeId: number,
      token: string,
    ): Promise<{ change: BookingChangeView; booking: BookingRow }> {
      const change = await deps.db
        .selectFrom("bookingChanges")
        .selectAll()
        .where("id", "=", changeId)
        .where("decisionTokenHash", "=", hashToken(token))
        .executeTakeFirst();
      const row = change && (await findBooking(deps.db, change.bookingId));
      if (!change || !row) throw new AppError("LINK_INVALID", "This link is not valid");
      return { change: changeView(change, row.currency), booking: row };
    },
  };
}

/** The writes a change makes on the booking: the vehicle held again, the columns, the refund. */
function changeWrites(deps: ChangeRequestsDeps, findBooking: ReturnType<typeof changeReads>["findBooking"]) {
  const now = deps.now ?? (() => new Date());
  const bookingsChanged = deps.bookingsChanged ?? ignoreBookingChanges;
  async function holdChangedTrip(
    trx: Transaction<Schema>,
    row: BookingRow,
    values: ChangeValues,
    module: ModuleRow,
  ) {
    const { pickUpTime, returnPickUpTime } = values.columns;
    const windows = legWindows(
      new Date(pickUpTime),
      returnPickUpTime ? new Date(returnPickUpTime) : null,
      values.heldMinutes,
    );
    await deps.availability.release(trx, row.id);
    const claims = await deps.availability.claimUnits(trx, {
      moduleId: row.moduleId,
      vehicleId: row.vehicleId as number,
      windows,
      fullMessage: module.msgVehicleBooked,
    });
    await deps.availability.remove(trx, row.id);
    await deps.availability.occupy(trx, row.id, row.vehicleId as number, claims);
  }

  /** Writes the change on the booking (still active: a conditional update) with its money. */
  async function applyOnBooking(
    trx: Transaction<Schema>,
    row: BookingRow,
    values: ChangeValues,
    module: ModuleRow,
  ) {
    await holdChangedTrip(trx, row, values, module);
    const chargeOnline = module.chargeChangesOnline && deps.chargeChange !== undefined;
    const money = priceDifference(row, values.columns.price, chargeOnline);
    const updated = await trx
      .updateTable("bookings")
      .set({ ...values.columns, onlineAmount: money.onlineAmount, driverAmount: money.driverAmount })
      .where("id", "=", row.id)
      .where("status", "in", [...ACTIVE])
      .where("deletedAt", "is", null)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new AppError("CHANGE_NOT_ALLOWED", "This booking can no longer be changed");
    await bookingsChanged(trx, row.moduleId, [row.id], "booking.changed");
    return { updated, refund: money.refund, charge: money.charge };
  }

  /**
   * Asks Stripe for a refund a change left due, once (the key names the change), and records it
   * REQUESTED with its id: its webhook events say DONE or FAILED (decision 0128). A failed call
   * leaves it due.
   */
  async function settleRefund(changeId: number) {
    const change = await deps.db
      .selectFrom("bookingChanges")
      .selectAll()
      .where("id", "=", changeId)
      .executeTakeFirst();
    if (change?.refundStatus !== "DUE" || !change.refundAmount || !deps.refundPayment) return;
    const row = await findBooking(deps.db, change.bookingId);
    if (!row?.paymentAccountId || !row.paymentIntentId) return;
    try {
      const key = `change-refund-${row.moduleId}-${row.id}-${change.id}`;
      const refund = await deps.refundPayment(row.paymentAccountId, row.paymentIntentId, key, {
        minor: change.refundAmount,
        currency: row.currency,
      });
      await createChangeRefundRecords(deps.db).recordChangeRefund(change.id, refund.id);
    } catch (error) {
      deps.log?.warn({ err: error, bookingId: row.id, changeId }, "change refund failed, still due");
    }
  }

  /** The vehicle is free for the changed trip: tried in a transaction that is always undone. */
  async function assertRoom(row: BookingRow, values: ChangeValues, module: ModuleRow) {
    const undo = Symbol("undo");
    await deps.db
      .transaction()
      .execute(async (trx) => {
        await holdChangedTrip(trx, row, values, module);
        throw undo;
      })
      .catch((error: unknown) => {
        if (error !== undo) throw error;
      });
  }

  /** Within the owner's free-cancellation window, for the booked pick-up and the new one alike. */
  function insideFreeWindow(row: BookingRow, module: ModuleRow, values: ChangeValues) {
    const policy = cancellationPolicyOf(module);
    const free = (pickUp: Date) => {
      const terms = cancellationTerms(policy, row.price, pickUp, now());
      return terms.allowed && now() < terms.freeUntil;
    };
    return free(new Date(row.pickUpTime)) && free(new Date(values.columns.pickUpTime));
  }

  return { applyOnBooking, settleRefund, assertRoom, insideFreeWindow };
}

/** The owner's accept or refuse (admin or e-mailed link), with the helpers the service shares. */
function ownerDecision(
  deps: ChangeRequestsDeps,
  findBooking: ReturnType<typeof changeReads>["findBooking"],
  writes: ReturnType<typeof changeWrites>,
  mails: ReturnType<typeof createChangeMails>,
) {
  const now = deps.now ?? (() => new Date());
  const { applyOnBooking, settleRefund } = writes;
  const { settleCharge } = createChangeChargeSteps(deps);
  /**
   * The owner's answer to a pending request, once whatever the concurrency: the row moves from
   * PENDING in a conditional update; accepting holds the vehicle for the new trip again (a full
   * slot refuses with VEHICLE_FULL and nothing changes).
   */
  return async function decide(
    changeId: number,
    decision: "accept" | "refuse",
    scope: { moduleId?: string; bookingId?: number; token?: string },
  ): Promise<BookingChangeView> {
    let query = deps.db.selectFrom("bookingChanges").selectAll().where("id", "=", changeId);
    if (scope.moduleId) query = query.where("moduleId", "=", scope.moduleId);
    if (scope.bookingId) query = query.where("bookingId", "=", scope.bookingId);
    if (scope.token !== undefined) query = query.where("decisionTokenHash", "=", hashToken(scope.token));
    const found = await query.executeTakeFirst();
    if (!found) {
      if (scope.token !== undefined) throw new AppError("LINK_INVALID", "This link is not valid");
      throw new AppError("NOT_FOUND", "Unknown change request");
    }
    const row = await findBooking(deps.db, found.bookingId);
    if (!row) throw new AppError("NOT_FOUND", "Unknown booking");
    const module = await deps.settings.getModule(row.moduleId);
    const owner = await deps.ownerContact(module.ownerId);
    const saved = await deps.db.transaction().execute(async (trx) => {
      const change = await trx
        .updateTable("bookingChanges")
        .set({
          status: decision === "accept" ? "ACCEPTED" : "REFUSED",
          decidedAt: now(),
          decidedBy: "OWNER",
        })
        .where("id", "=", changeId)
        .where("status", "=", "PENDING")
        .returningAll()
        .executeTakeFirst();
      if (!change) throw new AppError("CHANGE_NOT_PENDING", "This change request was already answered");
      if (decision === "refuse") {
        await mails.refused(trx, row, module, owner, change);
        return change;
      }
      const current = await findBooking(trx, row.id);
      if (!current) throw new AppError("NOT_FOUND", "Unknown booking");
      assertChangeable(current, now());
      const applied = await applyOnBooking(trx, current, change.newValues as unknown as ChangeValues, module);
      const accepted = await trx
        .updateTable("bookingChanges")
        .set({
          oldPrice: current.price,
          refundAmount: applied.refund || null,
          refundStatus: applied.refund ? "DUE" : null,
          chargeAmount: applied.charge || null,
          chargeStatus: applied.charge ? "AWAITING_PAYMENT" : null,
        })
        .where("id", "=", change.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await mails.accepted(trx, applied.updated, module, owner, accepted);
      return accepted;
    });
    if (saved.refundStatus === "DUE") await settleRefund(saved.id);
    await settleCharge(saved);
    return changeView(saved, row.currency);
  };
}

/**
 * Customers' change requests (decision 0115): priced by the checkout's pricing, held on the
 * vehicle as a booking is (never a double booking), applied at once when the owner allows it
 * inside the free-cancellation window, else kept PENDING for the owner's accept or refuse. Every
 * change is a row of booking_changes: the booking's history.
 */
export function createChangeRequests(deps: ChangeRequestsDeps) {
  const now = deps.now ?? (() => new Date());
  const mails = createChangeMails(deps);
  const reads = changeReads(deps);
  const { findBooking } = reads;
  const writes = changeWrites(deps, findBooking);
  const { applyOnBooking, settleRefund, assertRoom, insideFreeWindow } = writes;
  const charges = createChangeChargeSteps(deps);
  const { settleCharge, assertNoChargeDue } = charges;

  return {
    history: reads.history,
    pendingCount: reads.pendingCount,
    chargeDue: charges.chargeDue,
    byLink: reads.byLink,
    /** The owner's accept or refuse, once (see ownerDecision). */
    decide: ownerDecision(deps, findBooking, writes, mails),
    /**
     * The customer's request through the manage link. Answers the change row: APPLIED when it
     * applied at once, PENDING when it waits for the owner (a pending one before it is WITHDRAWN).
     */
    async request(bookingId: number, input: ParsedChangeRequest): Promise<BookingChangeView> {
      const row = await findBooking(deps.db, bookingId);
      if (!row) throw new AppError("NOT_FOUND", "Unknown booking");
      assertChangeable(row, now());
      await assertNoChargeDue(row.id);
      const module = await deps.settings.getModule(row.moduleId);
      const quote = await deps.quoteChange(module.id, changeEstimate(row, module, input), keptPlaces(row));
      const values = changeValues(quote);
      const changes = changedFields(row, values, module.timeZone);
      if (changes.length === 0) throw new AppError("CHANGE_WITHOUT_EFFECT", "This is the booking as it is");
      if (deps.ownerCalendarBusy(quote)) {
        throw new AppError(
          "VEHICLE_FULL",
          module.msgVehicleBooked || "This vehicle is already booked at that time",
        );
      }
      const automatic = module.autoAcceptChanges && insideFreeWindow(row, module, values);
      if (!automatic) await assertRoom(row, values, module);
      const owner = await deps.ownerContact(module.ownerId);
      const token = newTokenValue();
      const saved = await deps.db.transaction().execute(async (trx) => {
        await trx
          .updateTable("bookingChanges")
          .set({ status: "WITHDRAWN", decidedAt: now(), decidedBy: "CUSTOMER" })
          .where("bookingId", "=", row.id)
          .where("status", "=", "PENDING")
          .execute();
        const applied = automatic ? await applyOnBooking(trx, row, values, module) : null;
        const change = await trx
          .insertInto("bookingChanges")
          .values({
            bookingId: row.id,
            moduleId: row.moduleId,
            requestedBy: "CUSTOMER",
            status: applied ? "APPLIED" : "PENDING",
            changes: JSON.stringify(changes),
            newValues: JSON.stringify(values),
            oldPrice: row.price,
            newPrice: values.columns.price,
            refundAmount: applied?.refund || null,
            refundStatus: applied?.refund ? "DUE" : null,
            chargeAmount: applied?.charge || null,
            chargeStatus: applied?.charge ? "AWAITING_PAYMENT" : null,
            decisionTokenHash: applied ? null : hashToken(token),
            decidedAt: applied ? now() : null,
            decidedBy: applied ? "AUTOMATIC" : null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (applied) await mails.applied(trx, applied.updated, module, owner, change);
        else await mails.pending(trx, row, module, owner, change, token);
        return change;
      });
      if (saved.refundStatus === "DUE") await settleRefund(saved.id);
      await settleCharge(saved);
      return changeView(saved, row.currency);
    },
  };
}

export type ChangeRequests = ReturnType<typeof createChangeRequests>;
