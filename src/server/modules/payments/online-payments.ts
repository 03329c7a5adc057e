import type { Kysely, Transaction } from "kysely";
import type { Language } from "../../../contract/common.js";
import type { Schema } from "../../db/schema.js";
import { AppError } from "../../kernel/errors.js";
import {
  type CheckoutSession,
  type PaymentEvent,
  PaymentProviderError,
  type PaymentsProvider,
} from "../../providers/payments/types.js";
import type { AvailabilityService } from "../availability/index.js";
import {
  type BookingLinks,
  type BookingRow,
  type BookingsChanged,
  ignoreBookingChanges,
  type ManageLinks,
} from "../bookings/index.js";
import { refusal } from "../quotes/index.js";
import type { ModuleRow, SettingsService } from "../settings/index.js";
import { queueNewBookingMails } from "./booking-mails.js";
import { type AppliedCharge, CHANGE_CHARGE_KIND } from "./change-charge-events.js";
import { createChangeCharges } from "./change-charges.js";
import { paymentLines } from "./payment-lines.js";
import { type AppliedRefund, createRefunds } from "./refunds.js";
import type { PaymentsRepository } from "./repository.js";

/** How long a customer has to pay; Stripe's shortest session lifetime. */
export const PAYMENT_WINDOW_MS = 30 * 60 * 1000;

/** What a session says happened to the payment. */
export type SessionOutcome = "paid" | "failed" | "waiting";

/** What applying an outcome did (tests and logs read it). */
export type AppliedOutcome = "paid" | "failed" | "refund" | "unchanged" | "duplicate" | "ignored";

export interface OnlinePaymentsDeps {
  db: Kysely<Schema>;
  repository: PaymentsRepository;
  provider: PaymentsProvider | null;
  publicUrl: string;
  availability: Pick<AvailabilityService, "release">;
  links: Pick<BookingLinks, "issue">;
  /** The customers' manage links (decision 0109), shown in their e-mails. */
  manageLinks?: Pick<ManageLinks, "urlFor">;
  settings: Pick<SettingsService, "getModule">;
  ownerContact(ownerId: string): Promise<{ email: string; language: Language; phone: string } | undefined>;
  log?: { warn(object: unknown, message: string): void };
  /** Told of each payment outcome that changes a booking, in its transaction (the calendar sync). */
  bookingsChanged?: BookingsChanged;
  /** The customer's link to the proof of booking issued at checkout, if any (decision 0099). */
  proofLink?(executor: Transaction<Schema>, bookingId: number): Promise<string | null>;
}

/**
 * The booking a session pays for. Only sessions we opened count: an owner's Standard account
 * may run other Checkout Sessions of their own, which carry no booking of ours.
 */
function bookingIdOf(session: CheckoutSession): number | null {
  if (session.metadata.kind !== "booking") return null;
  const id = Number(session.metadata.bookingId);
  return Number.isSafeInteger(id) && id > 0 && session.clientReferenceId === String(id) ? id : null;
}

/**
 * A paid booking's e-mails, as a driver-payment booking's at checkout: the owner's confirm and
 * cancel links issued now, and the proof of booking's link when checkout issued one.
 */
async function queuePaidBookingMails(
  deps: OnlinePaymentsDeps,
  trx: Transaction<Schema>,
  row: BookingRow,
  module: ModuleRow,
  owner: { email: string; language: Language; phone: string } | undefined,
  autoConfirmed: boolean,
): Promise<void> {
  const links = owner && (await deps.links.issue(trx, row.id, new Date(row.pickUpTime)));
  const proofUrl = (await deps.proofLink?.(trx, row.id)) ?? null;
  const manageUrl = row.customerEmail ? ((await deps.manageLinks?.urlFor(trx, row.id)) ?? null) : null;
  await queueNewBookingMails(trx, deps.publicUrl, row, module, links && { contact: owner, links }, proofUrl, {
    manageUrl,
    autoConfirmed,
  });
}

export function outcomeOf(kind: PaymentEvent["kind"] | "returned", session: CheckoutSession): SessionOutcome {
  if (kind === "checkout-expired" || kind === "checkout-async-failed") return "failed";
  if (kind === "checkout-async-succeeded") return "paid";
  if (session.status === "expired") return "failed";
  return session.status === "complete" && session.paid ? "paid" : "waiting";
}

