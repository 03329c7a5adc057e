import { useLingui } from "@lingui/react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { CalendarFeedAddress } from "../../../../src/contract/calendar-feed.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { InputField } from "../../../components/ui/input-field.js";
import { notifyError } from "../../../components/ui/notices.js";
import { copyText } from "../../../lib/copy-text.js";
import type { AccountApi } from "../api.js";

export type CalendarFeedApi = Pick<AccountApi, "getCalendarFeed" | "regenerateCalendarFeed">;

/**
 * The owner's calendar feed: the secret address Apple Calendar, Outlook or Google subscribe to,
 * a copy button, how to subscribe, and a new address when the old one leaked (after a
 * confirmation: every calendar subscribed to the old one stops updating at once). The outcome
 * of copying and regenerating is said in a live region for screen readers.
 */
export function CalendarFeedSection({ client }: { client: CalendarFeedApi }) {
  const { i18n } = useLingui();
  const [feed, setFeed] = useState<CalendarFeedAddress | undefined>();
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState("");
  const urlRef = useRef<HTMLInputElement>(null);

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

  async function copy() {
    if (!feed) return;
    const result = await copyText(feed.url, urlRef.current);
    setStatus(
      result === "copied"
        ? i18n._("Address copied.")
        : i18n._("The browser refused to copy: the address is selected, press Ctrl+C."),
    );
  }

  async function regenerate() {
    setPending(true);
    try {
      setFeed(await client.regenerateCalendarFeed());
      setStatus(i18n._("New address made: the previous one no longer works."));
    } catch {
      notifyError(i18n);
    } finally {
      setPending(false);
      setConfirming(false);
      urlRef.current?.focus();
    }
  }

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
        <>
          <InputField
            ref={urlRef}
            label={i18n._("Calendar address")}
            value={feed.url}
            readOnly
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
            data-testid="calendar-feed-url"
          />
          <div className="button-row">
            <button type="button" className="button-secondary" onClick={() => void copy()}>
              {i18n._("Copy the address")}
            </button>{" "}
            <a className="button-secondary" href={feed.webcalUrl}>
              {i18n._("Open in my calendar app")}
            </a>{" "}
            <button type="button" className="button-secondary" onClick={() => setConfirming(true)}>
              {i18n._("Make a new address")}
            </button>
          </div>
        </>
      ) : null}
      <p role="status">{status}</p>
      <ConfirmDialog
        open={confirming}
        title={i18n._("Make a new calendar address?")}
        confirmLabel={i18n._("Make a new address")}
        onConfirm={() => void regenerate()}
        onCancel={() => setConfirming(false)}
        pending={pending}
        danger
      >
        {i18n._(
          "The current address stops working at once: calendars subscribed to it no longer update. Subscribe them again with the new address.",
        )}
      </ConfirmDialog>
    </section>
  );
}
