-- The planning reads a module's legs by pick-up time (outbound and return legs alike).
CREATE INDEX bookings_module_pick_up ON bookings (module_id, pick_up_time) WHERE deleted_at IS NULL;
CREATE INDEX bookings_module_return_pick_up ON bookings (module_id, return_pick_up_time)
  WHERE deleted_at IS NULL AND return_pick_up_time IS NOT NULL;