/**
 * A session the payment service refused (the request) is PAYMENT_SESSION_FAILED (422); a
 * service that did not answer is PAYMENT_PROVIDER_UNAVAILABLE (502). Same message to the customer.
 */
function sessionFailed(error: unknown, language: Language): AppError {
  const refused = error instanceof PaymentProviderError && error.invalidRequest;
  return refusal(refused ? "PAYMENT_SESSION_FAILED" : "PAYMENT_PROVIDER_UNAVAILABLE", language, "", (i18n) =>
    i18n._("Card payment is not available at the moment. Please try again or choose payment to the driver."),
  );
}

/**
 * Online payment of a booking: checkout holds the vehicle with payment
 * PENDING, this opens a Checkout Session on the owner's connected account, and the session's
 * outcome — from a webhook or the customer's return — makes it PAID (and sends the booking
 * e-mails) or FAILED (and frees the vehicle). A payment that completes after its hold was
 * released is refunded and the owner told. Every outcome is applied at most once, in any order.
 * See docs/decisions/0026-booking-states-and-expiry.md.
 */
export function createOnlinePayments(deps: OnlinePaymentsDeps) {
  return paymentOperations(deps, paymentOutcomes(deps));
}

/**
 * The card Checkout saved for a change's extra (decision 0133): the session's Customer and its
 * PaymentIntent's payment method, read from Stripe. Without them a change is paid by a link.
 */
async function savedCardOf(
  deps: OnlinePaymentsDeps,
  session: CheckoutSession,
  accountId: string | null,
): Promise<{ paymentCustomerId: string; paymentMethodId: string } | null> {
  if (session.metadata.saveCard !== "1" || !session.paymentIntentId || !accountId || !deps.provider) {
    return null;
  }
  try {
    const intent = await deps.provider.retrievePaymentIntent(session.paymentIntentId, accountId);
    const customer = session.customerId ?? intent.customerId;
    return customer && intent.paymentMethodId
      ? { paymentCustomerId: customer, paymentMethodId: intent.paymentMethodId }
      : null;
  } catch (error) {
    deps.log?.warn({ err: error, sessionId: session.id }, "the saved card could not be read");
    return null;
  }
}

/** The owner's automatic confirmation on payment is told as booking.confirmed too. */
const confirmedEvent = (confirm: boolean) => (confirm ? (["booking.confirmed"] as const) : []);

