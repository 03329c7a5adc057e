import { useLingui } from "@lingui/react";
import { useState } from "react";
import type { AdminBooking } from "../../../../src/contract/admin-booking.js";
import { NOTES_MAX } from "../../../../src/contract/public-booking.js";
import { Dialog, DialogActions } from "../../../components/ui/dialog.js";
import { notify } from "../../../components/ui/notifications-store.js";
import { TextAreaField } from "../../../components/ui/textarea-field.js";
import type { BookingsApi } from "../api.js";
import { notifyBookingFailure } from "../failures.js";
import { customerName } from "../labels.js";

/**
 * Confirm or cancel a waiting booking: an optional message goes to the
 * customer with the e-mail that tells them.
 */
export function DecisionDialog({
  decision,
  booking,
  api,
  onDone,
  onClose,
}: {
  decision: "confirm" | "cancel";
  booking: AdminBooking;
  api: Pick<BookingsApi, "confirm" | "cancel">;
  /** The booking changed (or was found changed): reload it. */
  onDone(): void;
  onClose(): void;
}) {
  const { i18n } = useLingui();
  const [message, setMessage] = useState("");
  const [pending, setPending] = useState(false);
  const confirming = decision === "confirm";

  async function submit() {
    // The button stays focusable while the answer comes (aria-disabled): a second press waits.
    if (pending) return;
    setPending(true);
    try {
      await (confirming ? api.confirm(booking.id, message) : api.cancel(booking.id, message));
      notify({
        kind: "success",
        title: confirming ? i18n._("Booking confirmed") : i18n._("Booking canceled"),
        text: i18n._("The customer has been notified by e-mail."),
      });
      onDone();
      onClose();
    } catch (error) {
      setPending(false);
      if (notifyBookingFailure(i18n, error)) {
        onDone();
        onClose();
      }
    }
  }

  return (
    <Dialog
      open
      size="small"
      title={
        confirming
          ? i18n._("Confirm booking no. {number}", { number: booking.number })
          : i18n._("Cancel booking no. {number}", { number: booking.number })
      }
      onClose={onClose}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className="confirm-text">
          {confirming
            ? i18n._("{name} will receive an e-mail saying the booking is confirmed.", {
                name: customerName(booking) || i18n._("The customer"),
              })
            : i18n._("{name} will receive an e-mail saying the booking is canceled.", {
                name: customerName(booking) || i18n._("The customer"),
              })}
        </p>
        <TextAreaField
          label={i18n._("Message to the customer (optional)")}
          value={message}
          maxLength={NOTES_MAX}
          rows={4}
          onChange={(event) => setMessage(event.target.value)}
        />
        <DialogActions>
          <button type="button" className="button-secondary" onClick={onClose}>
            {i18n._("Back")}
          </button>
          <button
            type="submit"
            className={confirming ? "button-primary" : "button-danger"}
            aria-disabled={pending}
            aria-busy={pending}
          >
            {confirming ? i18n._("Confirm the booking") : i18n._("Cancel the booking")}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
