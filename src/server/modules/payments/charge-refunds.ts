import type { BookingRow } from "../bookings/index.js";
import type { RefundsDeps } from "./refund-states.js";

/**
 * A cancellation's refund when changes were charged to the card (decision 0133): each charge is
 * its own PaymentIntent, and Stripe refunds a payment only up to what it took. The charges are
 * given back first, newest first, each from its own intent (its change's refund columns, settled
 * by the webhook as a change's refund is: decision 0128); the answer is what is left to refund
 * from the booking's own payment. The parts follow from the stored rows alone, so a retry splits
 * the same way, and each refund's key makes a repeat harmless.
 */
export async function refundChargesFirst(
  deps: RefundsDeps,
  booking: BookingRow,
  total: number,
): Promise<number> {
  const { repository, provider } = deps;
  const accountId = booking.paymentAccountId;
  const charges = await repository.paidChargesOf(booking.id);
  let left = total;
  for (const charge of charges) {
    const part = charge.refundAmount ?? Math.min(charge.chargeAmount ?? 0, left);
    left -= part;
    if (part <= 0 || !provider || !accountId || !charge.chargeIntentId) continue;
    if (charge.refundStatus === null) await repository.markChargeRefundDue(charge.id, part);
    else if (charge.refundStatus !== "DUE") continue;
    const refund = await provider.refundPayment(
      accountId,
      charge.chargeIntentId,
      `change-charge-refund-${booking.moduleId}-${booking.id}-${charge.id}`,
      { minor: part, currency: booking.currency },
    );
    await repository.recordChangeRefund(charge.id, refund.id);
  }
  return Math.max(left, 0);
}
