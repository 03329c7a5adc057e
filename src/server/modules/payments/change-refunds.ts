import type { PaymentEvent } from "../../providers/payments/types.js";
import { bookingView } from "../bookings/index.js";
import { enqueueMail } from "../mail/index.js";
import { renderRefundFailed } from "./refund-mail.js";
import { type AppliedRefund, type RefundsDeps, settledAs } from "./refund-states.js";

type RefundEvent = PaymentEvent & { kind: "refund-changed" };

/**
 * Refunds of accepted changes that lowered a card-paid price (decision 0128), confirmed by
 * Stripe's webhook as a cancellation's are (decision 0117). A change's refund is recognised by
 * its stored id only, so it never settles the booking's cancellation refund, nor the reverse.
 * Answers undefined when the refund is no change's: the booking's own rules then apply.
 */
export function createChangeRefundEvents(deps: RefundsDeps) {
  const { repository } = deps;
  return async function applyChangeRefundEvent(event: RefundEvent): Promise<AppliedRefund | undefined> {
    const { refund } = event;
    const found = await repository.findChangeByRefund(refund.id);
    if (!found) return undefined;
    // The refund id is ours, but only on the booking's account and payment (or the change's own
    // charge, given back at a cancellation: decision 0133) does the event count.
    const ofOurs =
      refund.paymentIntentId === found.paymentIntentId || refund.paymentIntentId === found.chargeIntentId;
    if (found.paymentAccountId !== event.account || !ofOurs) return "ignored";
    const module = await deps.settings.getModule(found.moduleId);
    const owner = await deps.ownerContact(module.ownerId);
    return deps.db.transaction().execute(async (trx): Promise<AppliedRefund> => {
      if (!(await repository.recordEvent(trx, event.id, event.type))) return "duplicate";
      const final = settledAs(refund.status);
      const change = final ? await repository.markChangeRefundSettled(trx, found.changeId, final) : undefined;
      if (!change) return "unchanged";
      const booking = final === "FAILED" && owner && (await repository.findBooking(trx, found.bookingId));
      if (booking && owner) {
        await enqueueMail(trx, {
          template: "refund-failed",
          to: owner.email,
          replyTo: booking.customerEmail || null,
          ...renderRefundFailed(bookingView(booking, module, owner.language), change.refundAmount ?? 0),
        });
      }
      return final === "DONE" ? "done" : "failed";
    });
  };
}
