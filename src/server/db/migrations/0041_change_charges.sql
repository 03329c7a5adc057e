-- A higher price after a customer's change, charged to the card (decisions 0125 and 0133).
--
-- settings (modules): the owner's opt-in, off by default: checkout then saves the card for
-- later (a Stripe Customer on the owner's account) and a change's extra is charged to it.
ALTER TABLE modules ADD COLUMN charge_changes_online boolean NOT NULL DEFAULT false;

-- bookings: the customer and payment method Stripe saved at checkout (on the owner's account).
ALTER TABLE bookings
  ADD COLUMN payment_customer_id text,
  ADD COLUMN payment_method_id text;

-- bookings (booking_changes): the extra to charge, minor units; AWAITING_PAYMENT until Stripe's
-- webhook says PAID or FAILED (then the driver's part takes it). The off-session PaymentIntent's
-- id, or the Checkout Session (id and page) e-mailed to the customer when the card cannot be
-- charged without them.
ALTER TABLE booking_changes
  ADD COLUMN charge_amount integer CHECK (charge_amount > 0),
  ADD COLUMN charge_status text CHECK (charge_status IN ('AWAITING_PAYMENT', 'PAID', 'FAILED')),
  ADD COLUMN charge_intent_id text,
  ADD COLUMN charge_session_id text,
  ADD COLUMN charge_url text;
-- The charge's events find their change by the intent's or the session's id.
CREATE UNIQUE INDEX booking_changes_charge_intent_id ON booking_changes (charge_intent_id)
  WHERE charge_intent_id IS NOT NULL;
CREATE UNIQUE INDEX booking_changes_charge_session_id ON booking_changes (charge_session_id)
  WHERE charge_session_id IS NOT NULL;
