import type { I18n } from "@lingui/core";
import { GOOGLE_CALENDAR_NOTICES, type GoogleCalendarNotice } from "../../../src/contract/google-calendar.js";
import { notify } from "../../components/ui/notifications-store.js";

/** The URL parameter Google's redirect (through the server's callback) brings back. */
export const NOTICE_PARAMETER = "googleCalendar";

function failureText(i18n: I18n, notice: Exclude<GoogleCalendarNotice, "connected">): string {
  switch (notice) {
    case "denied":
      return i18n._("Access to your Google calendar was not granted. You can try again at any time.");
    case "expired":
      return i18n._("The connection link expired or was not yours. Please connect again from this page.");
    case "no_refresh_token":
      return i18n._("Google did not grant lasting access. Please connect again and accept every permission.");
    case "failed":
      return i18n._("Google did not answer. Please try again in a few minutes.");
  }
}

/**
 * Shows the outcome of a connection once (success or why not) and removes the parameter from
 * the address, so a reload does not show it again.
 */
export function showCallbackNotice(i18n: I18n): void {
  const url = new URL(window.location.href);
  const value = url.searchParams.get(NOTICE_PARAMETER);
  if (!value || !(GOOGLE_CALENDAR_NOTICES as readonly string[]).includes(value)) return;
  const notice = value as GoogleCalendarNotice;
  if (notice === "connected") {
    notify({
      kind: "success",
      title: i18n._("Google Calendar"),
      text: i18n._("Your Google calendar is connected."),
    });
  } else {
    notify({ kind: "error", title: i18n._("Google Calendar"), text: failureText(i18n, notice) });
  }
  url.searchParams.delete(NOTICE_PARAMETER);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}
