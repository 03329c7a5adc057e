import { useLingui } from "@lingui/react";
import { type FormEvent, useEffect, useId, useState } from "react";
import type { AdminBooking } from "../../../../src/contract/admin-booking.js";
import { type Driver, VEHICLE_PLATE_MAX } from "../../../../src/contract/driver.js";
import { InputField } from "../../../components/ui/input-field.js";
import { notify } from "../../../components/ui/notifications-store.js";
import { SelectField } from "../../../components/ui/select-field.js";
import type { BookingsApi } from "../api.js";
import { notifyBookingFailure } from "../failures.js";

/** Rides that still happen can be given to a driver. */
export const canAssign = (booking: AdminBooking) =>
  booking.status === "VALIDATED" || booking.status === "CONFIRMED";

/**
 * Who drives the ride: one of the active drivers (or nobody) and the car's plate. Saving e-mails
 * the driver the mission sheet; a driver already on another ride then is refused (DRIVER_BUSY).
 */
export function AssignmentForm({
  booking,
  api,
  onAssigned,
}: {
  booking: AdminBooking;
  api: Pick<BookingsApi, "drivers" | "assign">;
  onAssigned(assignment: { driverId: number | null; vehiclePlate: string }): void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const [drivers, setDrivers] = useState<Driver[]>();
  const [driverId, setDriverId] = useState(booking.driverId === null ? "" : String(booking.driverId));
  const [plate, setPlate] = useState(booking.vehiclePlate);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let active = true;
    api.drivers().then(
      (list) => active && setDrivers(list),
      () => active && setDrivers([]),
    );
    return () => {
      active = false;
    };
  }, [api]);

  // The current driver stays listed even when disabled since; others only when active.
  const choices = (drivers ?? []).filter((driver) => driver.active || driver.id === booking.driverId);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      const saved = await api.assign(booking.id, {
        driverId: driverId === "" ? null : Number(driverId),
        vehiclePlate: plate,
      });
      setPlate(saved.vehiclePlate);
      notify({
        kind: "success",
        title: i18n._("Driver saved"),
        text:
          saved.driverId === null
            ? i18n._("Nobody drives this ride yet.")
            : i18n._("The driver gets the mission sheet by e-mail."),
      });
      onAssigned(saved);
    } catch (error) {
      notifyBookingFailure(i18n, error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="assignment-form" aria-labelledby={`${id}-title`} onSubmit={(event) => void save(event)}>
      <h3 id={`${id}-title`}>{i18n._("Driver")}</h3>
      <div className="assignment-fields">
        <SelectField
          label={i18n._("Driver")}
          value={driverId}
          onChange={(event) => setDriverId(event.target.value)}
          aria-busy={drivers === undefined}
        >
          <option value="">{i18n._("Nobody yet")}</option>
          {choices.map((driver) => (
            <option key={driver.id} value={driver.id}>
              {driver.name}
            </option>
          ))}
        </SelectField>
        <InputField
          label={i18n._("Vehicle plate")}
          value={plate}
          maxLength={VEHICLE_PLATE_MAX}
          autoComplete="off"
          onChange={(event) => setPlate(event.target.value)}
        />
        <button type="submit" className="button-secondary" aria-disabled={saving} aria-busy={saving}>
          {saving ? i18n._("Saving…") : i18n._("Save the driver")}
        </button>
      </div>
      {drivers?.length === 0 ? (
        <p className="muted">{i18n._("No driver yet: add your drivers on the Drivers page.")}</p>
      ) : null}
    </form>
  );
}
