-- Idempotency-Key of booking requests (public checkout, the owner's manual booking): a request
-- retried with the same key answers what the first one answered and books nothing more.
-- The row is written in the booking's own transaction, so a key exists exactly when its booking
-- does, whatever process or restart the retry reaches.
CREATE TABLE idempotency_keys (
  module_id text NOT NULL REFERENCES modules (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
  -- SHA-256 of the endpoint and the canonical request body: the same key with another body is refused.
  request_hash text NOT NULL,
  response_status integer NOT NULL,
  response_body jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (module_id, key)
);
-- The expiry worker deletes keys older than 24 hours.
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
