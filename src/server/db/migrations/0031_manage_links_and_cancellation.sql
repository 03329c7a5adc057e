-- The customer's side after booking (docs/decisions/0109-manage-links.md,
-- 0110-cancellation-policy.md, 0111-automatic-confirmation.md).
--
-- One private "manage your booking" link per booking, made like the drivers' links (0030): only
-- the SHA-256 of the token is kept (looked up by it); the token derives from the server's secret
-- and the row's nonce, so the owner's admin can show it again, and a new nonce (regenerate) makes
-- the old link match nothing at once.
CREATE TABLE booking_manage_links (
  booking_id integer PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
  nonce text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The owner's cancellation policy: free until N hours before the pick-up; later, a fee (a
-- percentage of the price or a fixed amount in minor units) or no self-cancellation at all.
-- Automatic confirmation stays off unless the owner turns it on (as before this migration).
ALTER TABLE modules
  ADD COLUMN cancellation_free_hours integer NOT NULL DEFAULT 24
    CHECK (cancellation_free_hours BETWEEN 0 AND 720),
  ADD COLUMN cancellation_late text NOT NULL DEFAULT 'REFUSED'
    CHECK (cancellation_late IN ('REFUSED', 'PERCENTAGE', 'FIXED')),
  ADD COLUMN cancellation_fee integer NOT NULL DEFAULT 0 CHECK (cancellation_fee >= 0),
  ADD COLUMN auto_confirm boolean NOT NULL DEFAULT false;

-- A customer's own cancellation: when, the fee it cost (kept from an online payment, owed for a
-- driver payment) and, for an online payment, the part of the charge to give back (null: all of
-- it, the automatic refunds' rule before this migration).
ALTER TABLE bookings
  ADD COLUMN customer_canceled_at timestamptz,
  ADD COLUMN cancellation_fee integer CHECK (cancellation_fee >= 0),
  ADD COLUMN refund_amount integer CHECK (refund_amount >= 0);
