-- Documents after the booking (docs/decisions/0099-documents-frozen-at-issue.md,
-- 0100-document-numbers-in-the-database.md).
--
-- The operator's legal identity, kept on the module (the settings module's row): empty until the
-- owner fills the business details; documents are issued only once the owner turns them on, and
-- the settings refuse to turn them on while a mandatory mention is missing.
ALTER TABLE modules
  ADD COLUMN legal_name text NOT NULL DEFAULT '',
  ADD COLUMN legal_form text NOT NULL DEFAULT '',
  ADD COLUMN legal_address text NOT NULL DEFAULT '',
  ADD COLUMN siret text NOT NULL DEFAULT '',
  ADD COLUMN vtc_register_number text NOT NULL DEFAULT '',
  ADD COLUMN vat_number text NOT NULL DEFAULT '',
  ADD COLUMN vat_exempt boolean NOT NULL DEFAULT false,
  ADD COLUMN invoice_footer text NOT NULL DEFAULT '',
  ADD COLUMN documents_enabled boolean NOT NULL DEFAULT false,
  -- Last receipt, invoice or credit-note number given: one continuous sequence per module.
  ADD COLUMN document_counter integer NOT NULL DEFAULT 0;

-- A module's next document number, taken in the statement that writes the document: a
-- transaction that rolls back gives its number back, so the sequence has no gap (the same design
-- as next_booking_number, migration 0023). The counter stays the settings module's column.
CREATE FUNCTION next_document_number(module text) RETURNS integer
LANGUAGE sql VOLATILE AS $$
  UPDATE modules SET document_counter = document_counter + 1 WHERE id = module RETURNING document_counter
$$;

-- A ride the driver or the owner marked done comes after CONFIRMED.
ALTER TABLE bookings DROP CONSTRAINT bookings_status_check;
ALTER TABLE bookings ADD CONSTRAINT bookings_status_check
  CHECK (status IN ('VALIDATED', 'CONFIRMED', 'CANCELED', 'EXPIRED', 'COMPLETED'));
ALTER TABLE bookings ADD COLUMN completed_at timestamptz;

-- Issued documents. `data` holds every mention as it was when the document was issued (the
-- pages and PDFs are drawn from it alone), so later edits of the settings or the booking never
-- change an issued document. Proofs of booking have versions (a changed pick-up issues the next
-- one); receipts, invoices and credit notes have the module's sequence number.
CREATE TABLE documents (
  id bigserial PRIMARY KEY,
  module_id text NOT NULL REFERENCES modules (id) ON DELETE CASCADE,
  booking_id integer NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('PROOF', 'RECEIPT', 'INVOICE', 'CREDIT_NOTE')),
  number integer,
  version integer,
  corrects_id bigint REFERENCES documents (id),
  issued_at timestamptz NOT NULL DEFAULT now(),
  data jsonb NOT NULL,
  CHECK ((kind = 'PROOF') = (version IS NOT NULL AND number IS NULL)),
  CHECK ((kind = 'CREDIT_NOTE') = (corrects_id IS NOT NULL))
);
CREATE UNIQUE INDEX documents_module_number ON documents (module_id, number) WHERE number IS NOT NULL;
CREATE UNIQUE INDEX documents_proof_version ON documents (booking_id, version) WHERE version IS NOT NULL;
CREATE INDEX documents_booking ON documents (booking_id);

-- An issued document is never rewritten: a correction is a credit note.
CREATE FUNCTION documents_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an issued document cannot be changed' USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
CREATE TRIGGER documents_immutable BEFORE UPDATE ON documents
  FOR EACH ROW EXECUTE FUNCTION documents_refuse_update();

-- The customer's secret link to a booking's documents: only the SHA-256 of the token is kept;
-- the token is derived from the server's secret and the row's nonce (as the calendar feed's), so
-- the owner's admin can show the same link again.
CREATE TABLE document_links (
  booking_id integer PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
  module_id text NOT NULL REFERENCES modules (id) ON DELETE CASCADE,
  nonce text NOT NULL,
  token_hash text NOT NULL UNIQUE
);

-- A receipt or invoice is corrected once: two owners' tabs cannot both issue a credit note for it.
CREATE UNIQUE INDEX documents_one_credit_note ON documents (corrects_id) WHERE corrects_id IS NOT NULL;
