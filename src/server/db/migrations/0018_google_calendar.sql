-- Google Calendar two-way sync (module google-calendar). One connection per module, the owner's
-- grant with its refresh token encrypted (AES-256-GCM, key GOOGLE_TOKEN_ENCRYPTION_KEY): the
-- database alone never gives access to an owner's calendar.
CREATE TABLE google_calendar_connections (
  module_id text PRIMARY KEY REFERENCES modules (id) ON DELETE CASCADE,
  -- CONNECTED: pushes and busy times work; NEEDS_RECONNECT: Google refused the grant (revoked,
  -- expired): nothing is sent until the owner connects again.
  status text NOT NULL DEFAULT 'CONNECTED' CHECK (status IN ('CONNECTED', 'NEEDS_RECONNECT')),
  -- "v1.<iv>.<tag>.<ciphertext>", each part base64url.
  refresh_token_encrypted text NOT NULL,
  -- The calendar written and read: the owner's primary calendar.
  calendar_id text NOT NULL DEFAULT 'primary',
  calendar_name text NOT NULL DEFAULT '',
  -- The owner's busy times close slots in the widget (the setting in the dialog).
  block_busy_times boolean NOT NULL DEFAULT true,
  connected_at timestamptz NOT NULL DEFAULT now(),
  last_sync_at timestamptz,
  last_error text,
  -- Set when the "reconnect" e-mail was queued, so a broken grant sends it once.
  reconnect_mail_queued_at timestamptz
);

-- The push queue: one row per booking whose events must be brought in line with it, written in
-- the transaction of the booking's change. Pushing reads the booking as it is then, so several
-- changes before a push make one, and a repeated push changes nothing (the event ids derive
-- from the booking). generation counts the changes: a push that started before the last change
-- does not delete the row, so the change is pushed too.
CREATE TABLE google_calendar_jobs (
  booking_id integer PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
  module_id text NOT NULL REFERENCES modules (id) ON DELETE CASCADE,
  generation integer NOT NULL DEFAULT 1,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- The lease of the worker pushing it; null when nobody does.
  claimed_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX google_calendar_jobs_due ON google_calendar_jobs (next_attempt_at);
