import { useLingui } from "@lingui/react";
import type { FormEventHandler, ReactNode } from "react";
import { Dialog, DialogActions, DialogCancelButton } from "../../../components/ui/dialog.js";
import { LeaveGuard } from "../../../components/ui/leave-guard.js";
import css from "./catalogue.css";
import { injectStyles } from "./inject-styles.js";

interface FormDialogProps {
  title: string;
  onClose(): void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  /** Input not saved yet: closing the dialog or leaving the page asks first. */
  dirty: boolean;
  children: ReactNode;
  size?: "small" | "medium" | "large";
}

/** An add/edit dialog (shown while mounted): the form's fields in a grid, then Cancel and Save. */
export function FormDialog({ title, onClose, onSubmit, submitting, dirty, children, size }: FormDialogProps) {
  injectStyles("catalogue", css);
  const { i18n } = useLingui();
  return (
    <Dialog open title={title} onClose={onClose} size={size} dirty={dirty}>
      <LeaveGuard dirty={dirty} />
      <form noValidate onSubmit={onSubmit}>
        <div className="form-grid">{children}</div>
        <DialogActions>
          <DialogCancelButton />
          {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus. */}
          <button type="submit" className="button-primary" aria-disabled={submitting} aria-busy={submitting}>
            {submitting ? i18n._("Saving…") : i18n._("Save")}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
