import { useLingui } from "@lingui/react";
import { useCallback, useEffect, useState } from "react";
import type { ModuleSettings } from "../../../../src/contract/settings.js";
import { LoadState } from "../../../components/ui/load-state.js";
import type { ZoneDialogComponent } from "../../../components/zone-dialog.js";
import { type SettingsApi, settingsApi } from "../api.js";
import type { BusinessDetailsApi } from "../business/business-details-api.js";
import { BusinessDetailsPanel } from "../business/business-details-panel.js";
import { type BookingPolicyApi, BookingPolicyPanel } from "./booking-policy-panel.js";
import { type RemindersApi, RemindersPanel } from "./reminders-panel.js";
import { SettingsForm } from "./settings-form.js";

/** /admin/settings: loads the module settings, then the form. */
export function SettingsPage({
  client = settingsApi,
  remindersClient,
  businessClient,
  policyClient,
  ZoneDialog,
}: {
  client?: SettingsApi;
  /** The reminders panel's server (tests pass their own). */
  remindersClient?: RemindersApi;
  /** The business details panel's calls (tests pass their own). */
  businessClient?: BusinessDetailsApi;
  /** The cancellation and confirmation panel's server (tests pass their own). */
  policyClient?: BookingPolicyApi;
  /** The allowed-region map dialog (from the map-zone feature, handed over by the router). */
  ZoneDialog?: ZoneDialogComponent;
}) {
  const { i18n } = useLingui();
  const [settings, setSettings] = useState<ModuleSettings>();
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    client.getSettings().then(setSettings, () => setFailed(true));
  }, [client]);
  useEffect(load, [load]);

  if (settings) {
    return (
      <>
        <SettingsForm settings={settings} client={client} onSaved={setSettings} ZoneDialog={ZoneDialog} />
        <BusinessDetailsPanel client={businessClient} reloadKey={settings} />
        <RemindersPanel {...(remindersClient ? { client: remindersClient } : {})} />
        <BookingPolicyPanel
          currency={settings.currency}
          {...(policyClient ? { client: policyClient } : {})}
        />
      </>
    );
  }
  return (
    <section>
      <h1>{i18n._("Settings")}</h1>
      <LoadState failed={failed} failedMessage={i18n._("The settings could not be loaded.")} onRetry={load} />
    </section>
  );
}
