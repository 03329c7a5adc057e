import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Schema } from "../db/schema.js";
import { type BookingsChanged, expireOverdueBookings } from "../modules/bookings/index.js";
import { purgeExpiredIdempotencyKeys } from "../modules/idempotency/index.js";
import { createIntervalWorker, type IntervalWorker } from "./interval-worker.js";

/** Once a minute is precise enough for "not confirmed by the pick-up time" and costs one indexed query. */
export const BOOKING_EXPIRY_INTERVAL_MS = 60_000;

/**
 * The periodic job (docs/decisions/0026-booking-states-and-expiry.md): VALIDATED bookings past their pick-up time become
 * EXPIRED; and Idempotency-Keys older than 24 hours are deleted.
 */
export function createBookingExpiryWorker(options: {
  db: Kysely<Schema>;
  log: FastifyBaseLogger;
  intervalMs?: number;
  /** Told of the bookings expired, in the transaction that expires them (the calendar sync). */
  bookingsChanged?: BookingsChanged;
}): IntervalWorker {
  return createIntervalWorker({
    name: "booking-expiry",
    intervalMs: options.intervalMs ?? BOOKING_EXPIRY_INTERVAL_MS,
    log: options.log,
    run: async () => {
      const expired = await expireOverdueBookings(options.db, new Date(), options.bookingsChanged);
      if (expired.length > 0) options.log.info({ bookings: expired }, "bookings expired");
      // The same minute's housekeeping: Idempotency-Keys past their 24 hours are forgotten.
      const purged = await purgeExpiredIdempotencyKeys(options.db);
      if (purged > 0) options.log.info({ purged }, "expired idempotency keys purged");
    },
  });
}
