import { zodResolver } from "@hookform/resolvers/zod";
import { useLingui } from "@lingui/react";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import { isApiError } from "../../../../src/client/index.js";
import { CONTACT_MESSAGE_MAX, contactMessage } from "../../../../src/contract/misc.js";
import { Dialog, DialogActions } from "../../../components/ui/dialog.js";
import { notifyError } from "../../../components/ui/notices.js";
import { notify } from "../../../components/ui/notifications-store.js";
import { TextAreaField } from "../../../components/ui/textarea-field.js";
import type { AccountApi } from "../api.js";

const contactForm = z.object({ message: contactMessage });
type ContactFormValues = z.input<typeof contactForm>;

/** Contact us: a required message to the operator. */
export function ContactDialog({
  open,
  onClose,
  client,
}: {
  open: boolean;
  onClose(): void;
  client: Pick<AccountApi, "sendContactMessage">;
}) {
  const { i18n } = useLingui();
  const form = useForm<ContactFormValues>({
    defaultValues: { message: "" },
    resolver: zodResolver(contactForm),
  });
  const { formState } = form;
  const messageError = formState.errors.message;

  const close = () => {
    form.reset();
    onClose();
  };

  async function send(values: ContactFormValues) {
    try {
      await client.sendContactMessage(values.message);
      notify({
        kind: "success",
        title: i18n._("Message sent"),
        text: i18n._("We will answer you by e-mail."),
      });
      close();
    } catch (failure) {
      if (isApiError(failure, "CONTACT_UNAVAILABLE")) {
        // The server has nobody to deliver it to: say so rather than pretend it left.
        notify({
          kind: "warning",
          title: i18n._("Contact is not available"),
          text: i18n._("This service has no contact address set up. Your message was not sent."),
        });
        close();
      } else if (isApiError(failure, "MAIL_LIMIT_REACHED") || isApiError(failure, "TOO_MANY_REQUESTS")) {
        // The server's hourly contact limit (MAIL_LIMIT_REACHED) or its per-address rate limit.
        notify({
          kind: "warning",
          title: i18n._("Message not sent"),
          text: i18n._("Too many messages. Please try again later."),
        });
      } else {
        notifyError(i18n);
      }
    }
  }

  return (
    <Dialog open={open} title={i18n._("Contact us")} onClose={close}>
      <form noValidate onSubmit={form.handleSubmit(send)}>
        <TextAreaField
          label={i18n._("Your message")}
          rows={6}
          required
          maxLength={CONTACT_MESSAGE_MAX}
          error={
            messageError?.type === "too_big"
              ? i18n._("At most {max} characters.", { max: CONTACT_MESSAGE_MAX })
              : messageError
                ? i18n._("Write your message.")
                : undefined
          }
          {...form.register("message")}
        />
        <DialogActions>
          <button type="button" className="button-secondary" onClick={close}>
            {i18n._("Cancel")}
          </button>
          <button
            type="submit"
            className="button-primary"
            disabled={formState.isSubmitting}
            aria-busy={formState.isSubmitting}
          >
            {formState.isSubmitting ? i18n._("Sending…") : i18n._("Send")}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
