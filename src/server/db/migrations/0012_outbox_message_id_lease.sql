-- Mail at most once in practice: each row keeps one Message-ID from the moment it is queued
-- (the SMTP Message-ID of every attempt, so a receiver can drop a duplicate), and a claim is a
-- lease of its own (claimed_until) instead of a pushed-forward next_attempt_at.
ALTER TABLE mail_outbox
  ADD COLUMN message_id text NOT NULL DEFAULT ('<' || gen_random_uuid() || '@chauffeur-booking>'),
  -- Set while a worker sends the row; another worker takes it only once this has passed.
  ADD COLUMN claimed_until timestamptz;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_message_id_unique UNIQUE (message_id);
