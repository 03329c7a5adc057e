import { I18nProvider, useLingui } from "@lingui/react";
import { useEffect, useMemo } from "react";
import { RouterProvider } from "react-router";
import { Notifications } from "../components/ui/notifications.js";
import { i18n } from "../lib/i18n.js";
import { setSessionLostHandler } from "../lib/session-lost.js";
import { createAdminRouter } from "./router.js";

function Routes() {
  // Re-created on a language change so page titles follow the language.
  const { i18n: active } = useLingui();
  const locale = active.locale;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the i18n object stays the same; its locale changes.
  const router = useMemo(() => createAdminRouter(active), [active, locale]);
  useEffect(() => {
    setSessionLostHandler(() => void router.navigate("/auth/sign-in", { replace: true }));
  }, [router]);
  return <RouterProvider router={router} />;
}

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <Routes />
      <Notifications />
    </I18nProvider>
  );
}
