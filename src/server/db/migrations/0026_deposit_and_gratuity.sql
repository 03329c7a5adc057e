-- Deposit and gratuity (docs/decisions/0093, 0094).
-- A module may charge only a deposit online (NULL: the whole price, today's behaviour) and let
-- customers paying online add a tip (off by default): the percentages offered and whether any
-- amount may be typed.
ALTER TABLE modules
  ADD COLUMN deposit_percentage integer CHECK (deposit_percentage BETWEEN 1 AND 99),
  ADD COLUMN gratuity_enabled boolean NOT NULL DEFAULT false,
  ADD COLUMN gratuity_percentages jsonb NOT NULL DEFAULT '[5, 10, 15]',
  ADD COLUMN gratuity_custom_amount boolean NOT NULL DEFAULT true;
-- A booking keeps its tip (outside the price) and how it is paid: the card's charge (deposit and
-- tip) and what the driver collects, in minor units. NULL amounts: a booking made before this
-- migration, paid as its payment mode says (all online, or all to the driver).
ALTER TABLE bookings
  ADD COLUMN gratuity integer NOT NULL DEFAULT 0 CHECK (gratuity >= 0),
  ADD COLUMN online_amount integer CHECK (online_amount >= 0),
  ADD COLUMN driver_amount integer CHECK (driver_amount >= 0);
