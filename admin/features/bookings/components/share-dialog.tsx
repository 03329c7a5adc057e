import { zodResolver } from "@hookform/resolvers/zod";
import { useLingui } from "@lingui/react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { type AdminBooking, shareBookingInput } from "../../../../src/contract/admin-booking.js";
import { NOTES_MAX } from "../../../../src/contract/public-booking.js";
import { Dialog, DialogActions } from "../../../components/ui/dialog.js";
import { InputField } from "../../../components/ui/input-field.js";
import { notify } from "../../../components/ui/notifications-store.js";
import { TextAreaField } from "../../../components/ui/textarea-field.js";
import type { BookingsApi } from "../api.js";
import { notifyBookingFailure } from "../failures.js";

type ShareValues = z.input<typeof shareBookingInput>;

/** Share with a colleague: an e-mail address (required) and an optional message. */
export function ShareDialog({
  booking,
  api,
  onClose,
}: {
  booking: AdminBooking;
  api: Pick<BookingsApi, "share">;
  onClose(): void;
}) {
  const { i18n } = useLingui();
  const form = useForm<ShareValues, unknown, z.infer<typeof shareBookingInput>>({
    resolver: zodResolver(shareBookingInput),
    defaultValues: { email: "", message: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await api.share(booking.id, values);
      notify({
        kind: "success",
        title: i18n._("Booking shared"),
        text: i18n._("The booking was sent to {email}.", { email: values.email }),
      });
      onClose();
    } catch (error) {
      notifyBookingFailure(i18n, error);
    }
  });

  const emailError = errors.email
    ? form.getValues("email").trim()
      ? i18n._("Enter a valid e-mail address.")
      : i18n._("Enter the e-mail address to send the booking to.")
    : undefined;

  return (
    <Dialog
      open
      title={i18n._("Share booking no. {number}", { number: booking.number })}
      description={i18n._("A colleague receives the booking's details by e-mail.")}
      onClose={onClose}
    >
      <form noValidate onSubmit={submit}>
        <InputField
          label={i18n._("Colleague's e-mail")}
          type="email"
          autoComplete="email"
          required
          error={emailError}
          {...form.register("email")}
        />
        <TextAreaField
          label={i18n._("Message (optional)")}
          maxLength={NOTES_MAX}
          rows={4}
          error={errors.message ? i18n._("At most {max} characters.", { max: NOTES_MAX }) : undefined}
          {...form.register("message")}
        />
        <DialogActions>
          <button type="button" className="button-secondary" onClick={onClose}>
            {i18n._("Cancel")}
          </button>
          <button type="submit" className="button-primary" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? i18n._("Sending…") : i18n._("Send")}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
