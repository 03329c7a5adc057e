import { useLingui } from "@lingui/react";
import { useEffect, useRef, useState } from "react";

/**
 * "Try again" for a request that failed. While the new attempt runs the button stays where it
 * is, marked aria-disabled and busy rather than removed or `disabled`, so the keyboard focus
 * stays on it; a new failure leaves the focus there. When the attempt succeeds the button goes:
 * the focus moves to `focusAfter` in the same widget, never to the page's body.
 *
 * `busy` is whether the attempt is still running; the owner keeps rendering the button (with the
 * message around it) while `busy` and `pending()` are true.
 */
export function useRetry(onRetry: () => void, busy: boolean, focusAfter: string) {
  const [pending, setPending] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<Element | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (!pending) return;
    if (busy) {
      started.current = true;
      return;
    }
    if (!started.current) return;
    started.current = false;
    setPending(false);
    // The attempt is over: if it succeeded the button is gone, and the focus needs a new home.
    if (!button.current?.isConnected) root.current?.querySelector<HTMLElement>(focusAfter)?.focus();
  }, [pending, busy, focusAfter]);
  return {
    pending,
    button,
    retry: () => {
      if (pending) return;
      root.current = button.current?.closest(".cb") ?? null;
      setPending(true);
      onRetry();
    },
  };
}

export function RetryButton({ state }: { state: ReturnType<typeof useRetry> }) {
  const { i18n } = useLingui();
  return (
    <button
      ref={state.button}
      type="button"
      className="cb-button cb-button-secondary"
      aria-disabled={state.pending || undefined}
      aria-busy={state.pending || undefined}
      onClick={state.retry}
    >
      {i18n._("Try again")}
    </button>
  );
}
