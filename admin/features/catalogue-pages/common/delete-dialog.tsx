import { useLingui } from "@lingui/react";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";

interface DeleteDialogProps {
  title: string;
  name: string;
  /** Answers whether the item is gone; the dialog then closes. */
  onDelete(): Promise<boolean>;
  onClose(): void;
}

/** "Delete {name}?" before a deletion (shown while mounted); Cancel has the first focus. */
export function DeleteDialog({ title, name, onDelete, onClose }: DeleteDialogProps) {
  const { i18n } = useLingui();
  const [pending, setPending] = useState(false);
  return (
    <ConfirmDialog
      open
      title={title}
      confirmLabel={i18n._("Delete")}
      danger
      pending={pending}
      onCancel={onClose}
      onConfirm={async () => {
        setPending(true);
        const deleted = await onDelete();
        setPending(false);
        if (deleted) onClose();
      }}
    >
      <p>{i18n._("Delete {name}? This cannot be undone.", { name })}</p>
    </ConfirmDialog>
  );
}
