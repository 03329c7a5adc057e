import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import type { GoogleCalendarInfo } from "../../../../src/contract/google-calendar.js";
import { CheckboxField } from "../../../components/ui/checkbox-field.js";
import { Dialog, DialogActions } from "../../../components/ui/dialog.js";
import { notifyError } from "../../../components/ui/notices.js";
import type { GoogleCalendarApi } from "../api.js";

/**
 * The Google Calendar dialog: what the connection does and its Connect link (opened in a new
 * tab: Google's consent page), or the connected calendar with its last sync, errors, the
 * busy-times setting and Disconnect; a broken grant shows the banner and Reconnect. Without
 * Google configured on the server it says what whoever runs the server sets up (the owner, when
 * self-hosted): no link to follow. Both unconnected states point to the calendar feed, which
 * needs no Google (decision 0090).
 */
export function GoogleCalendarDialog({
  info,
  api,
  onChanged,
  onClose,
}: {
  info: GoogleCalendarInfo;
  api: Omit<GoogleCalendarApi, "info">;
  onChanged(info: GoogleCalendarInfo): void;
  onClose(): void;
}) {
  const { i18n } = useLingui();
  const [link, setLink] = useState<string>();
  const [pending, setPending] = useState(false);
  const wantsLink = info.state === "not_connected" || info.state === "needs_reconnect";

  // The consent link is asked for as the dialog opens, so Connect is a real link (no pop-up blocker).
  useEffect(() => {
    if (!wantsLink) return;
    let active = true;
    api.link().then(
      (url) => active && setLink(url),
      () => active && notifyError(i18n),
    );
    return () => {
      active = false;
    };
  }, [api, wantsLink, i18n]);

  async function run(action: () => Promise<GoogleCalendarInfo>) {
    setPending(true);
    try {
      onChanged(await action());
    } catch {
      notifyError(i18n);
    } finally {
      setPending(false);
    }
  }

  const connectLink = (label: string) => (
    <a
      className="button-primary"
      href={link ?? "#"}
      target="_blank"
      rel="noopener noreferrer"
      aria-disabled={!link}
      onClick={(event) => {
        if (!link) event.preventDefault();
      }}
    >
      {label}
    </a>
  );

  return (
    <Dialog open title={i18n._("Google Calendar")} onClose={onClose} size="small">
      {info.state === "disabled" ? <NotSetUp /> : null}
      {info.state === "not_connected" ? (
        <ul className="google-calendar-facts">
          <li>
            {i18n._(
              "Every booking is added to your Google calendar and kept up to date; a round trip gives two events.",
            )}
          </li>
          <li>{i18n._("Canceled and deleted bookings are removed from it.")}</li>
          <li>
            {i18n._(
              "The times your calendar shows you busy are closed in the booking form (you can turn this off).",
            )}
          </li>
          <li>
            {i18n._(
              "Only the events of your bookings and your busy times are read or written: never your other events.",
            )}
          </li>
          <li>{i18n._("You can disconnect at any time.")}</li>
        </ul>
      ) : null}
      {info.state === "disabled" || info.state === "not_connected" ? <FeedInstead /> : null}
      {info.state === "needs_reconnect" ? (
        <p className="inline-warning" role="alert">
          {i18n._(
            "Google no longer accepts the access to your calendar (revoked or expired). Reconnect it to keep your bookings in it.",
          )}
        </p>
      ) : null}
      {info.state === "connected" ? (
        <div className="google-calendar-status">
          <p>
            {i18n._("Connected calendar")}: <strong>{info.calendarName || i18n._("Main calendar")}</strong>
          </p>
          <p>
            {i18n._("Last sync")}:{" "}
            {info.lastSyncAt
              ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "short" }).format(
                  new Date(info.lastSyncAt),
                )
              : i18n._("not yet")}
          </p>
          {info.pending > 0 ? (
            <p>
              {i18n._("{count, plural, one {# change} other {# changes}} waiting to be sent", {
                count: info.pending,
              })}
            </p>
          ) : null}
          {info.lastError ? (
            <p className="inline-warning">
              {i18n._("Last error")}: <code>{info.lastError}</code>
            </p>
          ) : null}
          <CheckboxField
            label={i18n._("My busy times close the matching slots in the booking form")}
            checked={info.blockBusyTimes}
            disabled={pending}
            onChange={(event) => void run(() => api.setBusyTimes(event.currentTarget.checked))}
          />
        </div>
      ) : null}
      <DialogActions>
        <button type="button" className="button-secondary" onClick={onClose}>
          {i18n._("Close")}
        </button>
        {info.state === "not_connected" ? connectLink(i18n._("Connect")) : null}
        {info.state === "needs_reconnect" ? connectLink(i18n._("Reconnect")) : null}
        {info.state === "connected" ? (
          <button
            type="button"
            className="button-danger"
            disabled={pending}
            aria-busy={pending}
            onClick={() => void run(api.disconnect)}
          >
            {i18n._("Disconnect")}
          </button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

/** Where Google sends the owner back: PUBLIC_URL + the callback path (docs/operations.md). */
const redirectUrl = () => `${window.location.origin}/api/google-calendar/callback`;

/** Google not configured: what the server's operator sets, which is the owner on a self-hosted server. */
function NotSetUp() {
  const { i18n } = useLingui();
  return (
    <div className="inline-info">
      <p>{i18n._("Google Calendar sync is not set up on this server.")}</p>
      <p>
        {i18n._(
          "If you run this server yourself: in Google Cloud, enable the Google Calendar API and create an OAuth client of type Web application with this authorised redirect URI:",
        )}{" "}
        <code>{redirectUrl()}</code>
      </p>
      <p>
        {i18n._(
          "Then set GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_TOKEN_ENCRYPTION_KEY in the server's environment and restart it. The steps are in the Google Calendar section of docs/operations.md.",
        )}
      </p>
      <p>{i18n._("Otherwise, ask whoever runs it.")}</p>
    </div>
  );
}

/** The alternative that works without Google: the calendar feed of My account. */
function FeedInstead() {
  const { i18n } = useLingui();
  return (
    <p>
      {i18n._(
        "No Google account needed: your calendar feed shows your bookings in any calendar app (Google Calendar, Apple Calendar, Outlook). Find its address under My account → Calendar feed.",
      )}
    </p>
  );
}
