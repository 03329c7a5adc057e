import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import type { AdminBooking } from "../../../../src/contract/admin-booking.js";
import type { LengthUnit } from "../../../../src/contract/common.js";
import { Dialog, DialogActions } from "../../../components/ui/dialog.js";
import type { BookingsApi } from "../api.js";
import { BookingDocumentsSection } from "../documents/booking-documents.js";
import { notifyBookingFailure } from "../failures.js";
import { AssignmentForm, canAssign } from "./assignment-form.js";
import { BookingDetails, type DetailsTab } from "./booking-details.js";
import { BookingSourceSection } from "./booking-source-section.js";
import { ChangeRequestsSection } from "./change-requests-section.js";
import { ManageLinkSection } from "./manage-link-section.js";

export type BookingAction = "edit" | "confirm" | "cancel" | "share" | "delete";

/**
 * Booking details: tabs Journey, Customer and, when the booking has custom
 * fields, options or a price breakdown, Others. The booking is loaded fresh (the planning only
 * knows its id); the buttons lead to the actions the booking allows.
 */
export function DetailsDialog({
  bookingId,
  initial,
  lengthUnit,
  api,
  onAction,
  onGone,
  onAssigned,
  onClose,
}: {
  bookingId: number;
  /** Shown at once while the fresh copy loads (the list already has it). */
  initial?: AdminBooking | undefined;
  lengthUnit: LengthUnit | undefined;
  api: Pick<BookingsApi, "get" | "drivers" | "assign" | "documents"> &
    Partial<Pick<BookingsApi, "manageLink" | "regenerateManageLink" | "changes">>;
  onAction(action: BookingAction, booking: AdminBooking): void;
  /** The ride was given to a driver (or taken off one), or done: what shows bookings loads them again. */
  onAssigned?(): void;
  /** The booking could not be loaded (deleted meanwhile): what shows it must reload. */
  onGone(): void;
  onClose(): void;
}) {
  const { i18n } = useLingui();
  const [booking, setBooking] = useState<AdminBooking | undefined>(initial);
  const [tab, setTab] = useState<DetailsTab>("journey");

  useEffect(() => {
    let active = true;
    api.get(bookingId).then(
      (fresh) => active && setBooking(fresh),
      (error: unknown) => {
        if (!active) return;
        if (notifyBookingFailure(i18n, error)) onGone();
        onClose();
      },
    );
    return () => {
      active = false;
    };
  }, [api, bookingId, i18n, onClose, onGone]);

  const locale = i18n.locale;
  const title = booking
    ? i18n._("Booking no. {number}", { number: booking.number })
    : i18n._("Booking details");

  return (
    <Dialog open title={title} onClose={onClose} size="large">
      {booking ? (
        <BookingDetails booking={booking} lengthUnit={lengthUnit} tab={tab} onTab={setTab} locale={locale} />
      ) : (
        <p role="status">{i18n._("Loading…")}</p>
      )}
      {booking ? <BookingSourceSection booking={booking} /> : null}
      {booking && canAssign(booking) ? (
        <AssignmentForm
          key={booking.id}
          booking={booking}
          api={api}
          onAssigned={(assignment) => {
            setBooking({ ...booking, ...assignment });
            onAssigned?.();
          }}
        />
      ) : null}
      {booking ? (
        <BookingDocumentsSection
          booking={booking}
          api={api.documents}
          onCompleted={(done) => {
            setBooking(done);
            onAssigned?.();
          }}
        />
      ) : null}
      {booking && api.manageLink && api.regenerateManageLink ? (
        <ManageLinkSection
          bookingId={booking.id}
          api={{ manageLink: api.manageLink, regenerateManageLink: api.regenerateManageLink }}
        />
      ) : null}
      {booking && api.changes ? (
        <ChangeRequestsSection
          bookingId={booking.id}
          api={api.changes}
          onChanged={() => api.get(booking.id).then(setBooking)}
        />
      ) : null}
      <DialogActions>
        {booking?.createdManually ? (
          <button type="button" className="button-secondary" onClick={() => onAction("edit", booking)}>
            {i18n._("Edit")}
          </button>
        ) : null}
        {booking?.status === "VALIDATED" ? (
          <>
            <button type="button" className="button-secondary" onClick={() => onAction("confirm", booking)}>
              {i18n._("Confirm")}
            </button>
            <button type="button" className="button-secondary" onClick={() => onAction("cancel", booking)}>
              {i18n._("Cancel booking")}
            </button>
          </>
        ) : null}
        {booking ? (
          <>
            <button type="button" className="button-secondary" onClick={() => onAction("share", booking)}>
              {i18n._("Share")}
            </button>
            <button type="button" className="button-secondary" onClick={() => onAction("delete", booking)}>
              {i18n._("Delete")}
            </button>
          </>
        ) : null}
        <button type="button" className="button-primary" onClick={onClose}>
          {i18n._("Close")}
        </button>
      </DialogActions>
    </Dialog>
  );
}
