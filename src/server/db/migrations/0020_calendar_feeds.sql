-- The owners' calendar feeds: one secret subscription address per owner. Only the SHA-256 of the
-- address's token is kept (looked up by it); the token itself is derived from the server's
-- secret and the row's nonce, so the admin can show the address again without the database ever
-- holding it. Regenerating draws a new nonce: the old address stops matching at once.
CREATE TABLE calendar_feeds (
  owner_id uuid PRIMARY KEY REFERENCES owners (id) ON DELETE CASCADE,
  module_id text NOT NULL REFERENCES modules (id) ON DELETE CASCADE,
  nonce text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Calendar clients replace an event only when its SEQUENCE grows or its LAST-MODIFIED moves:
-- every change to a booking row counts one revision, whatever code path made it (a trigger, so
-- no writer of bookings can forget it). Existing bookings start at their order date.
ALTER TABLE bookings ADD COLUMN revision integer NOT NULL DEFAULT 0;
ALTER TABLE bookings ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
UPDATE bookings SET updated_at = order_date;

CREATE FUNCTION bookings_count_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW IS DISTINCT FROM OLD THEN
    NEW.revision := OLD.revision + 1;
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER bookings_revision BEFORE UPDATE ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_count_revision();

-- Files sent with a queued mail (the ride's .ics): [{ filename, contentType, content }], content
-- as text; most mail carries none.
ALTER TABLE mail_outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]';
