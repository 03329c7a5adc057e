import { useLingui } from "@lingui/react";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { email as emailSchema } from "../../../../src/contract/auth.js";
import { notify } from "../../../components/ui/notifications-store.js";
import { TextField } from "../../../components/ui/text-field.js";
import { forgotPassword } from "../api.js";

/** Sends a reset mail, then returns to sign-in. */
export function ForgotPasswordPage() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The button stays focusable while sending (aria-disabled): a second press waits.
    if (pending) return;
    if (!emailSchema.safeParse(email.trim()).success) {
      setError(i18n._("Enter a valid e-mail address."));
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      await forgotPassword(email.trim());
      // The server answers the same whether the address has an account or not (so nobody can
      // test addresses): say what that means rather than "E-mail sent", which may be untrue.
      notify({
        kind: "success",
        title: i18n._("Request received"),
        text: i18n._(
          "If {email} is the address of an account, we have just sent it a link to choose a new password, valid for one hour. Otherwise no e-mail is sent. Nothing after a few minutes? Check your spam folder and the address.",
          { email: email.trim() },
        ),
      });
      navigate("/auth/sign-in");
    } catch {
      notify({ kind: "error", title: i18n._("Error"), text: i18n._("An error occurred.") });
    } finally {
      setPending(false);
    }
  }

  return (
    <main id="main" className="auth-page">
      <form className="card auth-card" onSubmit={submit} noValidate>
        <h1>{i18n._("Forgot your password?")}</h1>
        <TextField
          label={i18n._("E-mail")}
          type="email"
          value={email}
          onChange={setEmail}
          error={error}
          required
        />
        <button type="submit" className="button-primary" aria-disabled={pending} aria-busy={pending}>
          {i18n._("Send the reset link")}
        </button>
        <p>
          <Link to="/auth/sign-in">{i18n._("Back to sign-in")}</Link>
        </p>
      </form>
    </main>
  );
}
