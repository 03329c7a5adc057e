import { zodResolver } from "@hookform/resolvers/zod";
import { useLingui } from "@lingui/react";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import { isApiError } from "../../../../src/client/index.js";
import {
  companyName,
  newPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type ProfileUpdateRequest,
  phoneNumber,
} from "../../../../src/contract/auth.js";
import { Dialog, DialogActions, DialogCancelButton } from "../../../components/ui/dialog.js";
import { InputField } from "../../../components/ui/input-field.js";
import { LeaveGuard } from "../../../components/ui/leave-guard.js";
import { notifyError, notifySaved } from "../../../components/ui/notices.js";
import { notify } from "../../../components/ui/notifications-store.js";
import { sessionStore } from "../../../lib/session-store.js";
import { useSession } from "../../../lib/use-session.js";
import type { AccountApi } from "../api.js";
import { type ApiKeysApi, ApiKeysSection } from "./api-keys-section.js";
import { type CalendarFeedApi, CalendarFeedSection } from "./calendar-feed-section.js";
import { type SessionsApi, SessionsSection } from "./sessions-section.js";

/**
 * The form's rules: the contract's account update (src/contract/auth.ts), with the new password's
 * blank case spelled out so an empty box means "keep the old one".
 */
const accountForm = z.object({
  companyName: companyName,
  phone: phoneNumber,
  newPassword: z.union([z.literal(""), newPassword]),
  currentPassword: z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH)),
});
type AccountFormValues = z.input<typeof accountForm>;

/** My account: company name, phone, optional new password; e-mail read-only. */
export function AccountDialog({
  open,
  onClose,
  client,
}: {
  open: boolean;
  onClose(): void;
  /** With the sessions calls, the dialog lists the signed-in devices too; with the feed calls, the calendar feed. */
  client: Pick<AccountApi, "updateProfile"> &
    Partial<SessionsApi> &
    Partial<CalendarFeedApi> &
    Partial<ApiKeysApi>;
}) {
  const { i18n } = useLingui();
  const email = useSession((state) => state.email);
  const name = useSession((state) => state.name);
  const phone = useSession((state) => state.phone);
  const form = useForm<AccountFormValues>({
    values: { companyName: name, phone, newPassword: "", currentPassword: "" },
    resolver: zodResolver(accountForm),
  });
  const { register, formState, setError } = form;
  const { errors } = formState;
  const dirty = formState.isDirty && !formState.isSubmitting;

  async function save(values: AccountFormValues) {
    const payload: ProfileUpdateRequest = {
      companyName: values.companyName,
      phone: values.phone,
      currentPassword: values.currentPassword,
      ...(values.newPassword ? { newPassword: values.newPassword } : {}),
    };
    try {
      const profile = await client.updateProfile(payload);
      const session = sessionStore.getState();
      if (session.accessToken) {
        sessionStore
          .getState()
          .signIn({ ...profile, email: profile.email || email, accessToken: session.accessToken });
      }
      notifySaved(i18n);
      onClose();
    } catch (failure) {
      if (isApiError(failure, "WRONG_CURRENT_PASSWORD")) {
        setError("currentPassword", { type: failure.code }, { shouldFocus: true });
        notify({
          kind: "warning",
          title: i18n._("Wrong current password"),
          text: i18n._("Your changes were not saved."),
        });
      } else if (isApiError(failure, "SAME_PASSWORD")) {
        setError("newPassword", { type: failure.code }, { shouldFocus: true });
      } else {
        notifyError(i18n);
      }
    }
  }

  const close = () => {
    form.reset();
    onClose();
  };

  return (
    <Dialog open={open} title={i18n._("My account")} onClose={close} dirty={dirty}>
      <LeaveGuard dirty={dirty} />
      {/* A second submit while saving does nothing; the button keeps the focus (aria-disabled). */}
      <form
        noValidate
        onSubmit={(event) =>
          formState.isSubmitting ? event.preventDefault() : form.handleSubmit(save)(event)
        }
      >
        <InputField label={i18n._("E-mail")} type="email" value={email} readOnly autoComplete="username" />
        {/* The account's own name, not the one customers see (Settings): two meanings, two
            labels (docs/decisions/0052). */}
        <InputField
          label={i18n._("Account name")}
          autoComplete="organization"
          required
          maxLength={255}
          hint={i18n._(
            "Shown at the top of the admin and in your messages to us. Your customers see the company name of the Settings page.",
          )}
          error={errors.companyName ? i18n._("Enter a name for your account.") : undefined}
          {...register("companyName")}
        />
        <InputField
          label={i18n._("Phone")}
          type="tel"
          autoComplete="tel"
          maxLength={50}
          error={errors.phone ? i18n._("At most {max} characters.", { max: 50 }) : undefined}
          {...register("phone")}
        />
        <InputField
          label={i18n._("New password")}
          type="password"
          autoComplete="new-password"
          hint={i18n._("Leave it empty to keep your password.")}
          error={
            errors.newPassword?.type === "SAME_PASSWORD"
              ? i18n._("Choose a password different from your current one.")
              : errors.newPassword
                ? i18n._("The password must have at least {count} characters.", {
                    count: PASSWORD_MIN_LENGTH,
                  })
                : undefined
          }
          {...register("newPassword")}
        />
        <InputField
          label={i18n._("Current password")}
          type="password"
          autoComplete="current-password"
          required
          hint={i18n._("Required to confirm the changes.")}
          error={
            errors.currentPassword?.type === "WRONG_CURRENT_PASSWORD"
              ? i18n._("Wrong current password")
              : errors.currentPassword
                ? i18n._("Enter your current password.")
                : undefined
          }
          {...register("currentPassword")}
        />
        <DialogActions>
          <DialogCancelButton />
          <button
            type="submit"
            className="button-primary"
            aria-disabled={formState.isSubmitting}
            aria-busy={formState.isSubmitting}
          >
            {formState.isSubmitting ? i18n._("Saving…") : i18n._("Save")}
          </button>
        </DialogActions>
      </form>
      {open && client.listSessions && client.revokeSession && client.signOutEverywhere ? (
        <SessionsSection
          client={{
            listSessions: client.listSessions,
            revokeSession: client.revokeSession,
            signOutEverywhere: client.signOutEverywhere,
          }}
        />
      ) : null}
      {open && client.getCalendarFeed && client.regenerateCalendarFeed ? (
        <CalendarFeedSection
          client={{
            getCalendarFeed: client.getCalendarFeed,
            regenerateCalendarFeed: client.regenerateCalendarFeed,
          }}
        />
      ) : null}
      {open && client.listApiKeys && client.createApiKey && client.revokeApiKey ? (
        <ApiKeysSection
          client={{
            listApiKeys: client.listApiKeys,
            createApiKey: client.createApiKey,
            revokeApiKey: client.revokeApiKey,
          }}
        />
      ) : null}
    </Dialog>
  );
}
