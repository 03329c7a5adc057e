-- The module's catalogue: fixed-price packages, surcharges, options, discount codes and the
-- booking-form fields. Money is integer minor units of the module's currency.
--
-- Vehicle scope of packages, surcharges, options and discount codes:
--   all_vehicles = true                 → the API's vehicleId -1 ("all vehicles");
--   vehicle_id = n                      → one vehicle of the same module (composite foreign key);
--   vehicle_id IS NULL, not all         → no vehicle: its vehicle was deleted. Such an item is
--                                         always inactive (CHECK), and cannot be enabled.
-- Deleting a vehicle sets vehicle_id to NULL (ON DELETE SET NULL on that column only, PG ≥ 15)
-- and the trigger below disables the item in the same statement: nothing ever dangles.

-- The composite foreign keys below need (module_id, id) to be unique on vehicles.
ALTER TABLE vehicles ADD CONSTRAINT vehicles_module_id_id_key UNIQUE (module_id, id);

CREATE FUNCTION catalogue_disable_when_unassigned() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.vehicle_id IS NULL AND NOT NEW.all_vehicles THEN
    NEW.active := false;
  END IF;
  RETURN NEW;
END
$$;

CREATE TABLE packages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  module_id text NOT NULL REFERENCES modules (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
  vehicle_id integer,
  all_vehicles boolean NOT NULL DEFAULT false,
  -- GeoJSON geometries: a Polygon, or a Point with a radius in metres (src/contract/geo-zone.ts).
  pickup_zone jsonb NOT NULL,
  deposit_zone jsonb NOT NULL,
  way text NOT NULL DEFAULT 'EACH_WAY' CHECK (way IN ('EACH_WAY', 'ONE_WAY')),
  fixed_price integer NOT NULL CHECK (fixed_price >= 0),
  increased_price integer NOT NULL CHECK (increased_price >= 0),
  active boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (module_id, vehicle_id) REFERENCES vehicles (module_id, id) ON DELETE SET NULL (vehicle_id),
  CHECK (NOT (all_vehicles AND vehicle_id IS NOT NULL)),
  CHECK (NOT active OR all_vehicles OR vehicle_id IS NOT NULL)
);
CREATE INDEX packages_module_position ON packages (module_id, position);
CREATE INDEX packages_vehicle ON packages (vehicle_id);

