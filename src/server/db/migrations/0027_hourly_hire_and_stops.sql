-- Hourly hire and stops on the way (docs/decisions/0096-hourly-hire.md, 0097-stops-on-the-way.md).
-- Every default is today's behaviour: hire off, no stops, no hourly rate, every booking a transfer.
-- Money is integer minor units; the included distance is in the module's length unit, as the
-- minimum and maximum distances are.
ALTER TABLE modules
  ADD COLUMN checkbox_hourly_hire boolean NOT NULL DEFAULT false,
  ADD COLUMN hourly_step_minutes integer NOT NULL DEFAULT 30 CHECK (hourly_step_minutes IN (15, 30, 60)),
  ADD COLUMN max_stops integer NOT NULL DEFAULT 0 CHECK (max_stops BETWEEN 0 AND 10),
  ADD COLUMN stop_fee integer NOT NULL DEFAULT 0 CHECK (stop_fee >= 0),
  -- Basis points like the rates of 0024; NULL: a hire is taxed at the transport rate.
  ADD COLUMN hire_tax_rate integer CHECK (hire_tax_rate BETWEEN 0 AND 10000);

ALTER TABLE vehicles
  ADD COLUMN hourly_rate integer NOT NULL DEFAULT 0 CHECK (hourly_rate >= 0),
  ADD COLUMN hourly_min_minutes integer NOT NULL DEFAULT 0 CHECK (hourly_min_minutes BETWEEN 0 AND 1440),
  ADD COLUMN hourly_included_distance double precision NOT NULL DEFAULT 0 CHECK (hourly_included_distance >= 0),
  ADD COLUMN hourly_extra_distance_price integer NOT NULL DEFAULT 0 CHECK (hourly_extra_distance_price >= 0);

-- A hire keeps its duration (its occupancy is [start, start + hire_minutes)); a transfer's stops
-- are kept in order as [{label, lat, lng, waitingMinutes}].
ALTER TABLE bookings
  ADD COLUMN service_type text NOT NULL DEFAULT 'TRANSFER' CHECK (service_type IN ('TRANSFER', 'HOURLY')),
  ADD COLUMN hire_minutes integer CHECK (hire_minutes > 0),
  ADD COLUMN stops jsonb NOT NULL DEFAULT '[]';
