-- A change's refund is confirmed by Stripe's webhook, as a cancellation's is (decisions 0117 and
-- 0128): DUE (to ask), REQUESTED (asked; the refund's id kept to recognise its events), DONE
-- (Stripe said succeeded) or FAILED (Stripe said failed or canceled: the owner is told). Rows
-- marked DONE on the call's answer before this migration stay DONE.
ALTER TABLE booking_changes DROP CONSTRAINT IF EXISTS booking_changes_refund_status_check;
ALTER TABLE booking_changes
  ADD CONSTRAINT booking_changes_refund_status_check
    CHECK (refund_status IN ('DUE', 'REQUESTED', 'DONE', 'FAILED')),
  ADD COLUMN refund_id text;
-- A refund event finds its change by the refund's id.
CREATE UNIQUE INDEX booking_changes_refund_id ON booking_changes (refund_id) WHERE refund_id IS NOT NULL;
