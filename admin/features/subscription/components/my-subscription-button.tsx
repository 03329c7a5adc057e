import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import { notifyError } from "../../../components/ui/notices.js";
import { useSession } from "../../../lib/use-session.js";
import { leaveFor, type SubscriptionApi, subscriptionApi } from "../api.js";
import { checkOncePerSession } from "../status-check.js";

/**
 * "My subscription" of the top bar: the billing portal, where the owner sees
 * invoices, changes the card or the plan. Shown only when the owner has a subscription to manage
 * (not in self-hosted mode, not for owners created by the CLI).
 */
export function MySubscriptionButton({
  client = subscriptionApi,
  go = leaveFor,
}: {
  client?: Pick<SubscriptionApi, "checkSubscription" | "getBillingPortalLink">;
  go?: (url: string) => void;
}) {
  const { i18n } = useLingui();
  const token = useSession((state) => state.accessToken);
  const [required, setRequired] = useState(false);
  const [opening, setOpening] = useState(false);

  useEffect(() => {
    if (!token) return;
    let live = true;
    checkOncePerSession(token, () => client.checkSubscription()).then(
      (status) => live && setRequired(status.required),
      () => live && setRequired(false),
    );
    return () => {
      live = false;
    };
  }, [token, client]);

  if (!required) return null;

  async function openPortal() {
    setOpening(true);
    try {
      go(await client.getBillingPortalLink());
    } catch {
      notifyError(i18n);
      setOpening(false);
    }
  }

  return (
    <button
      type="button"
      className="button-secondary"
      onClick={openPortal}
      disabled={opening}
      aria-busy={opening}
    >
      {i18n._("My subscription")}
    </button>
  );
}
