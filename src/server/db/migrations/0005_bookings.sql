-- Bookings and the occupancy of vehicles. "No double booking" is a database invariant:
-- every leg of an active booking holds one unit (1..number_owned) of its vehicle over
-- [pick-up, pick-up + duration), and an exclusion constraint forbids two active legs on the
-- same unit at overlapping times.

CREATE EXTENSION IF NOT EXISTS btree_gist;

-- Booking numbers run per module (1, 2, 3…); the counter row also serialises their allocation.
ALTER TABLE modules ADD COLUMN booking_counter integer NOT NULL DEFAULT 0;

CREATE TABLE bookings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  module_id text NOT NULL REFERENCES modules (id) ON DELETE CASCADE,
  number integer NOT NULL,
  status text NOT NULL DEFAULT 'VALIDATED' CHECK (status IN ('VALIDATED', 'CONFIRMED', 'CANCELED', 'EXPIRED')),
  payment_mode text NOT NULL CHECK (payment_mode IN ('ONLINE', 'DRIVER')),
  payment text CHECK (payment IN ('PAID', 'FAILED', 'PENDING')),
  created_manually boolean NOT NULL DEFAULT false,
  vehicle_id integer REFERENCES vehicles (id) ON DELETE SET NULL,
  vehicle_name text NOT NULL,
  starting_address text NOT NULL,
  starting_lat double precision NOT NULL,
  starting_lng double precision NOT NULL,
  arrival_address text NOT NULL,
  arrival_lat double precision NOT NULL,
  arrival_lng double precision NOT NULL,
  passengers integer NOT NULL CHECK (passengers >= 1),
  baggage integer NOT NULL DEFAULT 0 CHECK (baggage >= 0),
  pick_up_time timestamptz NOT NULL,
  return_pick_up_time timestamptz CHECK (return_pick_up_time IS NULL OR return_pick_up_time > pick_up_time),
  duration_minutes integer NOT NULL CHECK (duration_minutes >= 0),
  distance_km double precision NOT NULL CHECK (distance_km >= 0),
  travel_number text NOT NULL DEFAULT '',
  notes text NOT NULL DEFAULT '' CHECK (length(notes) <= 1000),
  options jsonb NOT NULL DEFAULT '[]',
  fields jsonb NOT NULL DEFAULT '[]',
  currency text NOT NULL,
  price integer NOT NULL CHECK (price >= 0),
  undiscounted_price integer NOT NULL CHECK (undiscounted_price >= price),
  price_lines jsonb NOT NULL DEFAULT '[]',
  discount_code text,
  discount_percentage double precision,
  discount_fixed integer,
  discount_amount integer NOT NULL DEFAULT 0,
  customer_first_name text NOT NULL DEFAULT '',
  customer_last_name text NOT NULL DEFAULT '',
  customer_company_name text NOT NULL DEFAULT '',
  customer_email text NOT NULL DEFAULT '',
  customer_phone text NOT NULL DEFAULT '',
  customer_country text NOT NULL DEFAULT '',
  customer_street text NOT NULL DEFAULT '',
  customer_additional_address text NOT NULL DEFAULT '',
  customer_city text NOT NULL DEFAULT '',
  customer_postal_code text NOT NULL DEFAULT '',
  language text NOT NULL DEFAULT 'fr' CHECK (language IN ('fr', 'en', 'es')),
  order_date timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  UNIQUE (module_id, number)
);
CREATE INDEX bookings_module_order ON bookings (module_id, order_date DESC) WHERE deleted_at IS NULL;
CREATE INDEX bookings_waiting_pick_up ON bookings (pick_up_time) WHERE status = 'VALIDATED';

CREATE TABLE vehicle_occupancy (
  booking_id integer NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  leg smallint NOT NULL CHECK (leg IN (0, 1)),
  vehicle_id integer NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  unit integer NOT NULL CHECK (unit >= 1),
  during tstzrange NOT NULL CHECK (NOT isempty(during)),
  active boolean NOT NULL DEFAULT true,
  PRIMARY KEY (booking_id, leg),
  CONSTRAINT vehicle_unit_not_double_booked EXCLUDE USING gist (vehicle_id WITH =, unit WITH =, during WITH &&) WHERE (active)
);
