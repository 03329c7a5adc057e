import { useLingui } from "@lingui/react";
import { useEffect, useId, useState } from "react";
import type { AdminBooking } from "../../../../src/contract/admin-booking.js";
import type { BookingDocuments as Documents, IssuedDocument } from "../../../../src/contract/documents.js";
import { notifyError } from "../../../components/ui/notices.js";
import { mentionLabel } from "../../../lib/document-mentions.js";
import { downloadBlob } from "../components/reports-menu.js";
import { formatAmount, formatInstant } from "../format.js";
import { CompleteRideDialog } from "./complete-ride-dialog.js";
import { CreditNoteDialog } from "./credit-note-dialog.js";
import type { BookingDocumentsApi } from "./documents-api.js";
import { documentLabel, pdfFileName, proofGapLabel } from "./documents-labels.js";

/**
 * The booking's Documents (docs/decisions/0099-documents-frozen-at-issue.md): its proof of
 * booking, receipt, invoice and credit notes with their numbers, dates and PDFs, the customer's
 * page, and "Mark the ride done" for a confirmed ride.
 */
export function BookingDocumentsSection({
  booking,
  onCompleted,
  api,
}: {
  booking: AdminBooking;
  /** The ride is done: the booking as it now is. */
  onCompleted(booking: AdminBooking): void;
  api: BookingDocumentsApi;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const [documents, setDocuments] = useState<Documents | "failed">();
  const [confirming, setConfirming] = useState(false);
  const [correcting, setCorrecting] = useState<IssuedDocument>();
  // A credit note issued: the list is read again.
  const [issued, setIssued] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new status may mean a new receipt.
  useEffect(() => {
    let active = true;
    api.ofBooking(booking.id).then(
      (loaded) => active && setDocuments(loaded),
      () => active && setDocuments("failed"),
    );
    return () => {
      active = false;
    };
  }, [api, booking.id, booking.status, issued]);

  async function download(document: IssuedDocument) {
    try {
      downloadBlob(await api.pdf(document.id), pdfFileName(document));
    } catch {
      notifyError(i18n);
    }
  }

  return (
    <section className="booking-documents" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{i18n._("Documents")}</h3>
      {booking.status === "CONFIRMED" ? (
        <button type="button" className="button-secondary" onClick={() => setConfirming(true)}>
          {i18n._("Mark the ride done")}
        </button>
      ) : null}
      {documents === undefined ? (
        <p className="muted" aria-busy="true">
          {i18n._("Loading…")}
        </p>
      ) : documents === "failed" ? (
        <p role="alert">{i18n._("The documents could not be loaded.")}</p>
      ) : (
        <DocumentList
          documents={documents}
          locale={i18n.locale}
          currency={booking.currency}
          onPdf={download}
          onCreditNote={setCorrecting}
        />
      )}
      {correcting ? (
        <CreditNoteDialog
          document={correcting}
          api={api}
          onClose={() => setCorrecting(undefined)}
          onDone={() => {
            setCorrecting(undefined);
            setIssued((count) => count + 1);
          }}
        />
      ) : null}
      {confirming ? (
        <CompleteRideDialog
          booking={booking}
          api={api}
          onClose={() => setConfirming(false)}
          onDone={(done) => {
            setConfirming(false);
            onCompleted(done);
          }}
        />
      ) : null}
    </section>
  );
}

/** A receipt or an invoice not yet cancelled: a credit note may correct it. */
const correctable = (document: IssuedDocument) =>
  (document.kind === "RECEIPT" || document.kind === "INVOICE") && !document.corrected;

function DocumentList({
  documents,
  locale,
  currency,
  onPdf,
  onCreditNote,
}: {
  documents: Documents;
  locale: string;
  currency: string;
  onPdf(document: IssuedDocument): void;
  /** Cancel a receipt or an invoice with a credit note. */
  onCreditNote(document: IssuedDocument): void;
}) {
  const { i18n } = useLingui();
  const missing = documents.missing.map((gap) => proofGapLabel(i18n, gap) ?? mentionLabel(i18n, gap));
  return (
    <>
      {missing.length > 0 ? (
        <p className="inline-warning">
          {i18n._("No proof of booking could be issued; missing: {mentions}.", {
            mentions: missing.join(", "),
          })}
        </p>
      ) : null}
      {documents.documents.length === 0 ? (
        <p className="muted">{i18n._("No document for this booking.")}</p>
      ) : (
        <ul className="document-list">
          {documents.documents.map((document) => (
            <li key={document.id}>
              <span>
                <strong>{documentLabel(i18n, document)}</strong>
                {" · "}
                {i18n._("issued {date}", { date: formatInstant(document.issuedAt, locale) })}
                {document.total === null ? null : ` · ${formatAmount(document.total, currency, locale)}`}
                {document.corrected ? ` · ${i18n._("cancelled by a credit note")}` : null}
              </span>
              <button type="button" className="button-link" onClick={() => onPdf(document)}>
                {i18n._("Download the PDF of {document}", { document: documentLabel(i18n, document) })}
              </button>
              {correctable(document) ? (
                <button type="button" className="button-link" onClick={() => onCreditNote(document)}>
                  {i18n._("Cancel {document} with a credit note", {
                    document: documentLabel(i18n, document),
                  })}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {documents.link ? (
        <p>
          <a href={documents.link} target="_blank" rel="noreferrer">
            {i18n._("Open the customer's documents page (new tab)")}
          </a>
        </p>
      ) : null}
    </>
  );
}
