import { useLingui } from "@lingui/react";
import { type FormEvent, useEffect, useState } from "react";
import {
  REMINDER_HOURS_MAX,
  REMINDER_HOURS_MIN,
  type ReminderSettings,
  type ReminderSettingsInput,
} from "../../../../src/contract/reminders.js";
import { CheckboxField } from "../../../components/ui/checkbox-field.js";
import { InputField } from "../../../components/ui/input-field.js";
import { notifyError, notifySaved } from "../../../components/ui/notices.js";
import { Panel } from "../../../components/ui/panel.js";
import { api } from "../../../lib/api.js";

/** What the panel needs from the server; tests pass their own. */
export interface RemindersApi {
  getReminderSettings(): Promise<ReminderSettings>;
  saveReminderSettings(input: ReminderSettingsInput): Promise<ReminderSettings>;
}

const remindersApi: RemindersApi = {
  getReminderSettings: () => api.getReminderSettings(),
  saveReminderSettings: (input) => api.saveReminderSettings(input),
};

/** Whole hours within the allowed range, or undefined. */
function hoursOf(typed: string): number | undefined {
  const hours = Number(typed);
  return Number.isInteger(hours) && hours >= REMINDER_HOURS_MIN && hours <= REMINDER_HOURS_MAX
    ? hours
    : undefined;
}

/**
 * The settings page's "Reminders" panel (docs/decisions/0112): the customer's reminder and its
 * hours, the drivers' evening-before list, and SMS, which says when the server has no provider.
 */
export function RemindersPanel({ client = remindersApi }: { client?: RemindersApi }) {
  const { i18n } = useLingui();
  const [saved, setSaved] = useState<ReminderSettings>();
  const [values, setValues] = useState<ReminderSettingsInput>();
  const [hoursText, setHoursText] = useState("");
  const [hoursError, setHoursError] = useState<string>();
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    client.getReminderSettings().then(
      (settings) => {
        setSaved(settings);
        setValues(settings);
        setHoursText(String(settings.hoursBefore));
      },
      () => setFailed(true),
    );
  }, [client]);

  const title = i18n._("Reminders");
  if (!saved || !values) {
    return (
      <Panel title={title}>
        {failed ? (
          <p role="alert">{i18n._("The reminder settings could not be loaded.")}</p>
        ) : (
          <p className="muted" aria-busy="true">
            {i18n._("Loading…")}
          </p>
        )}
      </Panel>
    );
  }

  const set = (change: Partial<ReminderSettingsInput>) => setValues({ ...values, ...change });

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!values) return;
    const hoursBefore = hoursOf(hoursText);
    if (hoursBefore === undefined) {
      setHoursError(
        i18n._("Enter whole hours from {min} to {max}.", {
          min: REMINDER_HOURS_MIN,
          max: REMINDER_HOURS_MAX,
        }),
      );
      return;
    }
    setHoursError(undefined);
    setSaving(true);
    try {
      const next = await client.saveReminderSettings({
        customerReminders: values.customerReminders,
        hoursBefore,
        driverReminders: values.driverReminders,
        smsReminders: values.smsReminders,
      });
      setSaved(next);
      setValues(next);
      notifySaved(i18n);
    } catch {
      notifyError(i18n);
    } finally {
      setSaving(false);
    }
  }

  const smsAvailable = saved.sms.available;
  return (
    <Panel title={title}>
      <form onSubmit={save} noValidate>
        <CheckboxField
          label={i18n._("E-mail the customer before the pick-up")}
          checked={values.customerReminders}
          onChange={(event) => set({ customerReminders: event.currentTarget.checked })}
        />
        <InputField
          label={i18n._("Hours before the pick-up")}
          type="number"
          inputMode="numeric"
          min={REMINDER_HOURS_MIN}
          max={REMINDER_HOURS_MAX}
          step={1}
          value={hoursText}
          disabled={!values.customerReminders}
          error={hoursError}
          hint={i18n._("A ride booked closer to its pick-up than this gets no reminder.")}
          suffix={i18n._("h")}
          onChange={(event) => setHoursText(event.currentTarget.value)}
        />
        <CheckboxField
          label={i18n._("Also by SMS")}
          checked={values.smsReminders && smsAvailable}
          disabled={!smsAvailable || !values.customerReminders}
          hint={
            smsAvailable
              ? i18n._("Sent to the customer’s phone number when it includes its country code.")
              : i18n._("SMS is off: no SMS provider is configured on this server.")
          }
          onChange={(event) => set({ smsReminders: event.currentTarget.checked })}
        />
        <CheckboxField
          label={i18n._("E-mail each driver their next day’s rides at 6 p.m.")}
          checked={values.driverReminders}
          onChange={(event) => set({ driverReminders: event.currentTarget.checked })}
        />
        <div className="form-actions">
          <button type="submit" className="button-primary" disabled={saving}>
            {i18n._("Save the reminders")}
          </button>
        </div>
      </form>
    </Panel>
  );
}
