-- One row per signed-in browser: every access token names its session, so a session can be
-- revoked (sign out, sign out everywhere, a password change or reset) before the token expires.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  user_agent text NOT NULL DEFAULT '',
  revoked_at timestamptz
);
CREATE INDEX sessions_owner ON sessions (owner_id);
