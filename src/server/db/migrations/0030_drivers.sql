-- Drivers: an owner-managed list per module, each with a private link to their rides. Only the
-- SHA-256 of the link's token is kept (looked up by it); the token derives from the server's
-- secret and the row's nonce, like the calendar feed's (0020): a new nonce (regenerate) and the
-- old link matches nothing at once.
CREATE TABLE drivers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  module_id text NOT NULL REFERENCES modules (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
  phone text NOT NULL DEFAULT '' CHECK (length(phone) <= 40),
  email text NOT NULL DEFAULT '' CHECK (length(email) <= 254),
  licence_number text NOT NULL DEFAULT '' CHECK (length(licence_number) <= 40),
  active boolean NOT NULL DEFAULT true,
  link_nonce text NOT NULL,
  link_token_hash text NOT NULL UNIQUE,
  link_created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX drivers_module ON drivers (module_id, name);

-- Who drives a booking, and the plate of the car they take (free text: the owner's fleet is
-- vehicle models, not cars). A deleted driver leaves the ride unassigned.
ALTER TABLE bookings
  ADD COLUMN driver_id integer REFERENCES drivers (id) ON DELETE SET NULL,
  ADD COLUMN vehicle_plate text NOT NULL DEFAULT '' CHECK (length(vehicle_plate) <= 20);
CREATE INDEX bookings_driver_pick_up ON bookings (driver_id, pick_up_time)
  WHERE driver_id IS NOT NULL AND deleted_at IS NULL;
-- The "unassigned upcoming rides" count of the bookings list.
CREATE INDEX bookings_unassigned_pick_up ON bookings (module_id, pick_up_time)
  WHERE driver_id IS NULL AND deleted_at IS NULL AND status IN ('VALIDATED', 'CONFIRMED');

-- "No driver on two rides at once" is a database invariant, like the vehicles' (0005): every leg
-- of a ride assigned to a driver holds [pick-up, pick-up + duration) for that driver, and the
-- exclusion constraint refuses two overlapping legs of one driver, whichever transaction comes
-- second. A canceled, expired or deleted ride's legs are removed.
CREATE TABLE driver_occupancy (
  booking_id integer NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  leg smallint NOT NULL CHECK (leg IN (0, 1)),
  driver_id integer NOT NULL REFERENCES drivers (id) ON DELETE CASCADE,
  during tstzrange NOT NULL CHECK (NOT isempty(during)),
  PRIMARY KEY (booking_id, leg),
  CONSTRAINT driver_not_double_booked EXCLUDE USING gist (driver_id WITH =, during WITH &&)
);
