import type { Transaction } from "kysely";
import type { Schema } from "../../db/schema.js";
import type { PaymentEvent } from "../../providers/payments/types.js";
import { bookingView } from "../bookings/index.js";
import { enqueueMail } from "../mail/index.js";
import type { ModuleRow } from "../settings/index.js";
import { renderChangeChargeFailed } from "./refund-mail.js";
import type { Owner, RefundsDeps } from "./refund-states.js";

/** What a charge's event did (tests and logs read it). */
export type AppliedCharge = "paid" | "failed" | "unchanged" | "duplicate" | "ignored";

/** Our PaymentIntents and Checkout Sessions for a change's extra carry this kind in their metadata. */
export const CHANGE_CHARGE_KIND = "change-charge";

type IntentEvent = PaymentEvent & { kind: "intent-succeeded" | "intent-failed" };
type SessionEvent = PaymentEvent & {
  kind: "checkout-completed" | "checkout-expired" | "checkout-async-succeeded" | "checkout-async-failed";
};
export type FoundCharge = NonNullable<Awaited<ReturnType<RefundsDeps["repository"]["findChangeCharge"]>>>;
type Found = FoundCharge;

/**
 * Stripe's events about a change's charge (decision 0133), each applied once per event id in
 * the transaction of its effect: PAID adds the amount to the card's part; FAILED (the payment
 * failed, the link expired) adds it to the driver's and tells the owner. Only our ids count, on
 * the booking's connected account.
 */
export function createChangeChargeEvents(deps: RefundsDeps) {
  const { repository } = deps;
  const contextOf = async (found: Found) => {
    const module = await deps.settings.getModule(found.moduleId);
    return { module, owner: await deps.ownerContact(module.ownerId) };
  };

  /** Settles the charge in the event's transaction, once per event id; FAILED tells the owner. */
  async function settle(
    event: PaymentEvent,
    found: Found,
    outcome: "PAID" | "FAILED",
    before?: (trx: Transaction<Schema>) => Promise<unknown>,
  ): Promise<AppliedCharge> {
    if (event.account !== found.paymentAccountId) return "ignored";
    const { module, owner } = await contextOf(found);
    return deps.db.transaction().execute(async (trx): Promise<AppliedCharge> => {
      if (!(await repository.recordEvent(trx, event.id, event.type))) return "duplicate";
      await before?.(trx);
      const change = await repository.markChargeSettled(trx, found.changeId, outcome);
      if (!change) return "unchanged";
      if (outcome === "FAILED") await tellOwner(trx, found, module, owner, change.chargeAmount ?? 0);
      return outcome === "PAID" ? "paid" : "failed";
    });
  }

  async function tellOwner(
    trx: Transaction<Schema>,
    found: Found,
    module: ModuleRow,
    owner: Owner,
    amount: number,
  ) {
    const booking = await repository.findBooking(trx, found.bookingId);
    if (!booking || !owner) return;
    await enqueueMail(trx, {
      template: "change-charge-failed",
      to: owner.email,
      replyTo: booking.customerEmail || null,
      ...renderChangeChargeFailed(bookingView(booking, module, owner.language), amount),
    });
  }

  return {
    /**
     * payment_intent.succeeded / payment_intent.payment_failed of an off-session charge. Success
     * counts for the change the intent names (its id recorded if the call's answer was lost); a
     * failure only for the intent we recorded, before any link: a card error already sent one.
     * Undefined when the intent is no change's.
     */
    async applyIntentEvent(event: IntentEvent): Promise<AppliedCharge | undefined> {
      const { intent } = event;
      if (intent.metadata.kind !== CHANGE_CHARGE_KIND) return undefined;
      if (intent.metadata.path !== "off-session") return "ignored";
      const named = Number(intent.metadata.changeId);
      const found =
        (await repository.findChangeByCharge({ intentId: intent.id })) ??
        (Number.isSafeInteger(named) ? await repository.findChangeCharge(named) : undefined);
      if (!found || String(found.bookingId) !== intent.metadata.bookingId) return "ignored";
      if (event.kind === "intent-succeeded") {
        if (found.chargeIntentId && found.chargeIntentId !== intent.id) return "ignored";
        return settle(event, found, "PAID", (trx) =>
          repository.recordChargeIntent(trx, found.changeId, intent.id),
        );
      }
      if (found.chargeIntentId !== intent.id || found.chargeSessionId) return "ignored";
      return settle(event, found, "FAILED");
    },

    /** A payment link's session: paid settles PAID, expired or failed settles FAILED. */
    async applySessionEvent(event: SessionEvent): Promise<AppliedCharge> {
      const found = await repository.findChangeByCharge({ sessionId: event.session.id });
      if (!found) return "ignored";
      const paid =
        event.kind === "checkout-async-succeeded" ||
        (event.kind === "checkout-completed" && event.session.paid);
      const intentId = event.session.paymentIntentId;
      if (paid) {
        return settle(event, found, "PAID", (trx) =>
          intentId ? repository.recordLinkIntent(trx, found.changeId, intentId) : Promise.resolve(),
        );
      }
      if (event.kind === "checkout-expired" || event.kind === "checkout-async-failed") {
        return settle(event, found, "FAILED");
      }
      return "unchanged";
    },
  };
}
