-- Owners, their booking module (one per owner) and its vehicles.
-- Money is integer minor units of the module's currency; distances are in kilometres.

CREATE TABLE owners (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  password_hash text NOT NULL,
  name text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  language text NOT NULL DEFAULT 'fr' CHECK (language IN ('fr', 'en', 'es')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- E-mail addresses are unique whatever their case.
CREATE UNIQUE INDEX owners_email_key ON owners (lower(email));

CREATE TABLE modules (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]{6,32}$'),
  owner_id uuid NOT NULL UNIQUE REFERENCES owners (id) ON DELETE CASCADE,
  -- The single path segment of the direct link (/{name}); derived from the company name.
  name text UNIQUE,
  -- General
  title text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 10000),
  company_name text NOT NULL DEFAULT '',
  website_url text NOT NULL DEFAULT '',
  redirection_url text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  currency text NOT NULL DEFAULT 'EUR',
  default_language text NOT NULL DEFAULT 'fr' CHECK (default_language IN ('fr', 'en', 'es')),
  length_unit text NOT NULL DEFAULT 'KM' CHECK (length_unit IN ('KM', 'MILE')),
  time_zone text NOT NULL DEFAULT 'Europe/Paris',
  -- Pricing and limits
  min_fare integer NOT NULL DEFAULT 0 CHECK (min_fare >= 0),
  min_distance double precision NOT NULL DEFAULT 0 CHECK (min_distance >= 0),
  max_distance double precision NOT NULL DEFAULT 0 CHECK (max_distance >= 0),
  msg_error_min_distance text NOT NULL DEFAULT '',
  msg_error_max_distance text NOT NULL DEFAULT '',
  booking_buffer_time text NOT NULL DEFAULT '0m' CHECK (booking_buffer_time ~ '^[0-9]{1,6}[mhd]$'),
  allowed_region jsonb,
  msg_error_allowed_region text NOT NULL DEFAULT '',
  home_city_name text NOT NULL DEFAULT '',
  home_city_lat double precision,
  home_city_lng double precision,
  home_city_price integer NOT NULL DEFAULT 0 CHECK (home_city_price >= 0),
  home_city_distance double precision NOT NULL DEFAULT 0 CHECK (home_city_distance >= 0),
  restricted_country text,
  msg_holiday_mode text NOT NULL DEFAULT '',
  msg_vehicle_booked text NOT NULL DEFAULT '',
  -- Feature flags
  checkbox_driver_payments boolean NOT NULL DEFAULT true,
  checkbox_online_payments boolean NOT NULL DEFAULT false,
  checkbox_country boolean NOT NULL DEFAULT false,
  checkbox_min_distance boolean NOT NULL DEFAULT false,
  checkbox_max_distance boolean NOT NULL DEFAULT false,
  checkbox_allowed_region boolean NOT NULL DEFAULT false,
  checkbox_home_city boolean NOT NULL DEFAULT false,
  checkbox_round_price boolean NOT NULL DEFAULT false,
  checkbox_holiday_mode boolean NOT NULL DEFAULT false,
  checkbox_passengers boolean NOT NULL DEFAULT true,
  checkbox_vehicles boolean NOT NULL DEFAULT true,
  checkbox_trip boolean NOT NULL DEFAULT true,
  checkbox_map boolean NOT NULL DEFAULT true,
  -- Appearance
  module_width integer NOT NULL DEFAULT 600 CHECK (module_width > 0),
  module_height integer NOT NULL DEFAULT 950 CHECK (module_height > 0),
  icon_color text NOT NULL DEFAULT '80BDFF' CHECK (icon_color ~ '^[0-9A-Fa-f]{6}$'),
  button_color text NOT NULL DEFAULT '007BFF' CHECK (button_color ~ '^[0-9A-Fa-f]{6}$'),
  center_lat double precision NOT NULL DEFAULT 46.41,
  center_lng double precision NOT NULL DEFAULT 2.05,
  center_zoom integer NOT NULL DEFAULT 5,
  google_maps_api text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE vehicles (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  module_id text NOT NULL REFERENCES modules (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
  passengers_space integer NOT NULL CHECK (passengers_space >= 1),
  baggage_space integer NOT NULL CHECK (baggage_space >= 0),
  number_owned integer NOT NULL CHECK (number_owned >= 1),
  price_from integer NOT NULL DEFAULT 0 CHECK (price_from >= 0),
  euro_per_minute integer NOT NULL DEFAULT 0 CHECK (euro_per_minute >= 0),
  euro_per_passenger integer NOT NULL DEFAULT 0 CHECK (euro_per_passenger >= 0),
  euro_per_km integer NOT NULL DEFAULT 0 CHECK (euro_per_km >= 0),
  min_fare integer NOT NULL DEFAULT 0 CHECK (min_fare >= 0),
  active boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vehicles_module_position ON vehicles (module_id, position);
