import { useLingui } from "@lingui/react";
import { ModuleView } from "./module-view.js";
import { useWidgetStore } from "./store-context.js";
import { Message } from "./ui/message.js";
import { RetryButton, useRetry } from "./ui/retry-button.js";
import { Spinner } from "./ui/spinner.js";

/** One screen per load phase: loading, the module, or why it cannot be shown. */
export function WidgetBody({ onRetry }: { onRetry: () => void }) {
  const { i18n } = useLingui();
  const load = useWidgetStore((state) => state.load);
  // After a successful retry the focus goes to the form's first control.
  const retry = useRetry(onRetry, load.phase === "loading", "input, select, textarea");

  if (load.phase === "loaded") return <ModuleView module={load.module} />;
  if (load.phase === "loading" && !retry.pending) {
    return <Spinner label={i18n._("Loading the booking form…")} />;
  }
  if (load.phase === "failed" && load.code === "PREVIEW_EXPIRED") {
    return (
      <Message tone="error" title={i18n._("This preview link has expired.")}>
        <p>{i18n._("Open the preview again from your admin, on the HTML integration screen.")}</p>
      </Message>
    );
  }
  if (load.phase === "failed" && load.code === "MODULE_NOT_FOUND") {
    // For the customer, who cannot fix the embed code; the owner's hint is in the console
    // (booking-widget.tsx).
    return (
      <Message
        tone="error"
        title={i18n._("This booking form is not available. Please contact the company.")}
      />
    );
  }
  return (
    <Message
      tone="error"
      title={i18n._("The booking form could not be loaded.")}
      action={<RetryButton state={retry} />}
    >
      <p>{i18n._("Check your connection and try again in a moment.")}</p>
    </Message>
  );
}
