-- Webhooks (issue 35, decision 0118): the owner's endpoints and the deliveries queued for them.
-- The endpoint's signing secret must be used to sign, so it cannot be hashed: it is kept sealed
-- (AES-256-GCM under a key derived from the server's JWT_SECRET), never in clear.
CREATE TABLE webhook_endpoints (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  module_id text NOT NULL REFERENCES modules (id) ON DELETE CASCADE,
  url text NOT NULL CHECK (length(url) BETWEEN 1 AND 2000),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 200),
  -- The chosen event types, a JSON array of strings.
  events jsonb NOT NULL,
  secret_sealed text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  -- Why the server turned it off ('FAILING'), null when the owner did or it is on.
  disabled_reason text CHECK (disabled_reason IN ('FAILING')),
  -- Failed attempts in a row, and since when: past the limit the endpoint is turned off.
  consecutive_failures integer NOT NULL DEFAULT 0,
  failing_since timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_module ON webhook_endpoints (module_id, id);

-- One row per event and endpoint, queued in the transaction of the change (the outbox pattern).
-- body is the exact JSON sent (signed as is on each attempt); event_id is the same on every
-- attempt and resend, for the receiver's de-duplication.
CREATE TABLE webhook_deliveries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  endpoint_id integer NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  module_id text NOT NULL REFERENCES modules (id) ON DELETE CASCADE,
  event_id text NOT NULL CHECK (length(event_id) <= 64),
  event_type text NOT NULL,
  -- Deliveries of one booking to one endpoint leave in order (null: a test event, unordered).
  booking_id integer,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'DELIVERED', 'FAILED')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_until timestamptz,
  last_attempt_at timestamptz,
  response_status integer,
  duration_ms integer,
  last_error text,
  delivered_at timestamptz
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'PENDING';
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, id DESC);
CREATE INDEX webhook_deliveries_booking_queue ON webhook_deliveries (endpoint_id, booking_id, id)
  WHERE status = 'PENDING';
