import type { BookingChangeView, ParsedChangeRequest } from "../../../contract/booking-change.js";
import {
  type CancellationTerms,
  cancellationTerms,
  refundOf,
} from "../../../contract/cancellation-policy.js";
import type { Language } from "../../../contract/common.js";
import { AppError } from "../../kernel/errors.js";
import {
  type BookingRow,
  bookingView,
  type CancelByCustomer,
  type ChangeRequests,
  calendarRide,
  cancellationPolicyOf,
  type ManageLinks,
  paymentSplit,
} from "../bookings/index.js";
import { rideCalendarAttachment } from "../calendar-feed/index.js";
import type { ModuleRow, SettingsService } from "../settings/index.js";
import { renderManagePage } from "./page.js";
import {
  bookingPlaceFields,
  type ChangeCatalogue,
  type ChangeTry,
  changeFormOf,
  type PlaceSigner,
} from "./page-change-form.js";

export interface ManageDeps {
  manageLinks: Pick<ManageLinks, "bookingIdOf">;
  /** A booking by id (not deleted), NOT_FOUND otherwise (the bookings module's lifecycle). */
  booking(bookingId: number): Promise<BookingRow>;
  settings: Pick<SettingsService, "getModule">;
  ownerContact(ownerId: string): Promise<{ email: string; phone: string; language: Language } | undefined>;
  /** The customer's link to the booking's documents, or null (documents module). */
  documentsLink?(bookingId: number): Promise<string | null>;
  cancelByCustomer: CancelByCustomer;
  /** Gives back the refund a cancellation marked due (payments module). */
  settleRefund(bookingId: number): Promise<void>;
  /** Customers' change requests (bookings module, decision 0115). */
  changeRequests: Pick<ChangeRequests, "request" | "history" | "chargeDue">;
  /** The module's options and vehicles, for the change form (the catalogue snapshot). */
  catalogue(moduleId: string): Promise<ChangeCatalogue>;
  /** Signs the booking's places for the page's place search (decision 0126); without it, no places. */
  placeReferences?: PlaceSigner;
  publicUrl: string;
  log?: { warn(object: unknown, message: string): void };
  now?: () => Date;
}

/** What the card gave for the booking, minor units: nothing unless its payment succeeded. */
const charged = (row: BookingRow) => (row.payment === "PAID" ? paymentSplit(row).online : 0);

/**
 * The customer's manage page behind their private link (decisions 0109, 0110): read the booking,
 * its calendar event, and cancel it under the owner's policy. An unknown, malformed or replaced
 * token is NOT_FOUND, nothing more.
 */
export function createManageService(deps: ManageDeps) {
  const now = deps.now ?? (() => new Date());
  const host = new URL(deps.publicUrl).host;

  async function open(token: string) {
    const bookingId = await deps.manageLinks.bookingIdOf(token);
    if (bookingId === null) throw new AppError("NOT_FOUND", "Unknown booking");
    const row = await deps.booking(bookingId);
    const module = await deps.settings.getModule(row.moduleId);
    return { row, module };
  }

  const settle = (bookingId: number) =>
    deps.settleRefund(bookingId).catch((error: unknown) => {
      deps.log?.warn({ err: error, bookingId }, "cancellation refund failed, still due");
    });

  const termsOf = (row: BookingRow, module: ModuleRow): CancellationTerms =>
    cancellationTerms(cancellationPolicyOf(module), row.price, new Date(row.pickUpTime), now());

  return {
    async page(token: string, changeTry: ChangeTry = {}): Promise<string> {
      const { row, module } = await open(token);
      // A refund the provider could not take at the cancellation is tried again on each visit.
      if (row.customerCanceledAt && row.refundStatus === "DUE") await settle(row.id);
      const owner = await deps.ownerContact(module.ownerId);
      const terms = termsOf(row, module);
      return renderManagePage({
        path: `/manage/${token}`,
        view: bookingView(row, module, row.language, owner),
        status: row.status,
        policy: cancellationPolicyOf(module),
        terms,
        refundNow: terms.allowed ? refundOf(charged(row), terms.fee) : 0,
        canceledByCustomer: row.customerCanceledAt
          ? { fee: row.cancellationFee ?? 0, refund: row.refundAmount ?? 0 }
          : null,
        documentsUrl: (await deps.documentsLink?.(row.id)) ?? null,
        change: changeFormOf(row, module, now(), {
          action: `/manage/${token}/change`,
          catalogue: await deps.catalogue(module.id),
          latest: (await deps.changeRequests.history(row.id))[0] ?? null,
          changeTry,
          places: deps.placeReferences
            ? bookingPlaceFields(row, deps.placeReferences, changeTry.error ? changeTry.sent : undefined)
            : null,
        }),
        changeOutcome: changeTry.outcome ?? null,
        paymentDue: await deps.changeRequests.chargeDue(row.id),
      });
    },

    /** The booking's language (the page's refusals are written in it). */
    async language(token: string): Promise<Language> {
      return (await open(token)).row.language;
    },

    /** The customer's change (decision 0115): applied at once, or pending for the owner. */
    async change(token: string, input: ParsedChangeRequest): Promise<BookingChangeView> {
      const bookingId = await deps.manageLinks.bookingIdOf(token);
      if (bookingId === null) throw new AppError("NOT_FOUND", "Unknown booking");
      return deps.changeRequests.request(bookingId, input);
    },

    /** The ride as a calendar file: the same events (UIDs) as the confirmation's attachment. */
    async calendar(token: string) {
      const { row, module } = await open(token);
      return rideCalendarAttachment(calendarRide(row, module, row.language), host);
    },

    /**
     * Cancels under the policy in force now. Answers false when the policy or the booking's state
     * refuses it (the page then says why); a refund due is settled after the commit, and a
     * provider failure leaves it due for the next try.
     */
    async cancel(token: string): Promise<boolean> {
      const { row, module } = await open(token);
      const terms = termsOf(row, module);
      if (!terms.allowed || (row.status !== "VALIDATED" && row.status !== "CONFIRMED")) return false;
      try {
        await deps.cancelByCustomer(row, { fee: terms.fee, refund: refundOf(charged(row), terms.fee) });
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 409) return false;
        throw error;
      }
      await settle(row.id);
      return true;
    },
  };
}

export type ManageService = ReturnType<typeof createManageService>;
