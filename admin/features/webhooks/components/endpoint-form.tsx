import { useLingui } from "@lingui/react";
import { type FormEvent, useId, useState } from "react";
import { isApiError } from "../../../../src/client/index.js";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "../../../../src/contract/webhooks.js";
import { eventLabels } from "./event-labels.js";

export interface EndpointFormValues {
  url: string;
  description: string;
  events: WebhookEventType[];
}

/** The address, description and events of an endpoint (added or edited). */
export function EndpointForm({
  initial = { url: "", description: "", events: ["booking.created"] },
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: EndpointFormValues;
  submitLabel: string;
  onSubmit(values: EndpointFormValues): Promise<void>;
  onCancel?(): void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const [values, setValues] = useState(initial);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const labels = eventLabels(i18n);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (values.events.length === 0) return setError(i18n._("Choose at least one event."));
    setBusy(true);
    setError("");
    try {
      await onSubmit(values);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : i18n._("The endpoint could not be saved."));
    } finally {
      setBusy(false);
    }
  }

  const toggle = (type: WebhookEventType, on: boolean) =>
    setValues((current) => ({
      ...current,
      events: on ? [...current.events, type] : current.events.filter((event) => event !== type),
    }));

  return (
    <form className="form-stack" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-url`}>{i18n._("Address (https://…)")}</label>
        <input
          id={`${id}-url`}
          type="url"
          required
          value={values.url}
          onChange={(event) => setValues({ ...values, url: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>{i18n._("Description (optional)")}</label>
        <input
          id={`${id}-description`}
          value={values.description}
          maxLength={200}
          onChange={(event) => setValues({ ...values, description: event.target.value })}
        />
      </div>
      <fieldset className="field">
        <legend>{i18n._("Events to send")}</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <div className="field-inline" key={type}>
            <input
              id={`${id}-${type}`}
              type="checkbox"
              checked={values.events.includes(type)}
              onChange={(event) => toggle(type, event.target.checked)}
            />
            <label htmlFor={`${id}-${type}`}>
              {labels[type]} <code>{type}</code>
            </label>
          </div>
        ))}
      </fieldset>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="form-actions">
        {onCancel ? (
          <button type="button" className="button-secondary" onClick={onCancel}>
            {i18n._("Cancel")}
          </button>
        ) : null}
        <button type="submit" aria-disabled={busy || undefined}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
