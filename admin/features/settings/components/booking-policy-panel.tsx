import { useLingui } from "@lingui/react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { isApiError } from "../../../../src/client/index.js";
import { type BookingPolicy, CANCELLATION_FREE_HOURS_MAX } from "../../../../src/contract/booking-policy.js";
import { CheckboxField } from "../../../components/ui/checkbox-field.js";
import { InputField } from "../../../components/ui/input-field.js";
import { notifyError, notifySaved } from "../../../components/ui/notices.js";
import { notify } from "../../../components/ui/notifications-store.js";
import { Panel } from "../../../components/ui/panel.js";
import { api } from "../../../lib/api.js";
import {
  draftOf,
  type PolicyDraft,
  type PolicyErrors,
  type PolicyField,
  policyErrorText,
  policyOf,
} from "./booking-policy-fields.js";

/** What the panel needs from the server; tests pass their own. */
export interface BookingPolicyApi {
  getBookingPolicy(): Promise<BookingPolicy>;
  saveBookingPolicy(input: BookingPolicy): Promise<BookingPolicy>;
}

const bookingPolicyApi: BookingPolicyApi = {
  getBookingPolicy: () => api.getBookingPolicy(),
  saveBookingPolicy: (input) => api.saveBookingPolicy(input),
};

const FIELDS: readonly PolicyField[] = ["cancellationFreeHours", "cancellationFee"];

/** The server's issues on the panel's fields, as field → code (the first one of each). */
function serverErrors(failure: unknown): PolicyErrors {
  const errors: PolicyErrors = {};
  if (!isApiError(failure)) return errors;
  for (const issue of failure.issues) {
    const field = FIELDS.find((name) => issue.path.replace(/^body\./, "") === name);
    if (field) errors[field] ??= issue.code;
  }
  return errors;
}

/** After the errors render: the first field in error takes the focus. */
function focusFirstInvalid(formId: string) {
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>(`[data-policy-form="${formId}"] [aria-invalid="true"]`)?.focus(),
  );
}

/**
 * The settings page's "Cancellation and confirmation" panel (docs/decisions/0110, 0111), with
 * its own Save: free cancellation until N hours before the pick-up, then a percentage, a fixed
 * fee in the module's currency, or no cancellation online; and automatic confirmation.
 */
