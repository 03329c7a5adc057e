import { useLingui } from "@lingui/react";
import { useState } from "react";
import { isApiError } from "../../../../src/client/index.js";
import type { IssuedDocument } from "../../../../src/contract/documents.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { notifyError } from "../../../components/ui/notices.js";
import { notify } from "../../../components/ui/notifications-store.js";
import type { BookingDocumentsApi } from "./documents-api.js";
import { documentLabel } from "./documents-labels.js";

/**
 * "Cancel receipt no. 12 with a credit note?": an issued receipt or invoice never changes; a
 * correction cancels it in full with a credit note that takes the next number and names it
 * (docs/decisions/0099-documents-frozen-at-issue.md).
 */
export function CreditNoteDialog({
  document,
  api,
  onDone,
  onClose,
}: {
  document: IssuedDocument;
  api: Pick<BookingDocumentsApi, "creditNote">;
  onDone(creditNote: IssuedDocument): void;
  onClose(): void;
}) {
  const { i18n } = useLingui();
  const [pending, setPending] = useState(false);
  const name = documentLabel(i18n, document);

  async function issue() {
    setPending(true);
    try {
      const creditNote = await api.creditNote(document.id);
      notify({
        kind: "success",
        title: i18n._("Credit note issued"),
        text: i18n._("{creditNote} cancels {document}.", {
          creditNote: documentLabel(i18n, creditNote),
          document: name,
        }),
      });
      onDone(creditNote);
    } catch (error) {
      if (isApiError(error) && error.code === "DOCUMENT_NOT_CORRECTABLE") {
        notify({
          kind: "warning",
          title: i18n._("Already corrected"),
          text: i18n._("{document} is already cancelled by a credit note.", { document: name }),
        });
      } else notifyError(i18n);
      setPending(false);
    }
  }

  return (
    <ConfirmDialog
      open
      title={i18n._("Cancel {document} with a credit note?", { document: name })}
      confirmLabel={i18n._("Issue the credit note")}
      pending={pending}
      onConfirm={() => void issue()}
      onCancel={onClose}
    >
      <p>
        {i18n._(
          "The credit note takes the next number and cancels the whole amount. It cannot be undone; issue a new document by hand if the ride is to be billed again.",
        )}
      </p>
    </ConfirmDialog>
  );
}
