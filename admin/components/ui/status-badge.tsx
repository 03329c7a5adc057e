import { useLingui } from "@lingui/react";
import type { BookingStatusValue } from "../../../src/contract/admin-booking.js";
import { bookingStatusLabel } from "../../lib/booking-status-label.js";

/** A booking's status as a coloured label (the words carry the meaning; colour only helps). */
export function StatusBadge({ status }: { status: BookingStatusValue }) {
  const { i18n } = useLingui();
  return (
    <span className={`booking-status booking-status-${status.toLowerCase()}`}>
      {bookingStatusLabel(i18n, status)}
    </span>
  );
}
