import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import type { GoogleCalendarInfo } from "../../../../src/contract/google-calendar.js";
import type { GoogleCalendarApi } from "../api.js";
import { showCallbackNotice } from "../callback-notice.js";
import type { GoogleCalendarState } from "../use-google-calendar.js";
import { GoogleCalendarDialog } from "./google-calendar-dialog.js";

/**
 * The Google Calendar button of the bookings list and the planning, with its dialog; it also
 * shows the outcome of a connection the owner just made (?googleCalendar=… in the address).
 */
export function GoogleCalendarButton({
  calendar,
  api,
}: {
  calendar: GoogleCalendarState;
  api: GoogleCalendarApi;
}) {
  const { i18n } = useLingui();
  const { info, setInfo } = calendar;
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
        {info?.state === "connected" ? " ✓" : ""}
      </button>
      {info && open ? (
        <GoogleCalendarDialog info={info} api={api} onChanged={setInfo} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

/** The banner of a broken grant, above the page's content, with the way to fix it. */
export function GoogleCalendarBanner({ info }: { info: GoogleCalendarInfo | undefined }) {
  const { i18n } = useLingui();
  if (info?.state !== "needs_reconnect") return null;
  return (
    <p className="inline-warning" role="alert">
      {i18n._(
        "Your Google calendar needs reconnecting: bookings are not copied to it any more. Choose Google Calendar, then Reconnect.",
      )}
    </p>
  );
}
