-- The owner's e-mailed confirm and cancel links. A link opens a page that
-- shows the booking; the change happens on a button press (POST), never on the GET that mail
-- scanners prefetch. Each link has its own random token (256 bits); only its SHA-256 hash is
-- stored, and it stops working a day after the pick-up time.
CREATE TABLE booking_links (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id integer NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('confirm', 'cancel')),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (booking_id, purpose)
);
