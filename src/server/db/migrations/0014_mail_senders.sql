-- Which owner's action queued a mail (sharing a booking, contacting the operator), so the mail an
-- owner can trigger is counted per hour from the outbox itself, the same for every process.
ALTER TABLE mail_outbox ADD COLUMN sender_owner_id uuid REFERENCES owners (id) ON DELETE SET NULL;
CREATE INDEX mail_outbox_sender ON mail_outbox (sender_owner_id, created_at) WHERE sender_owner_id IS NOT NULL;
CREATE INDEX mail_outbox_recipient ON mail_outbox (lower(to_address), created_at) WHERE sender_owner_id IS NOT NULL;
