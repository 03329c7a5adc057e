import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useCallback, useEffect, useState } from "react";
import { type BookingChangeView, changedFieldId } from "../../../../src/contract/booking-change.js";
import { CHANGED_FIELD_LABELS } from "../../../../src/contract/booking-labels.js";
import type { BookingsApi } from "../api.js";

type ChangesApi = BookingsApi["changes"];

/** A changed field's name (the ids: the contract's CHANGED_FIELDS). */
function fieldLabel(i18n: I18n, field: string): string {
  return i18n._(CHANGED_FIELD_LABELS[changedFieldId(field)]);
}

function statusLabel(i18n: I18n, change: BookingChangeView): string {
  switch (change.status) {
    case "APPLIED":
      return i18n._("Applied automatically");
    case "PENDING":
      return i18n._("Waiting for your answer");
    case "ACCEPTED":
      return i18n._("Accepted");
    case "REFUSED":
      return i18n._("Refused");
    default:
      return i18n._("Withdrawn by the customer");
  }
}

/** A higher price charged to the card (decision 0133): how much, and where its payment stands. */
function chargeText(i18n: I18n, change: BookingChangeView): string | null {
  const charge = change.charge;
  if (!charge) return null;
  const amount = i18n.number(charge.amount, { style: "currency", currency: change.currency });
  switch (charge.status) {
    case "PAID":
      return i18n._("Charged to the card: {amount}, paid", { amount });
    case "FAILED":
      return i18n._("Charged to the card: {amount}, not paid: the driver collects it", { amount });
    default:
      return i18n._("Charged to the card: {amount}, awaiting payment", { amount });
  }
}

/**
 * The customer's change requests of a booking (decision 0115): the pending one with Accept and
 * Refuse, and the history (who, when, what changed, old and new price, the card's charge).
 */
export function ChangeRequestsSection({
  bookingId,
  api,
  onChanged,
}: {
  bookingId: number;
  api: ChangesApi;
  /** A change was accepted: the booking's details must load again. */
  onChanged?(): void;
}) {
  const { i18n } = useLingui();
  const [changes, setChanges] = useState<BookingChangeView[]>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { list } = api;
  const load = useCallback(() => list(bookingId).then(setChanges, () => undefined), [list, bookingId]);
  useEffect(() => {
    void load();
  }, [load]);

  if (!changes || changes.length === 0) return null;
  const money = (amount: number, currency: string) => i18n.number(amount, { style: "currency", currency });
  const answer = async (change: BookingChangeView, decision: "accept" | "refuse") => {
    setBusy(true);
    setError(undefined);
    try {
      await api[decision](bookingId, change.id);
      if (decision === "accept") onChanged?.();
    } catch (caught) {
      const code = (caught as { code?: string }).code;
      setError(
        code === "VEHICLE_FULL"
          ? i18n._(
              "The vehicle is no longer free at the new time: refuse the change or contact the customer.",
            )
          : i18n._("The answer could not be saved. Please try again."),
      );
    } finally {
      setBusy(false);
      await load();
    }
  };
  return (
    <section aria-labelledby="change-requests-heading">
      <h3 id="change-requests-heading">{i18n._("Changes asked by the customer")}</h3>
      {error ? <p role="alert">{error}</p> : null}
      <ul>
        {changes.map((change) => (
          <li key={change.id}>
            <p>
              <strong>{statusLabel(i18n, change)}</strong> ·{" "}
              {i18n.date(change.createdAt, { dateStyle: "medium", timeStyle: "short" })}
            </p>
            <ul>
              {change.changes.map((line) => (
                <li key={line.field}>
                  {fieldLabel(i18n, line.field)}: {line.from || "—"} → {line.to || "—"}
                </li>
              ))}
              <li>
                {i18n._("Price")}: {money(change.oldPrice, change.currency)} →{" "}
                {money(change.newPrice, change.currency)}
              </li>
              {change.charge ? <li>{chargeText(i18n, change)}</li> : null}
            </ul>
            {change.status === "PENDING" ? (
              <p>
                <button
                  type="button"
                  className="button-primary"
                  disabled={busy}
                  onClick={() => answer(change, "accept")}
                >
                  {i18n._("Accept the change")}
                </button>{" "}
                <button
                  type="button"
                  className="button-secondary"
                  disabled={busy}
                  onClick={() => answer(change, "refuse")}
                >
                  {i18n._("Refuse the change")}
                </button>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
