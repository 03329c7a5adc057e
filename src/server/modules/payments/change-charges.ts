import { serverI18n } from "../../kernel/server-i18n.js";
import { PaymentProviderError } from "../../providers/payments/types.js";
import { bookingView } from "../bookings/index.js";
import { enqueueMail, renderChangePaymentDue } from "../mail/index.js";
import { CHANGE_CHARGE_KIND, createChangeChargeEvents, type FoundCharge } from "./change-charge-events.js";
import type { RefundsDeps } from "./refund-states.js";

/** Stripe keeps a Checkout Session open 24 hours at most: the customer's link lasts that long. */
const LINK_LIFETIME_MS = 24 * 3600_000 - 60_000;

export interface ChangeChargesDeps extends RefundsDeps {
  publicUrl: string;
  log?: { warn(object: unknown, message: string): void };
}

type Found = FoundCharge;

/**
 * A change's higher price charged to the card saved at checkout (decision 0133): an off-session
 * PaymentIntent on the owner's account, or, when the card needs its holder (or none was saved),
 * a Checkout Session whose link the customer is e-mailed. Stripe's events settle it once per
 * event id: PAID adds it to the card's part; FAILED (the payment failed, the link expired) adds
 * it to the driver's and tells the owner.
 */
export function createChangeCharges(deps: ChangeChargesDeps) {
  const { repository } = deps;
  const contextOf = async (found: Found) => {
    const module = await deps.settings.getModule(found.moduleId);
    return { module, owner: await deps.ownerContact(module.ownerId) };
  };

  /** The payment link, opened once (its key names the change) and e-mailed with its recording. */
  async function sendLink(found: Found, amount: number) {
    const { provider } = deps;
    const booking = await repository.findBooking(deps.db, found.bookingId);
    if (!provider || !booking || !found.paymentAccountId) return;
    const { module, owner } = await contextOf(found);
    const i18n = serverI18n(booking.language);
    const back = `id=${booking.moduleId}&lang=${booking.language}`;
    const session = await provider.createBookingCheckout({
      accountId: found.paymentAccountId,
      currency: booking.currency,
      lines: [{ name: i18n._("Change of booking no. {number}", { number: booking.number }), amount }],
      customerEmail: booking.customerEmail || null,
      clientReferenceId: String(booking.id),
      metadata: chargeMetadata(found, "link"),
      description: `${module.companyName || module.title || "Chauffeur Booking"} #${booking.number}`,
      language: booking.language,
      expiresAt: new Date(Date.now() + LINK_LIFETIME_MS),
      successUrl: `${deps.publicUrl}/booking/change-paid?${back}`,
      cancelUrl: `${deps.publicUrl}/booking/change-unpaid?${back}`,
      idempotencyKey: `${chargeKey(found)}-link`,
    });
    if (!session.url) return;
    const url = session.url;
    await deps.db.transaction().execute(async (trx) => {
      const recorded = await repository.recordChargeLink(trx, found.changeId, { id: session.id, url });
      if (!recorded || !booking.customerEmail) return;
      const view = bookingView(booking, module, booking.language, owner);
      await enqueueMail(trx, {
        template: "change-payment-due",
        to: booking.customerEmail,
        replyTo: owner?.email ?? null,
        ...renderChangePaymentDue(view, amount, url),
      });
    });
  }

  /**
   * Charges a change's extra, once: with the saved card off-session (key
   * change-charge-{module}-{booking}-{change}), else, or on a card error such as
   * authentication_required, through a payment link. A call that did not answer leaves the
   * charge awaiting: its events still settle it (by the change named in the intent's metadata).
   */
  async function chargeChange(changeId: number): Promise<void> {
    const found = await repository.findChangeCharge(changeId);
    if (found?.chargeStatus !== "AWAITING_PAYMENT" || !found.chargeAmount) return;
    if (found.chargeIntentId || found.chargeSessionId || !deps.provider || !found.paymentAccountId) return;
    const booking = await repository.findBooking(deps.db, found.bookingId);
    if (!booking) return;
    if (found.paymentCustomerId && found.paymentMethodId) {
      try {
        const intent = await deps.provider.chargeOffSession({
          accountId: found.paymentAccountId,
          customerId: found.paymentCustomerId,
          paymentMethodId: found.paymentMethodId,
          amount: found.chargeAmount,
          currency: booking.currency,
          description: `#${booking.number}`,
          metadata: chargeMetadata(found, "off-session"),
          idempotencyKey: chargeKey(found),
        });
        if (intent.status === "succeeded" || intent.status === "processing") {
          await repository.recordChargeIntent(deps.db, changeId, intent.id);
          return;
        }
      } catch (error) {
        // A card error (authentication_required, a decline) or a card Stripe no longer has: the
        // customer pays on a page. Anything else (Stripe unreachable) leaves it to try again.
        const refused =
          error instanceof PaymentProviderError &&
          (error.cardError !== null || (error.invalidRequest && !error.accountInvalid));
        if (!refused) throw error;
        deps.log?.warn({ changeId, code: error.cardError }, "off-session charge refused, sending a link");
      }
    }
    await sendLink(found, found.chargeAmount);
  }

  return { chargeChange, ...createChangeChargeEvents(deps) };
}

const chargeKey = (found: Found) => `change-charge-${found.moduleId}-${found.bookingId}-${found.changeId}`;

/** The metadata that names the change: its events find it, and which path it took. */
const chargeMetadata = (found: Found, path: "off-session" | "link") => ({
  kind: CHANGE_CHARGE_KIND,
  moduleId: found.moduleId,
  bookingId: String(found.bookingId),
  changeId: String(found.changeId),
  path,
});
