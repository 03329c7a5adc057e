import { useLingui } from "@lingui/react";
import { useContext, useEffect } from "react";
import { UNSAFE_DataRouterContext, useBlocker } from "react-router";
import { ConfirmDialog } from "./confirm-dialog.js";

/**
 * Unsaved input is never lost without a question (docs/decisions/0053). While `dirty`:
 * closing or reloading the tab asks through the browser's own beforeunload question (browsers
 * do not let a page word it), and leaving through a link or the back and forward buttons asks
 * in our dialog. Without a data router (component tests) only the first applies.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  // Mounted only while dirty: react-router consults the last blocker registered, so a clean
  // form opened over a dirty one must not register one that answers "leave".
  return dirty && dataRouter ? <RouterLeaveGuard /> : null;
}

function RouterLeaveGuard() {
  const { i18n } = useLingui();
  // Only leaving the page asks: a change of the query (the bookings list's filters) stays on it.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title={i18n._("Leave without saving?")}
      confirmLabel={i18n._("Leave without saving")}
      cancelLabel={i18n._("Stay on this page")}
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{i18n._("Your changes are not saved yet. If you leave now, they are lost.")}</p>
    </ConfirmDialog>
  );
}
