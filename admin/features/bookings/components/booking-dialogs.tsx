import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import type { AdminBooking } from "../../../../src/contract/admin-booking.js";
import { Dialog } from "../../../components/ui/dialog.js";
import { notifyError } from "../../../components/ui/notices.js";
import { type BookingsApi, bookingsApi } from "../api.js";
import type { BookingModule } from "../booking-form-values.js";
import { injectBookingsStyles } from "../styles.js";
import { BookingFormDialog } from "./booking-form-dialog.js";
import { DecisionDialog } from "./decision-dialog.js";
import { DeleteDialog } from "./delete-dialog.js";
import { type BookingAction, DetailsDialog } from "./details-dialog.js";
import { ShareDialog } from "./share-dialog.js";

/** Which dialog to open: a new booking, a booking's details, or an action on a booking. */
export type BookingDialogOpening =
  | { kind: "new" }
  | { kind: "details"; bookingId: number; booking?: AdminBooking | undefined }
  | { kind: BookingAction; booking: AdminBooking };

export interface BookingDialogsProps {
  opening: BookingDialogOpening;
  /** Every dialog is closed: the page drops this component. */
  onClosed(): void;
  /** A booking was added, changed or removed: what shows bookings loads them again. */
  onChanged(): void;
  api?: BookingsApi;
}

/**
 * The booking dialogs, for the dashboard and the planning alike. An action
 * started from the details returns to them when abandoned; done, it closes everything.
 */
export function BookingDialogs({ opening, onClosed, onChanged, api = bookingsApi }: BookingDialogsProps) {
  injectBookingsStyles();
  const { i18n } = useLingui();
  const [current, setCurrent] = useState<BookingDialogOpening>(opening);
  const [details, setDetails] = useState<BookingDialogOpening | null>(null);
  const [module, setModule] = useState<BookingModule>();
  const needsModule = current.kind === "new" || current.kind === "edit" || current.kind === "details";

  useEffect(() => {
    if (!needsModule || module) return;
    let active = true;
    api.module().then(
      (loaded) => active && setModule(loaded),
      () => {
        if (!active) return;
        notifyError(i18n);
        onClosed();
      },
    );
    return () => {
      active = false;
    };
  }, [needsModule, module, api, i18n, onClosed]);

  /** Back to the details the action came from, or all closed. */
  const back = () => {
    if (details) {
      setCurrent(details);
      setDetails(null);
    } else onClosed();
  };

  switch (current.kind) {
    case "details":
      return (
        <DetailsDialog
          bookingId={current.bookingId}
          initial={current.booking}
          lengthUnit={module?.lengthUnit}
          api={api}
          onGone={onChanged}
          onAssigned={onChanged}
          onClose={onClosed}
          onAction={(action, booking) => {
            setDetails({ kind: "details", bookingId: booking.id, booking });
            setCurrent({ kind: action, booking });
          }}
        />
      );
    case "new":
    case "edit": {
      const booking = current.kind === "edit" ? current.booking : undefined;
      if (!module) {
        return (
          <Dialog
            open
            title={booking ? i18n._("Edit the booking") : i18n._("New booking")}
            onClose={onClosed}
          >
            <p role="status">{i18n._("Loading…")}</p>
          </Dialog>
        );
      }
      return (
        <BookingFormDialog
          booking={booking}
          module={module}
          api={api}
          onClose={back}
          onSaved={() => {
            onChanged();
            onClosed();
          }}
        />
      );
    }
    case "confirm":
    case "cancel":
      return (
        <DecisionDialog
          decision={current.kind}
          booking={current.booking}
          api={api}
          onDone={onChanged}
          onClose={back}
        />
      );
    case "share":
      return <ShareDialog booking={current.booking} api={api} onClose={back} />;
    case "delete":
      return (
        <DeleteDialog
          booking={current.booking}
          api={api}
          onDone={() => {
            onChanged();
            onClosed();
          }}
          onClose={back}
        />
      );
  }
}
