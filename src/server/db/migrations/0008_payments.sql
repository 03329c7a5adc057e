-- Card payments through the owner's Stripe Connect account and owner subscriptions (Stripe
-- Billing). Nothing here is ever deleted: a disconnected account or an ended subscription keeps
-- every booking and setting.

-- The module's connected account (a Standard account: direct charges, the owner's own dashboard).
-- The status follows account.updated events; stripe_account_event_at is the creation time of the
-- newest event applied, so a late, older event cannot overwrite a newer state.
ALTER TABLE modules
  ADD COLUMN stripe_account_id text UNIQUE,
  ADD COLUMN stripe_account_status text NOT NULL DEFAULT 'inactive'
    CHECK (stripe_account_status IN ('active', 'inactive', 'pending')),
  ADD COLUMN stripe_card_payments boolean NOT NULL DEFAULT false,
  ADD COLUMN stripe_account_event_at timestamptz;

-- An online booking's payment: the Checkout Session on the connected account it was created on,
-- the PaymentIntent once paid, and the automatic refund of a payment that arrived after its hold
-- was released (DUE until the refund call succeeds, then DONE).
ALTER TABLE bookings
  ADD COLUMN payment_account_id text,
  ADD COLUMN payment_session_id text UNIQUE,
  ADD COLUMN payment_intent_id text,
  ADD COLUMN refund_status text CHECK (refund_status IN ('DUE', 'DONE')),
  ADD COLUMN refunded_at timestamptz;
CREATE INDEX bookings_refund_due ON bookings (id) WHERE refund_status = 'DUE';

-- Each Stripe event is applied once: its id is inserted in the same transaction as its effect,
-- so a redelivery finds it and changes nothing.
CREATE TABLE stripe_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  processed_at timestamptz NOT NULL DEFAULT now()
);

-- The owner's subscription. Owners created by the CLI or the demo seed have none and are never
-- gated; an owner who subscribed keeps the admin after the end date, but the module stops taking
-- bookings. signup_session_id makes account creation from a Checkout Session idempotent, and
-- signup_handed_out lets exactly one browser exchange it for a session.
ALTER TABLE owners
  ADD COLUMN stripe_customer_id text UNIQUE,
  ADD COLUMN subscription_id text UNIQUE,
  ADD COLUMN subscription_plan text CHECK (subscription_plan IN ('monthly', 'annual', 'lifetime')),
  ADD COLUMN subscription_status text,
  ADD COLUMN subscription_ends_at timestamptz,
  ADD COLUMN signup_session_id text UNIQUE,
  ADD COLUMN signup_handed_out boolean NOT NULL DEFAULT false;
