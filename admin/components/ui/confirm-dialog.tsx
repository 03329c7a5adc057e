import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import { Dialog, DialogActions } from "./dialog.js";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in plain words. */
  children: ReactNode;
  /** The confirming button's label, e.g. "Delete". */
  confirmLabel: string;
  /** The other button's label; "Cancel" by default. */
  cancelLabel?: string;
  onConfirm(): void;
  onCancel(): void;
  /** Destructive action: the confirm button is red. */
  danger?: boolean;
  /** The action is running: the confirm button is busy and does nothing (it keeps the focus). */
  pending?: boolean;
}

/** A yes/no question (delete confirmations…); the cancel button has the first focus (data-autofocus). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  danger = false,
  pending = false,
}: ConfirmDialogProps) {
  const { i18n } = useLingui();
  return (
    <Dialog open={open} title={title} onClose={onCancel} size="small">
      <div className="confirm-text">{children}</div>
      <DialogActions>
        <button type="button" className="button-secondary" onClick={onCancel} data-autofocus>
          {cancelLabel ?? i18n._("Cancel")}
        </button>
        <button
          type="button"
          className={danger ? "button-danger" : "button-primary"}
          onClick={pending ? undefined : onConfirm}
          aria-disabled={pending}
          aria-busy={pending}
        >
          {confirmLabel}
        </button>
      </DialogActions>
    </Dialog>
  );
}
