import { useLingui } from "@lingui/react";
import { useCallback, useEffect, useState } from "react";
import type { CalendarFeedAddress } from "../../../../src/contract/calendar-feed.js";
import { SecretAddress } from "../../../components/ui/secret-address.js";
import type { AccountApi } from "../api.js";

export type CalendarFeedApi = Pick<AccountApi, "getCalendarFeed" | "regenerateCalendarFeed">;

/**
 * The owner's calendar feed: the secret address Apple Calendar, Outlook or Google subscribe to,
 * a copy button, how to subscribe, and a new address when the old one leaked (after a
 * confirmation: every calendar subscribed to the old one stops updating at once).
 */
export function CalendarFeedSection({ client }: { client: CalendarFeedApi }) {
  const { i18n } = useLingui();
  const [feed, setFeed] = useState<CalendarFeedAddress | undefined>();
  const [failed, setFailed] = useState(false);

  const { getCalendarFeed } = client;
  const load = useCallback(async () => {
    try {
      setFeed(await getCalendarFeed());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [getCalendarFeed]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section aria-labelledby="account-calendar-feed">
      <h3 id="account-calendar-feed">{i18n._("Calendar feed")}</h3>
      <p>
        {i18n._(
          "Your rides in your calendar app: in Apple Calendar, Outlook or Google Calendar, add a calendar “from URL” (or “by subscription”) and paste this address. The app checks it for changes every few hours.",
        )}
      </p>
      <p>{i18n._("Keep the address to yourself: anyone who has it can see your rides.")}</p>
      {failed ? <p role="alert">{i18n._("The calendar address could not be loaded.")}</p> : null}
      {feed ? (
        <SecretAddress
          label={i18n._("Calendar address")}
          url={feed.url}
          testId="calendar-feed-url"
          regenerate={async () => setFeed(await client.regenerateCalendarFeed())}
          confirmTitle={i18n._("Make a new calendar address?")}
          confirmText={i18n._(
            "The current address stops working at once: calendars subscribed to it no longer update. Subscribe them again with the new address.",
          )}
        >
          <a className="button-secondary" href={feed.webcalUrl}>
            {i18n._("Open in my calendar app")}
          </a>{" "}
        </SecretAddress>
      ) : null}
    </section>
  );
}
