import { useLingui } from "@lingui/react";
import type { FormEventHandler, ReactNode } from "react";
import { Dialog, DialogActions } from "../../../components/ui/dialog.js";
import css from "./catalogue.css";
import { injectStyles } from "./inject-styles.js";

interface FormDialogProps {
  title: string;
  onClose(): void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  children: ReactNode;
  size?: "small" | "medium" | "large";
}

/** An add/edit dialog (shown while mounted): the form's fields in a grid, then Cancel and Save. */
export function FormDialog({ title, onClose, onSubmit, submitting, children, size }: FormDialogProps) {
  injectStyles("catalogue", css);
  const { i18n } = useLingui();
  return (
    <Dialog open title={title} onClose={onClose} size={size}>
      <form noValidate onSubmit={onSubmit}>
        <div className="form-grid">{children}</div>
        <DialogActions>
          <button type="button" className="button-secondary" onClick={onClose}>
            {i18n._("Cancel")}
          </button>
          <button type="submit" className="button-primary" disabled={submitting} aria-busy={submitting}>
            {submitting ? i18n._("Saving…") : i18n._("Save")}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
