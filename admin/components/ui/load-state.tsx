import { useLingui } from "@lingui/react";

interface LoadStateProps {
  /** True once the load failed: the alert with its retry replaces the loading line. */
  failed: boolean;
  /** What could not be loaded, said in full ("The settings could not be loaded."). */
  failedMessage: string;
  onRetry(): void;
}

/**
 * What a page shows until its data is there: "Loading…" (busy), or an alert saying what could not
 * be loaded with a button to try again. The alert role makes screen readers announce the failure.
 */
export function LoadState({ failed, failedMessage, onRetry }: LoadStateProps) {
  const { i18n } = useLingui();
  if (failed) {
    return (
      <div role="alert">
        <p>{failedMessage}</p>
        <button type="button" className="button-secondary" onClick={onRetry}>
          {i18n._("Try again")}
        </button>
      </div>
    );
  }
  return (
    <p className="muted" aria-busy="true">
      {i18n._("Loading…")}
    </p>
  );
}
