import { useCallback, useEffect, useState } from "react";
import type { GoogleCalendarInfo } from "../../../src/contract/google-calendar.js";
import type { GoogleCalendarApi } from "./api.js";

/**
 * The connection's state for the button, the banner and the dialog. Read again when the tab gets
 * the focus back: the owner connects in another tab (Google's consent page) and returns here.
 */
export function useGoogleCalendar(api: Pick<GoogleCalendarApi, "info">) {
  const [info, setInfo] = useState<GoogleCalendarInfo>();
  const reload = useCallback(() => {
    api.info().then(setInfo, () => undefined);
  }, [api]);
  useEffect(() => {
    reload();
    window.addEventListener("focus", reload);
    return () => window.removeEventListener("focus", reload);
  }, [reload]);
  return { info, reload, setInfo };
}

export type GoogleCalendarState = ReturnType<typeof useGoogleCalendar>;
