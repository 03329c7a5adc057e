-- Module images, the module's customers, and the mail outbox.
-- Distances of the module settings (min/max distance, free approach distance) are in the
-- module's own length unit (KM or MILE), like the prices per unit that the pricing engine reads.

-- The module's image, in the database so a backup of the database is a backup of everything.
-- The content type is the one detected from the file's magic bytes, never the one the browser sent.
CREATE TABLE module_images (
  module_id text PRIMARY KEY REFERENCES modules (id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  data bytea NOT NULL,
  byte_size integer NOT NULL CHECK (byte_size BETWEEN 1 AND 1000000),
  -- A hash of the bytes: the HTTP ETag and the cache-busting version in the public URL.
  etag text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Customers of a module, upserted by bookings and offered as
-- suggestions in the admin. One row per e-mail address and module, whatever its case.
CREATE TABLE customers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  module_id text NOT NULL REFERENCES modules (id) ON DELETE CASCADE,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  company_name text NOT NULL DEFAULT '',
  email text NOT NULL CHECK (email <> ''),
  phone text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  street text NOT NULL DEFAULT '',
  additional_address text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  postal_code text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX customers_module_email_key ON customers (module_id, lower(email));
CREATE INDEX customers_module_name ON customers (module_id, lower(last_name), lower(first_name));

-- Every e-mail goes through this table, written in the same transaction as the change that
-- causes it (docs/decisions/0016-mail-outbox.md); the outbox worker sends due rows and retries with backoff.
CREATE TABLE mail_outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Which template rendered it (logs and tests; the rendered text is what is sent).
  template text NOT NULL,
  to_address text NOT NULL,
  reply_to text,
  subject text NOT NULL,
  text text NOT NULL,
  html text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  -- When a worker may (re)try it; a worker that claims a row pushes this forward as a lease.
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  last_error text
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL;