CREATE TABLE surcharges (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  module_id text NOT NULL REFERENCES modules (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
  vehicle_id integer,
  all_vehicles boolean NOT NULL DEFAULT false,
  multiplier double precision NOT NULL DEFAULT 1 CHECK (multiplier > 0),
  increase_amount integer NOT NULL CHECK (increase_amount >= 0),
  -- "HH:mm" in the module's time zone; an end not after the start crosses midnight.
  start_time text NOT NULL CHECK (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  end_time text NOT NULL CHECK (end_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  monday boolean NOT NULL DEFAULT false,
  tuesday boolean NOT NULL DEFAULT false,
  wednesday boolean NOT NULL DEFAULT false,
  thursday boolean NOT NULL DEFAULT false,
  friday boolean NOT NULL DEFAULT false,
  saturday boolean NOT NULL DEFAULT false,
  sunday boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  -- Surcharges are not reordered by the owner; the position keeps creation order like the others.
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (module_id, vehicle_id) REFERENCES vehicles (module_id, id) ON DELETE SET NULL (vehicle_id),
  CHECK (NOT (all_vehicles AND vehicle_id IS NOT NULL)),
  CHECK (NOT active OR all_vehicles OR vehicle_id IS NOT NULL)
);
CREATE INDEX surcharges_module_position ON surcharges (module_id, position);
CREATE INDEX surcharges_vehicle ON surcharges (vehicle_id);

-- "options" is a keyword of SQL; the API's CUSTOM_OPTION_* codes give the name.
CREATE TABLE custom_options (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  module_id text NOT NULL REFERENCES modules (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
  -- A key of the option icon set (GET /admin/icons); '' = no icon.
  icon text NOT NULL DEFAULT '' CHECK (length(icon) <= 64),
  vehicle_id integer,
  all_vehicles boolean NOT NULL DEFAULT false,
  -- Maximum quantity a customer may order; 0 = no limit.
  max_value integer NOT NULL DEFAULT 0 CHECK (max_value >= 0),
  price_per_quantity integer NOT NULL CHECK (price_per_quantity >= 0),
  active boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (module_id, vehicle_id) REFERENCES vehicles (module_id, id) ON DELETE SET NULL (vehicle_id),
  CHECK (NOT (all_vehicles AND vehicle_id IS NOT NULL)),
  CHECK (NOT active OR all_vehicles OR vehicle_id IS NOT NULL)
);
CREATE INDEX custom_options_module_position ON custom_options (module_id, position);
CREATE INDEX custom_options_vehicle ON custom_options (vehicle_id);

CREATE TABLE discount_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  module_id text NOT NULL REFERENCES modules (id) ON DELETE CASCADE,
  -- Kept as typed (no whitespace); unique per module whatever the case.
  code text NOT NULL CHECK (length(code) BETWEEN 1 AND 32 AND code !~ '\s'),
  fixed_discount integer NOT NULL DEFAULT 0 CHECK (fixed_discount >= 0),
  percentage_discount double precision NOT NULL DEFAULT 0 CHECK (percentage_discount BETWEEN 0 AND 100),
  -- Inclusive, in the module's time zone; NULL = open.
  start_date date,
  end_date date,
  -- 0 = unlimited; used is counted by checkout with a conditional update (used < max_usage).
  max_usage integer NOT NULL DEFAULT 0 CHECK (max_usage >= 0),
  used integer NOT NULL DEFAULT 0 CHECK (used >= 0),
  vehicle_id integer,
  all_vehicles boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (module_id, vehicle_id) REFERENCES vehicles (module_id, id) ON DELETE SET NULL (vehicle_id),
  CHECK (NOT (all_vehicles AND vehicle_id IS NOT NULL)),
  CHECK (NOT active OR all_vehicles OR vehicle_id IS NOT NULL),
  CHECK (fixed_discount > 0 OR percentage_discount > 0),
  CHECK (start_date IS NULL OR end_date IS NULL OR start_date <= end_date)
);
CREATE UNIQUE INDEX discount_codes_module_code_key ON discount_codes (module_id, lower(code));
CREATE INDEX discount_codes_vehicle ON discount_codes (vehicle_id);

CREATE TRIGGER packages_disable_when_unassigned BEFORE UPDATE OF vehicle_id ON packages
  FOR EACH ROW EXECUTE FUNCTION catalogue_disable_when_unassigned();
CREATE TRIGGER surcharges_disable_when_unassigned BEFORE UPDATE OF vehicle_id ON surcharges
  FOR EACH ROW EXECUTE FUNCTION catalogue_disable_when_unassigned();
CREATE TRIGGER custom_options_disable_when_unassigned BEFORE UPDATE OF vehicle_id ON custom_options
  FOR EACH ROW EXECUTE FUNCTION catalogue_disable_when_unassigned();
CREATE TRIGGER discount_codes_disable_when_unassigned BEFORE UPDATE OF vehicle_id ON discount_codes
  FOR EACH ROW EXECUTE FUNCTION catalogue_disable_when_unassigned();

-- The booking form: built-in fields have a kind (the input
-- the widget renders) and a translation key as name1; custom fields have no kind.
CREATE TABLE booking_fields (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  module_id text NOT NULL REFERENCES modules (id) ON DELETE CASCADE,
  kind text CHECK (kind IN (
    'firstName', 'lastName', 'companyName', 'email', 'phone', 'street', 'additionalAddress',
    'postalCode', 'city', 'country', 'travelNumber', 'notes', 'discountCode'
  )),
  name1 text NOT NULL CHECK (length(name1) BETWEEN 1 AND 255),
  name2 text NOT NULL DEFAULT '' CHECK (length(name2) <= 255),
  required1 boolean NOT NULL DEFAULT false,
  required2 boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX booking_fields_module_kind_key ON booking_fields (module_id, kind) WHERE kind IS NOT NULL;
CREATE INDEX booking_fields_module_position ON booking_fields (module_id, position);

-- Modules created before this migration get the built-in fields that new modules get at creation
-- (src/server/modules/booking-fields/built-in-fields.ts lists the same kinds in the same order).
INSERT INTO booking_fields (module_id, kind, name1, required1, position)
SELECT m.id, f.kind, 'field.' || f.kind, f.required, f.position
FROM modules m
CROSS JOIN (VALUES
  ('firstName', true, 0), ('lastName', true, 1), ('companyName', false, 2), ('email', true, 3),
  ('phone', true, 4), ('street', false, 5), ('additionalAddress', false, 6), ('postalCode', false, 7),
  ('city', false, 8), ('country', false, 9), ('travelNumber', false, 10), ('notes', false, 11),
  ('discountCode', false, 12)
) AS f (kind, required, position);
