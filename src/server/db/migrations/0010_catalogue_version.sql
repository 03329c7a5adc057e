-- What a booking page and a price are built from (settings, fleet, packages, surcharges, options,
-- fields, discount codes, the owner's subscription) changes rarely and is read on every request:
-- the servers keep it in memory per module, labelled with this version. Every write that changes
-- it adds one here in its own transaction and notifies the channel catalogue_version with the
-- module id, so another server on the same database drops its copy.
ALTER TABLE modules ADD COLUMN catalogue_version bigint NOT NULL DEFAULT 1;
