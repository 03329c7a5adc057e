/**
 * Google calls `window.gm_authFailure` when it refuses a Maps key after its script has loaded
 * (wrong key, API not enabled, referrer not allowed) and leaves its own error box in the map.
 * The widget and the admin both watch for it to show something better. The hook is global: the
 * host page's own handler, if it set one first, keeps being called.
 */
type HookedWindow = Window & { gm_authFailure?: () => void };

let refused = false;
let hooked = false;
const listeners = new Set<() => void>();

/** Calls `listener` once Google refuses the page's key (at once if it already has). */
export function watchGoogleKeyRefusal(listener: () => void): () => void {
  if (!hooked) {
    hooked = true;
    const page = window as HookedWindow;
    const hostHook = page.gm_authFailure;
    page.gm_authFailure = () => {
      refused = true;
      for (const each of [...listeners]) each();
      hostHook?.();
    };
  }
  if (refused) {
    listener();
    return () => {};
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Google refused the page's key: a map made now would only show Google's error box. */
export const googleKeyRefused = (): boolean => refused;
