import type { Kysely, Selectable } from "kysely";
import type { Schema } from "../../db/schema.js";
import type { BookingChangesTable } from "../../db/tables/bookings.js";
import { AppError } from "../../kernel/errors.js";

type ChangeRow = Selectable<BookingChangesTable>;

/**
 * The steps of a change whose higher price is charged to the card (decision 0133), around the
 * payments module's charge: after the change's commit, again when a call did not get through,
 * and the rule that no other change is taken while one's payment is due.
 */
export function createChangeChargeSteps(deps: {
  db: Kysely<Schema>;
  chargeChange?(changeId: number): Promise<void>;
  log?: { warn(object: unknown, message: string): void };
}) {
  /** Charges a change's extra once its transaction committed; its webhook settles it. */
  async function settleCharge(change: ChangeRow) {
    if (change.chargeStatus !== "AWAITING_PAYMENT" || !deps.chargeChange) return;
    try {
      await deps.chargeChange(change.id);
    } catch (error) {
      deps.log?.warn({ err: error, changeId: change.id }, "change charge failed, still awaiting payment");
    }
  }

  return {
    settleCharge,

    /** A change's extra still awaiting its payment: no other change before it is settled. */
    async assertNoChargeDue(bookingId: number) {
      const due = await deps.db
        .selectFrom("bookingChanges")
        .select("id")
        .where("bookingId", "=", bookingId)
        .where("chargeStatus", "=", "AWAITING_PAYMENT")
        .executeTakeFirst();
      if (due) throw new AppError("CHANGE_NOT_ALLOWED", "The payment for the last change is still due");
    },

    /**
     * A change's extra awaiting its payment on a payment page (the manage page's "payment due"),
     * after a charge whose call did not get through (no intent, no link yet) is tried again.
     */
    async chargeDue(bookingId: number): Promise<{ amount: number; url: string } | null> {
      const stuck = await deps.db
        .selectFrom("bookingChanges")
        .selectAll()
        .where("bookingId", "=", bookingId)
        .where("chargeStatus", "=", "AWAITING_PAYMENT")
        .where("chargeIntentId", "is", null)
        .where("chargeSessionId", "is", null)
        .executeTakeFirst();
      if (stuck) await settleCharge(stuck);
      const due = await deps.db
        .selectFrom("bookingChanges")
        .select(["chargeAmount", "chargeUrl"])
        .where("bookingId", "=", bookingId)
        .where("chargeStatus", "=", "AWAITING_PAYMENT")
        .where("chargeUrl", "is not", null)
        .executeTakeFirst();
      return due?.chargeAmount && due.chargeUrl ? { amount: due.chargeAmount, url: due.chargeUrl } : null;
    },
  };
}
