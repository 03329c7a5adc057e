-- Where a booking's addresses and coordinates come from: SIGNED, the customer chose places the
-- server found and signed (address search, reverse geocoding), so the price follows them;
-- OWNER, the owner typed them in the admin (trusted, not checked); UNVERIFIED, booked before
-- the server signed places, when the browser's coordinates were taken as sent.
ALTER TABLE bookings ADD COLUMN places_source text NOT NULL DEFAULT 'UNVERIFIED'
  CHECK (places_source IN ('SIGNED', 'OWNER', 'UNVERIFIED'));
