// Helpers for the admin's component tests (happy-dom): i18n, notices, pending promises.
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { Notifications } from "../../../admin/components/ui/notifications.js";
import { noticesStore } from "../../../admin/components/ui/notifications-store.js";
import { adminMessages } from "./admin-messages.js";

/** Renders with the admin's catalogs in `locale`, the notices area included. */
export function renderAdmin(ui: ReactNode, locale: "en" | "fr" | "es" = "en") {
  noticesStore.setState({ notices: [] });
  const i18n = setupI18n({ locale, messages: adminMessages });
  return render(
    <I18nProvider i18n={i18n}>
      {ui}
      <Notifications />
    </I18nProvider>,
  );
}

/** Every notice shown, as "kind Title: text". */
export function shownNotices(): string[] {
  return noticesStore.getState().notices.map((notice) => `${notice.kind} ${notice.title}: ${notice.text}`);
}

/** Lets pending promises (API answers, form validation) settle and React re-render. */
export async function flush(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
}
