import type { Selectable, Transaction } from "kysely";
import type { Language } from "../../../contract/common.js";
import type { Schema } from "../../db/schema.js";
import type { BookingChangesTable } from "../../db/tables/bookings.js";
import { rideCalendarAttachment } from "../calendar-feed/index.js";
import {
  type ChangeSummary,
  enqueueMails,
  type OutgoingMail,
  renderChangeForCustomer,
  renderChangeForOwner,
} from "../mail/index.js";
import type { ModuleRow } from "../settings/index.js";
import { calendarRide } from "./calendar-rides.js";
import type { ManageLinks } from "./manage-links.js";
import { type BookingRow, bookingView } from "./view.js";

type ChangeRow = Selectable<BookingChangesTable>;
type Owner = { email: string; phone: string; language: Language } | undefined;

const summary = (change: ChangeRow): ChangeSummary => ({
  changes: change.changes,
  oldPrice: change.oldPrice,
  newPrice: change.newPrice,
  refund: change.refundAmount ?? 0,
  charge: change.chargeAmount ?? 0,
});

/**
 * The e-mails of a change (decision 0115), queued in its transaction: the owner's request with
 * the link to accept or refuse it (or a notice when it applied at once), the customer's answer
 * with their manage link and, once applied, the ride's calendar event again (same UIDs: it
 * moves in their calendar).
 */
export function createChangeMails(deps: { publicUrl: string; manageLinks?: Pick<ManageLinks, "urlFor"> }) {
  const host = new URL(deps.publicUrl).host;

  async function toCustomer(
    trx: Transaction<Schema>,
    row: BookingRow,
    module: ModuleRow,
    change: ChangeRow,
    outcome: "APPLIED" | "REFUSED",
    owner: Owner,
  ): Promise<OutgoingMail[]> {
    if (!row.customerEmail) return [];
    const manageUrl = (await deps.manageLinks?.urlFor(trx, row.id)) ?? null;
    const view = { ...bookingView(row, module, row.language, owner), manageUrl };
    const attachments =
      outcome === "APPLIED" ? [rideCalendarAttachment(calendarRide(row, module, row.language), host)] : [];
    return [
      {
        template: outcome === "APPLIED" ? "booking-change-applied" : "booking-change-refused",
        to: row.customerEmail,
        replyTo: owner?.email ?? null,
        ...renderChangeForCustomer(view, summary(change), outcome),
        attachments,
      },
    ];
  }

  const toOwner = (
    row: BookingRow,
    module: ModuleRow,
    owner: Owner,
    change: ChangeRow,
    token: string | null,
  ) =>
    owner
      ? [
          {
            template: token ? "booking-change-requested" : "booking-change-notice",
            to: owner.email,
            replyTo: row.customerEmail || null,
            ...renderChangeForOwner(
              bookingView(row, module, owner.language),
              summary(change),
              token ? { decideUrl: `${deps.publicUrl}/booking-change/${change.id}/${token}` } : null,
            ),
          },
        ]
      : [];

  return {
    async pending(
      trx: Transaction<Schema>,
      row: BookingRow,
      module: ModuleRow,
      owner: Owner,
      change: ChangeRow,
      token: string,
    ) {
      await enqueueMails(trx, toOwner(row, module, owner, change, token));
    },
    async applied(
      trx: Transaction<Schema>,
      row: BookingRow,
      module: ModuleRow,
      owner: Owner,
      change: ChangeRow,
    ) {
      const customer = await toCustomer(trx, row, module, change, "APPLIED", owner);
      await enqueueMails(trx, [...customer, ...toOwner(row, module, owner, change, null)]);
    },
    async accepted(
      trx: Transaction<Schema>,
      row: BookingRow,
      module: ModuleRow,
      owner: Owner,
      change: ChangeRow,
    ) {
      await enqueueMails(trx, await toCustomer(trx, row, module, change, "APPLIED", owner));
    },
    async refused(
      trx: Transaction<Schema>,
      row: BookingRow,
      module: ModuleRow,
      owner: Owner,
      change: ChangeRow,
    ) {
      await enqueueMails(trx, await toCustomer(trx, row, module, change, "REFUSED", owner));
    },
  };
}
