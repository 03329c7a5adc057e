import { useLingui } from "@lingui/react";
import { type FormEvent, useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { isApiError } from "../../../../src/client/api-error.js";
import { PASSWORD_MIN_LENGTH } from "../../../../src/contract/auth.js";
import { notify } from "../../../components/ui/notifications-store.js";
import { TextField } from "../../../components/ui/text-field.js";
import { changePassword, checkResetToken } from "../api.js";

/** One new password (8+), token from the query; expired → warning, sign-in. */
export function ResetPasswordPage() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const expired = () => {
      notify({
        kind: "warning",
        title: i18n._("Password reset timed out"),
        text: i18n._("Ask for a new link."),
      });
      navigate("/auth/sign-in", { replace: true });
    };
    if (!token) {
      expired();
      return;
    }
    checkResetToken(token).catch(expired);
  }, [token, navigate, i18n]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password.length < PASSWORD_MIN_LENGTH) {
      setError(i18n._("The password must have at least {count} characters.", { count: PASSWORD_MIN_LENGTH }));
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      await changePassword(password, token);
      notify({ kind: "success", title: i18n._("Password changed"), text: i18n._("You can now sign in.") });
    } catch (failure) {
      if (isApiError(failure, "SAME_PASSWORD")) {
        // The link is still valid: the owner stays here and chooses another password.
        setError(i18n._("Choose a password different from your current one."));
        setPending(false);
        return;
      }
      if (isApiError(failure, "TOKEN_EXPIRED")) {
        notify({
          kind: "warning",
          title: i18n._("Password reset timed out"),
          text: i18n._("Ask for a new link."),
        });
      } else {
        notify({ kind: "error", title: i18n._("Error"), text: i18n._("An error occurred.") });
      }
    }
    setPending(false);
    // Done or failed for good: the user is sent to sign-in.
    navigate("/auth/sign-in");
  }

  return (
    <main id="main" className="auth-page">
      <form className="card auth-card" onSubmit={submit} noValidate>
        <h1>{i18n._("Choose a new password")}</h1>
        <TextField
          label={i18n._("New password")}
          type="password"
          value={password}
          onChange={setPassword}
          error={error}
          autoComplete="new-password"
          required
        />
        <button type="submit" className="button-primary" disabled={pending} aria-busy={pending}>
          {i18n._("Save the password")}
        </button>
      </form>
    </main>
  );
}
