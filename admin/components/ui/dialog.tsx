import { useLingui } from "@lingui/react";
import {
  createContext,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";
import { dialogStack } from "./dialog-stack.js";

export interface DialogProps {
  /** Rendered (and shown as a modal) only while true. */
  open: boolean;
  /** The dialog's heading and accessible name. */
  title: string;
  /** Asked to close: close button, Escape, click on the backdrop. Not called when not dismissible. */
  onClose(): void;
  children: ReactNode;
  /** Read after the title by screen readers (aria-describedby). */
  description?: string;
  /** small ≈ 420 px (confirmations), medium ≈ 640 px (forms, the default), large ≈ 960 px (maps). */
  size?: "small" | "medium" | "large";
  /** False for a dialog that must be completed: no close button, Escape and the backdrop do nothing. */
  dismissible?: boolean;
  /**
   * The dialog holds input not saved yet: closing it (Escape, close button, backdrop, a
   * DialogCancelButton) asks before discarding. Leaving the page is the caller's LeaveGuard.
   */
  dirty?: boolean;
  className?: string;
}

/** Asks the open dialog to close, through the same question as Escape when it is dirty. */
const RequestCloseContext = createContext<() => void>(() => undefined);

const FOCUSABLE =
  "input:not([disabled]):not([readonly]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]):not([readonly])";

/**
 * An accessible modal dialog on the native <dialog>: showModal() traps focus and makes the rest
 * of the page inert; focus goes to the element marked data-autofocus, else the first form field,
 * else the close button, and returns to what had it when the dialog closes. Rendered into document.body so a
 * dialog holding a <form> is never nested inside the page's own form.
 */
export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === "undefined") return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({
  title,
  onClose,
  children,
  description,
  size = "medium",
  dismissible = true,
  dirty = false,
  className,
}: DialogProps) {
  const { i18n } = useLingui();
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  // Closed after the question has gone: the question gives the focus back inside this dialog
  // first, then this dialog gives it back to its opener (both at once would lose it).
  const [discarded, setDiscarded] = useState(false);
  const closedAfterDiscard = useRef(false);
  useEffect(() => {
    // Once: a parent that re-renders before unmounting this dialog passes a new onClose.
    if (!discarded || closedAfterDiscard.current) return;
    closedAfterDiscard.current = true;
    onClose();
  }, [discarded, onClose]);
  const requestClose = () => (dirty ? setConfirmingDiscard(true) : onClose());
  const ref = useRef<HTMLDialogElement>(null);
  const noticesRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useLayoutEffect(() => {
    const dialog = ref.current;
    const notices = noticesRef.current;
    if (!dialog || !notices) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    }
    const target =
      dialog.querySelector<HTMLElement>("[data-autofocus]") ??
      dialog.querySelector<HTMLElement>(`.dialog-body :is(${FOCUSABLE})`) ??
      dialog.querySelector<HTMLElement>(".dialog-close") ??
      dialog.querySelector<HTMLElement>("button");
    target?.focus();
    dialogStack.getState().add(notices);
    return () => {
      dialogStack.getState().remove(notices);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Escape: the browser would close the dialog behind React's back; the owner decides instead.
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    // React passes a nested dialog's cancel up the component tree: it is that dialog's own.
    if (event.target !== event.currentTarget) return;
    // An open list (a combobox's suggestions) takes Escape for itself: it closes, not the dialog.
    if (document.activeElement?.getAttribute("aria-expanded") === "true") return;
    if (dismissible) requestClose();
  };
  // The <dialog> itself is only hit outside .dialog-frame, i.e. on the backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (dismissible && event.target === event.currentTarget) requestClose();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a mouse shortcut; Escape and the close button do the same from the keyboard.
    <dialog
      ref={ref}
      className={["dialog", `dialog-${size}`, className].filter(Boolean).join(" ")}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={onCancel}
      onClick={onClick}
    >
      <div className="dialog-frame">
        <header className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          {dismissible ? (
            <button
              type="button"
              className="dialog-close"
              onClick={requestClose}
              aria-label={i18n._("Close")}
            >
              ×
            </button>
          ) : null}
        </header>
        {description ? (
          <p id={descriptionId} className="dialog-description">
            {description}
          </p>
        ) : null}
        <div className="dialog-body">
          <RequestCloseContext.Provider value={requestClose}>{children}</RequestCloseContext.Provider>
        </div>
      </div>
      <div ref={noticesRef} className="dialog-notices" />
      {/* The same shape as ConfirmDialog, which cannot be imported here (it is built on Dialog). */}
      <Dialog
        open={confirmingDiscard}
        title={i18n._("Discard your changes?")}
        size="small"
        onClose={() => setConfirmingDiscard(false)}
      >
        <div className="confirm-text">
          <p>{i18n._("What you entered in “{title}” is not saved.", { title })}</p>
        </div>
        <DialogActions>
          <button
            type="button"
            className="button-secondary"
            onClick={() => setConfirmingDiscard(false)}
            data-autofocus
          >
            {i18n._("Keep editing")}
          </button>
          <button
            type="button"
            className="button-danger"
            onClick={() => {
              setConfirmingDiscard(false);
              setDiscarded(true);
            }}
          >
            {i18n._("Discard")}
          </button>
        </DialogActions>
      </Dialog>
    </dialog>
  );
}

/** The dialog's Cancel button: closes it, asking first when its input is not saved. */
export function DialogCancelButton() {
  const { i18n } = useLingui();
  const requestClose = useContext(RequestCloseContext);
  return (
    <button type="button" className="button-secondary" onClick={requestClose}>
      {i18n._("Cancel")}
    </button>
  );
}

/** The row of buttons at the bottom of a dialog (put it inside the dialog's form to submit it). */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="dialog-actions">{children}</div>;
}
