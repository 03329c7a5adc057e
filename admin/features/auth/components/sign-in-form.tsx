import { useLingui } from "@lingui/react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { isApiError } from "../../../../src/client/api-error.js";
import type { SignInRequest, SignInResponse } from "../../../../src/contract/auth.js";
import { notify } from "../../../components/ui/notifications-store.js";
import { TextField } from "../../../components/ui/text-field.js";
import { readExternalLinks } from "../../../lib/external-links.js";

/**
 * The contract's e-mail rule, fetched with the first submit (or before, by the page's preload of
 * the API client, which imports it too): it brings zod, which the entry chunk does without.
 */
const emailRule = () => import("../../../../src/contract/auth.js").then((contract) => contract.email);

interface SignInFormProps {
  signIn(payload: SignInRequest): Promise<SignInResponse>;
  /** `rememberMe`: keep the session past the tab (localStorage) or for the tab only. */
  onSignedIn(session: SignInResponse, rememberMe: boolean): void;
}

/** E-mail and password required, remember-me, the 401 warning. */
export function SignInForm({ signIn, onSignedIn }: SignInFormProps) {
  const { i18n } = useLingui();
  const external = readExternalLinks();
  const links = (
    [
      [external.registration, i18n._("Create an account")],
      [external.termsOfSale, i18n._("Terms of sale")],
      [external.privacyPolicy, i18n._("Privacy policy")],
    ] as const
  ).filter(([href]) => href);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The button stays focusable while signing in (aria-disabled): a second press waits.
    if (pending) return;
    const emailSchema = await emailRule().catch(() => undefined);
    if (!emailSchema) {
      notify({ kind: "error", title: i18n._("Error"), text: i18n._("An error occurred.") });
      return;
    }
    const found: { email?: string; password?: string } = {};
    if (!emailSchema.safeParse(email.trim()).success) found.email = i18n._("Enter a valid e-mail address.");
    if (!password) found.password = i18n._("Enter your password.");
    setErrors(found);
    if (found.email || found.password) return;
    setPending(true);
    try {
      onSignedIn(await signIn({ email: email.trim(), password, rememberMe }), rememberMe);
    } catch (error) {
      if (isApiError(error, "INVALID_CREDENTIALS")) {
        notify({
          kind: "warning",
          title: i18n._("Unable to connect"),
          text: i18n._("The email address or password is incorrect."),
        });
      } else if (isApiError(error, "TOO_MANY_REQUESTS")) {
        notify({
          kind: "warning",
          title: i18n._("Unable to connect"),
          text: i18n._("Too many attempts. Please try again in a few minutes."),
        });
      } else {
        notify({ kind: "error", title: i18n._("Error"), text: i18n._("An error occurred.") });
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="card auth-card" onSubmit={submit} noValidate>
      <h1>{i18n._("Sign in")}</h1>
      <TextField
        label={i18n._("E-mail")}
        type="email"
        value={email}
        onChange={setEmail}
        error={errors.email}
        autoComplete="username"
        required
      />
      <TextField
        label={i18n._("Password")}
        type="password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        autoComplete="current-password"
        required
      />
      <div className="field-inline">
        <input
          id="remember-me"
          type="checkbox"
          checked={rememberMe}
          onChange={(event) => setRememberMe(event.target.checked)}
        />
        <label htmlFor="remember-me">{i18n._("Remember me")}</label>
      </div>
      <button type="submit" className="button-primary" aria-disabled={pending} aria-busy={pending}>
        {pending ? i18n._("Signing in…") : i18n._("Sign in")}
      </button>
      <p>
        <Link to="/auth/forgot-password">{i18n._("Forgot your password?")}</Link>
      </p>
      {links.length > 0 && (
        <p className="muted">
          {links.map(([href, label], index) => (
            <span key={href}>
              {index > 0 && <span aria-hidden="true"> · </span>}
              <a href={href}>{label}</a>
            </span>
          ))}
        </p>
      )}
    </form>
  );
}
