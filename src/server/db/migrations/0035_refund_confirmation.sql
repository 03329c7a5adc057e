-- A refund is confirmed by Stripe's webhook, not by the answer to the refund call
-- (docs/decisions/0117-refunds-confirmed-by-webhook.md): DUE (to ask), REQUESTED (asked; the
-- refund's id kept to recognise its events), DONE (Stripe said succeeded) or FAILED (Stripe said
-- failed or canceled: the owner is told and gives the money back by hand).
ALTER TABLE bookings DROP CONSTRAINT IF EXISTS bookings_refund_status_check;
ALTER TABLE bookings
  ADD CONSTRAINT bookings_refund_status_check
    CHECK (refund_status IN ('DUE', 'REQUESTED', 'DONE', 'FAILED')),
  ADD COLUMN refund_id text;
