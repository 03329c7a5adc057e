-- One-time tokens e-mailed or handed to owners (password reset, account sign-up).
-- Only a SHA-256 hash of the token is stored: a database leak does not leak usable links.
CREATE TABLE owner_tokens (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner_id uuid NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('password-reset', 'signup')),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX owner_tokens_owner ON owner_tokens (owner_id, purpose);

-- Failed sign-in counters per account and per client address, shared by every server process.
CREATE TABLE sign_in_throttle (
  key text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  window_started_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz
);
