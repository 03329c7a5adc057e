import { useLingui } from "@lingui/react";
import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { isApiError } from "../../../../src/client/index.js";
import { notifyError } from "../../../components/ui/notices.js";
import { notify } from "../../../components/ui/notifications-store.js";
import { sessionStore } from "../../../lib/session-store.js";
import { type SubscriptionApi, subscriptionApi } from "../api.js";

/**
 * /subscription/success and /subscription/success-lifetime: the token in the
 * query signs the new owner in exactly as sign-in does, then the dashboard opens (where the
 * welcome dialog takes over). An expired or used token sends the owner to sign-in with a notice.
 */
export function SubscriptionSuccessPage({
  client = subscriptionApi,
}: {
  client?: Pick<SubscriptionApi, "signUp">;
}) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  // The token is single-use: React's development double effect must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const expired = () => {
      notify({
        kind: "warning",
        title: i18n._("This link has expired"),
        text: i18n._("Use “Forgot your password?” on the sign-in page to get into your account."),
      });
      navigate("/auth/sign-in", { replace: true });
    };
    if (!token) {
      expired();
      return;
    }
    client.signUp(token).then(
      (session) => {
        sessionStore.getState().signIn(session);
        navigate("/admin/dashboard", { replace: true });
      },
      (failure: unknown) => {
        if (isApiError(failure, "TOKEN_EXPIRED")) expired();
        else {
          notifyError(i18n);
          navigate("/auth/sign-in", { replace: true });
        }
      },
    );
  }, [client, token, navigate, i18n]);

  return (
    <main id="main" className="auth-page">
      <div className="card auth-card">
        <h1>{i18n._("Welcome")}</h1>
        <p role="status" aria-busy="true">
          {i18n._("Preparing your account…")}
        </p>
      </div>
    </main>
  );
}
