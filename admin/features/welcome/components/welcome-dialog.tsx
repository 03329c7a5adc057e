import { zodResolver } from "@hookform/resolvers/zod";
import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { isApiError } from "../../../../src/client/index.js";
import {
  NEW_ACCOUNT_NAME,
  PASSWORD_MIN_LENGTH,
  type WelcomeCompletionRequest,
  welcomeCompletionRequest,
} from "../../../../src/contract/auth.js";
import { Dialog, DialogActions } from "../../../components/ui/dialog.js";
import { InputField } from "../../../components/ui/input-field.js";
import { notifyError } from "../../../components/ui/notices.js";
import { sessionStore } from "../../../lib/session-store.js";
import { useSession } from "../../../lib/use-session.js";
import { billingVisited, leaveFor, type WelcomeApi, welcomeApi } from "../api.js";

type Step = "loading" | "billing" | "profile";

/**
 * The mandatory welcome dialog: an account the subscription flow created
 * carries the placeholder name until the owner has gone through the billing portal and then
 * set a company name and a password. It cannot be dismissed; a self-hosted server (no
 * subscription required) skips the billing step.
 */
export function WelcomeDialog({
  client = welcomeApi,
  go = leaveFor,
}: {
  client?: WelcomeApi;
  go?: (url: string) => void;
}) {
  const isNew = useSession((state) => state.accessToken !== null && state.name === NEW_ACCOUNT_NAME);
  if (!isNew) return null;
  return <WelcomeSteps client={client} go={go} />;
}

function WelcomeSteps({ client, go }: { client: WelcomeApi; go: (url: string) => void }) {
  const { i18n } = useLingui();
  const [step, setStep] = useState<Step>(() => (billingVisited.get() ? "profile" : "loading"));
  const [opening, setOpening] = useState(false);

  useEffect(() => {
    if (step !== "loading") return;
    let live = true;
    client.checkSubscription().then(
      (status) => live && setStep(status.required ? "billing" : "profile"),
      // Unknown: the billing step is the safe one, its button tells if the portal is missing.
      () => live && setStep("billing"),
    );
    return () => {
      live = false;
    };
  }, [client, step]);

  async function openPortal() {
    setOpening(true);
    try {
      const url = await client.getBillingPortalLink();
      billingVisited.set(true);
      go(url);
    } catch (failure) {
      setOpening(false);
      // No billing account or no subscriptions on this server: nothing to fill in there.
      if (isApiError(failure, "NO_SUBSCRIPTION") || isApiError(failure, "SUBSCRIPTIONS_NOT_CONFIGURED")) {
        setStep("profile");
      } else {
        notifyError(i18n);
      }
    }
  }

  return (
    <Dialog
      open
      dismissible={false}
      title={i18n._("Welcome")}
      description={
        step === "billing"
          ? i18n._("Step 1 of 2: check your billing details.")
          : step === "profile"
            ? i18n._("Last step: name your company and choose your password.")
            : undefined
      }
      onClose={() => {}}
    >
      {step === "loading" ? (
        <p role="status">{i18n._("Loading…")}</p>
      ) : step === "billing" ? (
        <>
          <p>
            {i18n._("Your billing details (company address, VAT number) are managed on the billing portal.")}
          </p>
          <DialogActions>
            <button
              type="button"
              className="button-primary"
              data-autofocus
              disabled={opening}
              aria-busy={opening}
              onClick={openPortal}
            >
              {i18n._("Update my billing details")}
            </button>
          </DialogActions>
        </>
      ) : (
        <ProfileStep client={client} />
      )}
    </Dialog>
  );
}

function ProfileStep({ client }: { client: Pick<WelcomeApi, "completeWelcome"> }) {
  const { i18n } = useLingui();
  const form = useForm<WelcomeCompletionRequest>({
    defaultValues: { companyName: "", newPassword: "" },
    resolver: zodResolver(welcomeCompletionRequest),
  });
  const { register, formState } = form;
  const { errors } = formState;

  async function save(values: WelcomeCompletionRequest) {
    try {
      const profile = await client.completeWelcome(values);
      const { accessToken, email } = sessionStore.getState();
      billingVisited.set(false);
      // The real name replaces the placeholder: the dialog closes by itself.
      if (accessToken)
        sessionStore.getState().signIn({ ...profile, email: profile.email || email, accessToken });
    } catch {
      notifyError(i18n);
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(save)}>
      <InputField
        label={i18n._("Company name")}
        autoComplete="organization"
        required
        maxLength={255}
        error={errors.companyName ? i18n._("Enter your company name.") : undefined}
        {...register("companyName")}
      />
      <InputField
        label={i18n._("New password")}
        type="password"
        autoComplete="new-password"
        required
        hint={i18n._("At least {count} characters.", { count: PASSWORD_MIN_LENGTH })}
        error={
          errors.newPassword
            ? i18n._("The password must have at least {count} characters.", { count: PASSWORD_MIN_LENGTH })
            : undefined
        }
        {...register("newPassword")}
      />
      <DialogActions>
        <button
          type="submit"
          className="button-primary"
          disabled={formState.isSubmitting}
          aria-busy={formState.isSubmitting}
        >
          {formState.isSubmitting ? i18n._("Saving…") : i18n._("Save")}
        </button>
      </DialogActions>
    </form>
  );
}
