import { useLingui } from "@lingui/react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { isApiError } from "../../../../src/client/index.js";
import type { SubscriptionPlan } from "../../../../src/contract/payments.js";
import { notifyError } from "../../../components/ui/notices.js";
import { leaveFor, PRELOADER_MS, type SubscriptionApi, subscriptionApi, wait } from "../api.js";

/**
 * /subscription/monthly|annual|lifetime: asks the server for the plan's payment
 * page and goes there after the preloader. A self-hosted server has no subscriptions: the page
 * then says how accounts are created instead of failing silently.
 */
export function SubscriptionCheckoutPage({
  plan,
  client = subscriptionApi,
  go = leaveFor,
}: {
  plan: SubscriptionPlan;
  client?: Pick<SubscriptionApi, "getSubscriptionCheckout">;
  go?: (url: string) => void;
}) {
  const { i18n } = useLingui();
  const [state, setState] = useState<"loading" | "not-configured" | "failed">("loading");
  // React's development double effect must not open two checkout sessions.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    Promise.all([client.getSubscriptionCheckout(plan), wait(PRELOADER_MS)]).then(
      ([url]) => go(url),
      (failure: unknown) => {
        if (isApiError(failure, "SUBSCRIPTIONS_NOT_CONFIGURED")) {
          setState("not-configured");
        } else {
          setState("failed");
          notifyError(i18n);
        }
      },
    );
  }, [client, plan, go, i18n]);

  return (
    <main id="main" className="auth-page">
      <div className="card auth-card">
        {state === "loading" ? (
          <>
            <h1>{i18n._("Subscription")}</h1>
            <p role="status" aria-busy="true">
              {i18n._("Opening the payment page…")}
            </p>
          </>
        ) : state === "not-configured" ? (
          <>
            <h1>{i18n._("Subscriptions are not available")}</h1>
            <p>{i18n._("This server runs in self-hosted mode: it takes no subscriptions.")}</p>
            <p>
              {i18n._("Owner accounts are created on the server with the command {command}.", {
                command: "npm run owner:create",
              })}
            </p>
            <Link to="/auth/sign-in">{i18n._("Go to sign-in")}</Link>
          </>
        ) : (
          <>
            <h1>{i18n._("Subscription")}</h1>
            <p>{i18n._("The payment page could not be opened. Please try again later.")}</p>
            <Link to="/auth/sign-in">{i18n._("Go to sign-in")}</Link>
          </>
        )}
      </div>
    </main>
  );
}
