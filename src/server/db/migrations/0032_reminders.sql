-- Reminders (docs/decisions/0112-reminders-once-through-the-outbox.md): the owner's reminder
-- settings per module, and what makes a queued reminder unique and checkable at send time.
CREATE TABLE reminder_settings (
  module_id text PRIMARY KEY REFERENCES modules (id) ON DELETE CASCADE,
  -- The customer's e-mail (and SMS when on) this many hours before the pick-up.
  customer_reminders boolean NOT NULL DEFAULT true,
  hours_before smallint NOT NULL DEFAULT 24 CHECK (hours_before BETWEEN 1 AND 72),
  -- Each assigned driver's rides of the next day, the evening before.
  driver_reminders boolean NOT NULL DEFAULT true,
  sms_reminders boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A row with a unique key is queued once whoever queues it (two instances, a restart):
-- INSERT … ON CONFLICT (unique_key) DO NOTHING. Existing rows have none.
ALTER TABLE mail_outbox
  ADD COLUMN unique_key text,
  -- 'mail' (to_address is an e-mail) or 'sms' (to_address is an E.164 number, subject empty).
  ADD COLUMN channel text NOT NULL DEFAULT 'mail' CHECK (channel IN ('mail', 'sms')),
  -- The booking a reminder is about: checked again when the row is sent (canceled, expired).
  ADD COLUMN booking_id integer,
  -- Set instead of sent_at when the send-time check found the message no longer wanted.
  ADD COLUMN skipped_at timestamptz;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_unique_key UNIQUE (unique_key);

-- When a booking was made: a ride booked inside its reminder window gets no reminder. Rows made
-- before this migration take its time (after their real one): none of them is reminded at once.
ALTER TABLE bookings ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
