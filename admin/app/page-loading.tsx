import { useLingui } from "@lingui/react";

/**
 * Shown while a page's code is fetched. role="status" (polite live region) announces it to screen
 * readers without moving the focus.
 */
export function PageLoading() {
  const { i18n } = useLingui();
  return (
    <p className="page-loading" role="status" aria-live="polite">
      {i18n._("Loading…")}
    </p>
  );
}
