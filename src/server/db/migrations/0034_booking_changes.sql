-- Customers' change requests through their manage link, and their history
-- (docs/decisions/0115-change-requests.md).
--
-- One row per request: what it changes (old and new values, for the history), the columns it
-- writes on the booking once applied, the price before and after, and where it stands. A booking
-- has at most one PENDING request (a new one withdraws it). Accepting is a conditional update
-- from PENDING, so two owners' clicks at once apply it once.
CREATE TABLE booking_changes (
  id serial PRIMARY KEY,
  booking_id integer NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  module_id text NOT NULL REFERENCES modules (id) ON DELETE CASCADE,
  requested_by text NOT NULL CHECK (requested_by IN ('CUSTOMER', 'OWNER')),
  status text NOT NULL CHECK (status IN ('APPLIED', 'PENDING', 'ACCEPTED', 'REFUSED', 'WITHDRAWN')),
  -- [{ "field": "pickUpTime", "from": "…", "to": "…" }, …] in the module's wall clock.
  changes jsonb NOT NULL,
  -- The booking's columns the change writes (places, times, passengers, options, price).
  new_values jsonb NOT NULL,
  old_price integer NOT NULL CHECK (old_price >= 0),
  new_price integer NOT NULL CHECK (new_price >= 0),
  -- Given back to the card when the new price is lower (online payments), minor units.
  refund_amount integer CHECK (refund_amount > 0),
  refund_status text CHECK (refund_status IN ('DUE', 'DONE')),
  -- The owner's e-mailed accept/refuse link: only its hash is kept.
  decision_token_hash text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by text CHECK (decided_by IN ('CUSTOMER', 'OWNER', 'AUTOMATIC'))
);
CREATE INDEX booking_changes_booking ON booking_changes (booking_id, id);
CREATE INDEX booking_changes_pending ON booking_changes (module_id) WHERE status = 'PENDING';
CREATE UNIQUE INDEX booking_changes_one_pending ON booking_changes (booking_id) WHERE status = 'PENDING';

-- Changes inside the free-cancellation window apply at once when the vehicle is free; off by
-- default (every change waits for the owner).
ALTER TABLE modules ADD COLUMN auto_accept_changes boolean NOT NULL DEFAULT false;
