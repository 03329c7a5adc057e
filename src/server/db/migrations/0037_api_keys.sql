-- Owner API keys (docs/decisions/0120-owner-api-keys.md): a key acts as its owner on the admin
-- API for the scopes it was given. Only the SHA-256 of the whole key is kept; the key itself is
-- shown once, at creation. `prefix` is its visible start (cbk_live_ and a short public id), for
-- recognition in the list. Revoked keys stay, with their revocation time, and are refused.
CREATE TABLE api_keys (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  owner_id uuid NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  scopes text[] NOT NULL CHECK (
    cardinality(scopes) BETWEEN 1 AND 3
    AND scopes <@ ARRAY['bookings:read', 'bookings:write', 'catalogue:read']::text[]
  ),
  prefix text NOT NULL UNIQUE,
  key_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_keys_owner ON api_keys (owner_id);
