-- How far ahead a customer may book: a pick-up (or return) after the module's today plus this many
-- days is refused (BEYOND_BOOKING_HORIZON). The bounds match the settings contract
-- (src/contract/booking-horizon.ts): at least a day, at most three years.
ALTER TABLE modules
  ADD COLUMN booking_horizon_days integer NOT NULL DEFAULT 365
  CHECK (booking_horizon_days BETWEEN 1 AND 1095);