/** How a session's outcome changes its booking: paid, failed (hold released), or refunded. */
function paymentOutcomes(deps: OnlinePaymentsDeps) {
  const { repository } = deps;
  const bookingsChanged = deps.bookingsChanged ?? ignoreBookingChanges;

  /** PENDING → FAILED, the vehicle freed and the discount use given back; only from PENDING. */
  async function releasePending(trx: Transaction<Schema>, booking: BookingRow): Promise<boolean> {
    if (booking.payment !== "PENDING") return false;
    await repository.markFailed(trx, booking.id);
    await deps.availability.release(trx, booking.id);
    await repository.returnDiscountUse(trx, booking.moduleId, booking.discountCode);
    await bookingsChanged(trx, booking.moduleId, [booking.id]);
    return true;
  }

  const refunds = createRefunds(deps);
  const { settleRefund } = refunds;

  /**
   * Applies a session's outcome to its booking, once: an event's id is recorded in the same
   * transaction, and the locked booking's own state decides (PAID stays PAID, FAILED is only
   * reached from PENDING), so repeats and late or crossed deliveries change nothing.
   */
  async function applyOutcome(
    session: CheckoutSession,
    outcome: SessionOutcome,
    event?: PaymentEvent,
  ): Promise<AppliedOutcome> {
    const bookingId = bookingIdOf(session);
    const found = bookingId ? await repository.findBooking(deps.db, bookingId) : undefined;
    if (found?.paymentMode !== "ONLINE") return "ignored";
    // Only the session opened for this booking, on the account it was opened on, counts.
    if (found.paymentSessionId && found.paymentSessionId !== session.id) return "ignored";
    const module = await deps.settings.getModule(found.moduleId);
    const accountId = found.paymentAccountId ?? module.stripeAccountId;
    if (event && event.account !== accountId) return "ignored";
    const owner = await deps.ownerContact(module.ownerId);
    const card = outcome === "paid" ? await savedCardOf(deps, session, accountId) : null;

    const applied = await deps.db.transaction().execute(async (trx): Promise<AppliedOutcome> => {
      if (event && !(await repository.recordEvent(trx, event.id, event.type))) return "duplicate";
      const booking = await repository.lockBooking(trx, found.id);
      if (!booking) return "ignored";
      if (outcome === "paid") return paid(trx, booking, module, owner, { session, accountId, card });
      if (outcome === "failed") return (await releasePending(trx, booking)) ? "failed" : "unchanged";
      return "unchanged";
    });
    try {
      await settleRefund(found.id);
    } catch (error) {
      // Still DUE: the next delivery of this event (or the return route) tries again.
      deps.log?.warn({ err: error, bookingId: found.id }, "automatic refund failed, will retry");
      if (event) throw error;
    }
    return applied;
  }

  async function paid(
    trx: Transaction<Schema>,
    booking: BookingRow,
    module: ModuleRow,
    owner: { email: string; language: Language; phone: string } | undefined,
    { session, accountId, card }: { session: CheckoutSession; accountId: string | null; card: SavedCard },
  ): Promise<AppliedOutcome> {
    if (booking.payment === "PAID" || booking.refundStatus) return "unchanged";
    const payment = {
      paymentIntentId: session.paymentIntentId,
      paymentSessionId: session.id,
      paymentAccountId: accountId,
      ...card,
    };
    // Still holding its vehicle: waiting, or already confirmed by the owner while the customer paid.
    const holding =
      booking.payment === "PENDING" &&
      (booking.status === "VALIDATED" || booking.status === "CONFIRMED") &&
      !booking.deletedAt;
    if (holding) {
      // The owner's automatic confirmation (decision 0111): the vehicle is held and now paid for.
      const confirm = module.autoConfirm && booking.status === "VALIDATED";
      const row = await repository.markPaid(trx, booking.id, payment, confirm);
      await queuePaidBookingMails(deps, trx, row, module, owner, confirm);
      await bookingsChanged(
        trx,
        booking.moduleId,
        [booking.id],
        "payment.succeeded",
        ...confirmedEvent(confirm),
      );
      return "paid";
    }
    // The hold was released first (session expired, booking canceled or expired): the vehicle
    // may be someone else's now, so the money goes back (settleRefund) and the owner hears why.
    await repository.markRefundDue(trx, booking.id, payment);
    await deps.availability.release(trx, booking.id);
    await bookingsChanged(trx, booking.moduleId, [booking.id]);
    return "refund";
  }

  return { releasePending, applyOutcome, settleRefund, applyRefundEvent: refunds.applyRefundEvent };
}

type SavedCard = Awaited<ReturnType<typeof savedCardOf>>;

