import type { I18n } from "@lingui/core";
import { notify } from "./notifications-store.js";

/** The generic failure notice: "Error", "An error occurred." (red, 5 s). */
export function notifyError(i18n: I18n): void {
  notify({ kind: "error", title: i18n._("Error"), text: i18n._("An error occurred.") });
}

/** The success notice of a saved form ("Changes saved."). */
export function notifySaved(i18n: I18n): void {
  notify({ kind: "success", title: i18n._("Success"), text: i18n._("Changes saved.") });
}
