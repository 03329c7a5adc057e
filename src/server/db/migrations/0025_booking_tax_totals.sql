-- A booking priced with a tax rate keeps its total before tax and its tax beside its price, so
-- that lists and the CSV export read two integers instead of the breakdown's JSON; the breakdown
-- (price_lines) still holds each line's net, tax and rate (docs/decisions/0083). NULL: a booking
-- priced without a tax rate, or made by hand.
ALTER TABLE bookings
  ADD COLUMN price_net integer,
  ADD COLUMN price_tax integer;
