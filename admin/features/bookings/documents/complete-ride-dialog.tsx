import { useLingui } from "@lingui/react";
import { useState } from "react";
import { isApiError } from "../../../../src/client/index.js";
import type { AdminBooking } from "../../../../src/contract/admin-booking.js";
import { CheckboxField } from "../../../components/ui/checkbox-field.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { notifyError } from "../../../components/ui/notices.js";
import { notify } from "../../../components/ui/notifications-store.js";
import type { BookingDocumentsApi } from "./documents-api.js";
import { completionWarning } from "./documents-labels.js";

/**
 * "Mark the ride done?": CONFIRMED → COMPLETED. With documents on, the receipt (or, ticked, an
 * invoice to the customer's company) is issued, numbered for good and e-mailed to the customer.
 */
export function CompleteRideDialog({
  booking,
  api,
  onDone,
  onClose,
}: {
  booking: AdminBooking;
  api: Pick<BookingDocumentsApi, "complete">;
  onDone(booking: AdminBooking): void;
  onClose(): void;
}) {
  const { i18n } = useLingui();
  const [invoice, setInvoice] = useState(false);
  const [pending, setPending] = useState(false);

  async function complete() {
    setPending(true);
    try {
      const done = await api.complete(booking.id, invoice ? { document: "INVOICE" } : {});
      notify({
        kind: "success",
        title: i18n._("Ride done"),
        text: i18n._("Ride no. {number} is marked done.", { number: booking.number }),
      });
      onDone(done);
    } catch (error) {
      const warning = isApiError(error) ? completionWarning(i18n, error.code) : undefined;
      if (warning) notify({ kind: "warning", ...warning });
      else notifyError(i18n);
      setPending(false);
    }
  }

  return (
    <ConfirmDialog
      open
      title={i18n._("Mark ride no. {number} done?", { number: booking.number })}
      confirmLabel={i18n._("Mark done")}
      pending={pending}
      onConfirm={() => void complete()}
      onCancel={onClose}
    >
      <p>
        {i18n._(
          "When documents are on, the receipt is issued with the next number and e-mailed to the customer. It cannot be changed afterwards: a correction is a credit note.",
        )}
      </p>
      {booking.customer.companyName ? (
        <CheckboxField
          label={i18n._("Issue an invoice to {company} instead of a receipt", {
            company: booking.customer.companyName,
          })}
          checked={invoice}
          onChange={(event) => setInvoice(event.target.checked)}
        />
      ) : null}
    </ConfirmDialog>
  );
}