/** Opening the payment page, and the outcomes that come back from webhooks, returns and reconciling. */
function paymentOperations(
  deps: OnlinePaymentsDeps,
  { releasePending, applyOutcome, settleRefund, applyRefundEvent }: ReturnType<typeof paymentOutcomes>,
) {
  const { repository } = deps;
  const changeCharges = createChangeCharges(deps);
  const payments = {
    /**
     * Opens the payment page of a booking that checkout just wrote with payment PENDING: a
     * Checkout Session on the owner's account (direct charge) for the stored price, one per
     * booking whatever the retries. If it cannot be opened, the hold is released at once.
     */
    async startCheckout(bookingId: number): Promise<string> {
      const booking = await repository.findBooking(deps.db, bookingId);
      if (!booking) throw new AppError("NOT_FOUND", "Unknown booking");
      const module = await deps.settings.getModule(booking.moduleId);
      const accountId = module.stripeAccountId;
      try {
        if (!deps.provider || !accountId) throw new PaymentProviderError("No connected account", true);
        const session = await deps.provider.createBookingCheckout({
          accountId,
          currency: booking.currency,
          lines: paymentLines(booking, module),
          customerEmail: booking.customerEmail || null,
          clientReferenceId: String(booking.id),
          metadata: {
            kind: "booking",
            bookingId: String(booking.id),
            moduleId: booking.moduleId,
            number: String(booking.number),
            ...(module.chargeChangesOnline ? { saveCard: "1" } : {}),
          },
          // The owner charges changes to the card (decision 0133): Checkout saves it for that.
          saveCardForLater: module.chargeChangesOnline,
          description: `${module.companyName || module.title || "Chauffeur Booking"} #${booking.number}`,
          language: booking.language,
          expiresAt: new Date(Date.now() + PAYMENT_WINDOW_MS),
          successUrl: `${deps.publicUrl}/api/payments/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${deps.publicUrl}/api/payments/checkout/cancel?id=${booking.moduleId}&lang=${booking.language}`,
          // Per booking (the order time keeps it unique if a database is ever started afresh).
          idempotencyKey: `booking-${booking.moduleId}-${booking.id}-${new Date(booking.orderDate).getTime()}`,
        });
        if (!session.url) throw new PaymentProviderError("The session has no payment page", false);
        await repository.saveSession(booking.id, { accountId, sessionId: session.id });
        return session.url;
      } catch (error) {
        await deps.db.transaction().execute(async (trx) => {
          const locked = await repository.lockBooking(trx, booking.id);
          if (locked) await releasePending(trx, locked);
        });
        throw error instanceof AppError ? error : sessionFailed(error, booking.language);
      }
    },

    /** Settles a refund marked due (a customer's cancellation), once whatever the repeats. */
    settleRefund,

    /** Charges a change's higher price to the saved card, or e-mails a payment link (decision 0133). */
    chargeChange: changeCharges.chargeChange,

    /**
     * A webhook event about a booking: its checkout.session.* events, its refund's, and a
     * change's charge (its PaymentIntent's events, its payment link's session events).
     */
    async applyEvent(event: PaymentEvent): Promise<AppliedOutcome | AppliedRefund | AppliedCharge> {
      if (event.kind === "refund-changed") return applyRefundEvent(event);
      if (event.kind === "intent-succeeded" || event.kind === "intent-failed") {
        return (await changeCharges.applyIntentEvent(event)) ?? "ignored";
      }
      if (!("session" in event)) return "ignored";
      if (event.session.metadata.kind === CHANGE_CHARGE_KIND) return changeCharges.applySessionEvent(event);
      return applyOutcome(event.session, outcomeOf(event.kind, event.session), event);
    },

    /**
     * The customer is back from the payment page (success return): asks Stripe for the session
     * and applies it like its completed event would. Answers the booking's module and language
     * for the result page, or undefined for a session we do not know.
     */
    async applyReturn(sessionId: string): Promise<{ moduleId: string; language: Language } | undefined> {
      const booking = await repository.findBookingBySession(sessionId);
      if (!booking) return undefined;
      const back = { moduleId: booking.moduleId, language: booking.language };
      if (!deps.provider || !booking.paymentAccountId) return back;
      try {
        const session = await deps.provider.retrieveCheckoutSession(sessionId, booking.paymentAccountId);
        await applyOutcome(session, outcomeOf("returned", session));
      } catch (error) {
        // The webhook applies it anyway; the customer still sees the result page.
        deps.log?.warn({ err: error, sessionId }, "payment return: the session could not be read");
      }
      return back;
    },

    /**
     * A hold whose webhook never came (webhooks misconfigured, an outage) would keep the vehicle
     * until the pick-up time. Sessions expire after 30 minutes, so a booking still PENDING
     * 35 minutes after its order is settled from Stripe's own answer, like a customer's return.
     */
    async reconcileStale(now = new Date()): Promise<number> {
      const sessions = await repository.stalePendingSessions(new Date(now.getTime() - 35 * 60_000), 50);
      for (const sessionId of sessions) await payments.applyReturn(sessionId);
      return sessions.length;
    },
  };
  return payments;
}

export type OnlinePayments = ReturnType<typeof createOnlinePayments>;
