-- The bookings list and the CSV export walk a module's bookings newest order first, with the id
-- breaking ties: one index serves the page, the count and the export's keyset batches.
CREATE INDEX bookings_module_order_id ON bookings (module_id, order_date DESC, id DESC) WHERE deleted_at IS NULL;
DROP INDEX IF EXISTS bookings_module_order;
