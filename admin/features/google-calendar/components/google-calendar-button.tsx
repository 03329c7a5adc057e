import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import { type GoogleCalendarApi, googleCalendarApi } from "../api.js";
import { showCallbackNotice } from "../callback-notice.js";
import { useGoogleCalendar } from "../use-google-calendar.js";
import { GoogleCalendarDialog } from "./google-calendar-dialog.js";

/**
 * The Google Calendar button of the bookings list and the planning, with its dialog, and the
 * banner (rendered before the button row's page content) when the connection needs reconnecting.
 */
export function GoogleCalendarButton({ api = googleCalendarApi }: { api?: GoogleCalendarApi }) {
  const { i18n } = useLingui();
  const { info, setInfo } = useGoogleCalendar(api);
  const [open, setOpen] = useState(false);

  useEffect(() => showCallbackNotice(i18n), [i18n]);

  const disabled = info?.state === "disabled";
  return (
    <>
      <button
        type="button"
        className="button-secondary"
        onClick={() => setOpen(true)}
        disabled={!info}
        title={disabled ? i18n._("Not enabled on this server by its operator") : undefined}
      >
        {i18n._("Google Calendar")}
        {info?.state === "connected" ? ` ✓` : ""}
      </button>
      {info && open ? (
        <GoogleCalendarDialog info={info} api={api} onChanged={setInfo} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

/** The banner of a broken grant, above the page's content, with the way to fix it. */
export function GoogleCalendarBanner({ api = googleCalendarApi }: { api?: Pick<GoogleCalendarApi, "info"> }) {
  const { i18n } = useLingui();
  const { info } = useGoogleCalendar(api);
  if (info?.state !== "needs_reconnect") return null;
  return (
    <p className="inline-warning" role="alert">
      {i18n._(
        "Your Google calendar needs reconnecting: bookings are not copied to it any more. Choose Google Calendar, then Reconnect.",
      )}
    </p>
  );
}
