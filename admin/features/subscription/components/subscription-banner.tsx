import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import { type SubscriptionStatus, subscriptionAlertDue } from "../../../../src/contract/payments.js";
import { notifyError } from "../../../components/ui/notices.js";
import { useSession } from "../../../lib/use-session.js";
import { leaveFor, type SubscriptionApi, subscriptionApi } from "../api.js";
import { checkOncePerSession } from "../status-check.js";
import { injectSubscriptionStyles } from "../styles.js";

/** A module-level default: a fresh function each render would re-run the check effect. */
const currentTime = () => new Date();

type BannerState = { kind: "none" } | { kind: "due"; status: SubscriptionStatus } | { kind: "unknown" };

/**
 * The subscription-expiry banner of the admin's top: shown when the end
 * date is within 24 hours or past, with a renewal link; a failed check says so instead. Polite
 * (role="status"): it is news on arrival, not an emergency interrupting the owner.
 */
export function SubscriptionBanner({
  client = subscriptionApi,
  go = leaveFor,
  now = currentTime,
}: {
  client?: Pick<SubscriptionApi, "checkSubscription" | "getRenewalLink">;
  go?: (url: string) => void;
  now?: () => Date;
}) {
  const { i18n } = useLingui();
  const token = useSession((state) => state.accessToken);
  const [state, setState] = useState<BannerState>({ kind: "none" });
  const [opening, setOpening] = useState(false);

  useEffect(() => {
    if (!token) return;
    let live = true;
    checkOncePerSession(token, () => client.checkSubscription()).then(
      (status) =>
        live && setState(subscriptionAlertDue(status, now()) ? { kind: "due", status } : { kind: "none" }),
      () => live && setState({ kind: "unknown" }),
    );
    return () => {
      live = false;
    };
  }, [token, client, now]);

  if (state.kind === "none") return null;
  injectSubscriptionStyles();

  if (state.kind === "unknown") {
    return (
      <div className="subscription-banner" role="status">
        <p>{i18n._("Unable to check your subscription status")}</p>
      </div>
    );
  }

  async function renew() {
    setOpening(true);
    try {
      go(await client.getRenewalLink());
    } catch {
      setOpening(false);
      notifyError(i18n);
    }
  }

  const { endDate, expired } = state.status;
  const date = endDate
    ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: "long", timeStyle: "short" }).format(
        new Date(endDate),
      )
    : "";
  const text = expired
    ? endDate
      ? i18n._("Your subscription ended on {date}. Your module takes no more bookings until you renew it.", {
          date,
        })
      : i18n._("Your subscription has ended. Your module takes no more bookings until you renew it.")
    : i18n._("Your subscription ends on {date}.", { date });

  return (
    <div className="subscription-banner" role="status">
      <p>{text}</p>
      <button type="button" className="button-primary" disabled={opening} aria-busy={opening} onClick={renew}>
        {i18n._("Renew my subscription")}
      </button>
    </div>
  );
}
