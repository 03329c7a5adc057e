import { useLingui } from "@lingui/react";
import { useState } from "react";
import type { AdminBooking } from "../../../../src/contract/admin-booking.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { notify } from "../../../components/ui/notifications-store.js";
import type { BookingsApi } from "../api.js";
import { notifyBookingFailure } from "../failures.js";

/** Delete a booking: the customer is not told, the booking leaves the owner's view. */
export function DeleteDialog({
  booking,
  api,
  onDone,
  onClose,
}: {
  booking: AdminBooking;
  api: Pick<BookingsApi, "remove">;
  /** The booking is gone (deleted now or before): close everything that showed it. */
  onDone(): void;
  onClose(): void;
}) {
  const { i18n } = useLingui();
  const [pending, setPending] = useState(false);
  async function remove() {
    setPending(true);
    try {
      await api.remove(booking.id);
      notify({
        kind: "success",
        title: i18n._("Booking deleted"),
        text: i18n._("Booking no. {number} was deleted.", { number: booking.number }),
      });
      onDone();
    } catch (error) {
      setPending(false);
      if (notifyBookingFailure(i18n, error)) onDone();
    }
  }
  return (
    <ConfirmDialog
      open
      danger
      pending={pending}
      title={i18n._("Delete booking no. {number}?", { number: booking.number })}
      confirmLabel={i18n._("Delete")}
      onConfirm={() => void remove()}
      onCancel={onClose}
    >
      <p>
        {i18n._(
          "The customer is not notified by e-mail, and the booking disappears from your bookings and planning.",
        )}
      </p>
    </ConfirmDialog>
  );
}