export function BookingPolicyPanel({
  client = bookingPolicyApi,
  currency,
}: {
  client?: BookingPolicyApi;
  /** The module's currency, the unit of a fixed fee. */
  currency: string;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState<PolicyDraft>();
  const [errors, setErrors] = useState<PolicyErrors>({});
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let active = true;
    client.getBookingPolicy().then(
      (policy) => active && setDraft(draftOf(policy)),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [client]);

  const title = i18n._("Cancellation and confirmation");
  if (!draft) {
    return (
      <Panel title={title}>
        {failed ? (
          <p role="alert">{i18n._("The cancellation and confirmation settings could not be loaded.")}</p>
        ) : (
          <p className="muted" aria-busy="true">
            {i18n._("Loading…")}
          </p>
        )}
      </Panel>
    );
  }

  const set = (change: Partial<PolicyDraft>) => setDraft({ ...draft, ...change });
  const errorText = (field: PolicyField) => policyErrorText(i18n, field, errors[field], draft.late);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving || !draft) return;
    const checked = policyOf(draft);
    if ("errors" in checked) {
      setErrors(checked.errors);
      focusFirstInvalid(id);
      return;
    }
    setSaving(true);
    try {
      setDraft(draftOf(await client.saveBookingPolicy(checked.policy)));
      setErrors({});
      notifySaved(i18n);
    } catch (failure) {
      const codes = serverErrors(failure);
      setErrors(codes);
      if (Object.keys(codes).length > 0) {
        notify({
          kind: "warning",
          title: i18n._("Check the form"),
          text: i18n._("Some values need your attention."),
        });
        focusFirstInvalid(id);
      } else notifyError(i18n);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Panel title={title}>
      <form className="panel-form" data-policy-form={id} noValidate onSubmit={(event) => void save(event)}>
        <CancellationFields draft={draft} set={set} errorText={errorText} currency={currency} />
        <CheckboxField
          label={i18n._("Confirm bookings automatically")}
          checked={draft.autoConfirm}
          hint={i18n._(
            "A booking is confirmed as soon as its vehicle is free and, paid online, its payment succeeded; you get a notice instead of a request.",
          )}
          onChange={(event) => set({ autoConfirm: event.currentTarget.checked })}
        />
        <CheckboxField
          label={i18n._("Accept customers’ changes automatically")}
          checked={draft.autoAcceptChanges}
          hint={i18n._(
            "A change asked before the free-cancellation deadline applies at once when the vehicle is free; otherwise it waits for your answer.",
          )}
          onChange={(event) => set({ autoAcceptChanges: event.currentTarget.checked })}
        />
        <CheckboxField
          label={i18n._("Charge a higher price after a change to the card")}
          checked={draft.chargeChangesOnline}
          hint={i18n._(
            "Card payments save the card for this, and the customer is told so. A change that costs more is charged to it; if the card needs its holder, the customer gets a payment link. Otherwise the driver collects the difference.",
          )}
          onChange={(event) => set({ chargeChangesOnline: event.currentTarget.checked })}
        />
        <div className="form-footer">
          <button type="submit" className="button-primary" aria-disabled={saving} aria-busy={saving}>
            {saving ? i18n._("Saving…") : i18n._("Save the cancellation policy")}
          </button>
        </div>
      </form>
    </Panel>
  );
}

/** The cancellation rule's fields: the free window, what a late cancellation costs, the fee. */
function CancellationFields({
  draft,
  set,
  errorText,
  currency,
}: {
  draft: PolicyDraft;
  set: (change: Partial<PolicyDraft>) => void;
  errorText: (field: PolicyField) => string | undefined;
  currency: string;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const lateChoices = [
    ["PERCENTAGE", i18n._("Costs a percentage of the price")],
    ["FIXED", i18n._("Costs a fixed fee in {currency}", { currency })],
    ["REFUSED", i18n._("Is not possible online: the customer contacts you")],
  ] as const;
  return (
    <>
      <InputField
        label={i18n._("Free cancellation until")}
        type="number"
        inputMode="numeric"
        min={0}
        max={CANCELLATION_FREE_HOURS_MAX}
        step={1}
        value={draft.hoursText}
        error={errorText("cancellationFreeHours")}
        hint={i18n._("Hours before the pick-up. 0: free until the pick-up time.")}
        suffix={i18n._("h")}
        onChange={(event) => set({ hoursText: event.currentTarget.value })}
      />
      <fieldset className="plain-fieldset">
        <legend>{i18n._("Cancelling after that time")}</legend>
        {lateChoices.map(([value, label]) => (
          <span key={value} className="field-inline">
            <input
              id={`${id}-late-${value}`}
              type="radio"
              name={`${id}-late`}
              value={value}
              checked={draft.late === value}
              onChange={() => set({ late: value })}
            />
            <label htmlFor={`${id}-late-${value}`}>{label}</label>
          </span>
        ))}
      </fieldset>
      {draft.late === "REFUSED" ? null : (
        <InputField
          label={draft.late === "PERCENTAGE" ? i18n._("Fee (percentage)") : i18n._("Fee (amount)")}
          type="number"
          inputMode="decimal"
          min={0}
          max={draft.late === "PERCENTAGE" ? 100 : undefined}
          step={draft.late === "PERCENTAGE" ? 1 : 0.01}
          value={draft.feeText}
          error={errorText("cancellationFee")}
          suffix={draft.late === "PERCENTAGE" ? "%" : currency}
          onChange={(event) => set({ feeText: event.currentTarget.value })}
        />
      )}
    </>
  );
}
