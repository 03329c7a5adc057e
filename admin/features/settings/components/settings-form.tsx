import { useLingui } from "@lingui/react";
import { useMemo, useState } from "react";
import { type FieldErrors, FormProvider, useForm } from "react-hook-form";
import { isApiError } from "../../../../src/client/index.js";
import type { ModuleSettings, ModuleSettingsInput } from "../../../../src/contract/settings.js";
import { LeaveGuard } from "../../../components/ui/leave-guard.js";
import { notifyError, notifySaved } from "../../../components/ui/notices.js";
import { notify } from "../../../components/ui/notifications-store.js";
import type { ZoneDialogComponent } from "../../../components/zone-dialog.js";
import type { SettingsApi } from "../api.js";
import { formValuesOf, type SettingsFormValues } from "../settings-form-values.js";
import { settingsResolver } from "../settings-validation.js";
import { AppearancePanel } from "./appearance-panel.js";
import { GeneralPanel } from "./general-panel.js";
import { GoogleApiDialog, type GoogleApiProblem } from "./google-api-dialog.js";
import { ImagePanel } from "./image-panel.js";
import { LimitsPanel } from "./limits-panel.js";
import { OptionsCard } from "./options-card.js";
import { PaymentsCard } from "./payments-card.js";
import { PricingPanel } from "./pricing-panel.js";
import { RegionalPanel } from "./regional-panel.js";
import { ServicesPanel } from "./services-panel.js";

/** Payload fields the server may name in VALIDATION_ERROR issues, shown on their form field. */
const SERVER_FIELD: Record<string, keyof SettingsFormValues> = {
  bookingBufferTime: "bufferAmount",
  homeCityLat: "homeCityName",
  homeCityLng: "homeCityName",
};

export interface SettingsFormProps {
  settings: ModuleSettings;
  client: SettingsApi;
  onSaved(settings: ModuleSettings): void;
  ZoneDialog?: ZoneDialogComponent | undefined;
}

/** The module settings form (docs/product.md#module-settings-in-brief), validated with the contract. */
export function SettingsForm({ settings, client, onSaved, ZoneDialog }: SettingsFormProps) {
  const { i18n } = useLingui();
  const resolver = useMemo(
    () => settingsResolver({ cardPaymentsAvailable: settings.cardPaymentsAvailable }),
    [settings.cardPaymentsAvailable],
  );
  const form = useForm<SettingsFormValues, unknown, ModuleSettingsInput>({
    defaultValues: formValuesOf(settings),
    resolver,
  });
  const [imageUrl, setImageUrl] = useState(settings.imageUrl);
  const [googleProblem, setGoogleProblem] = useState<GoogleApiProblem | null>(null);
  const { isSubmitting, isDirty } = form.formState;

  const warnPaymentMethod = () =>
    notify({
      kind: "warning",
      title: i18n._("Payment method not selected"),
      text: i18n._("Tick at least one payment method."),
    });
  const warnHomeCity = () =>
    notify({
      kind: "warning",
      title: i18n._("Home town not found"),
      text: i18n._("Pick your home town from the suggestions."),
    });

  function onInvalid(errors: FieldErrors<SettingsFormValues>) {
    if (errors.checkboxDriverPayments) warnPaymentMethod();
    else if (errors.homeCityName?.message === "HOME_CITY_NOT_FOUND") warnHomeCity();
    else {
      notify({
        kind: "warning",
        title: i18n._("Check the form"),
        text: i18n._("Some values need your attention."),
      });
    }
  }

  async function save(payload: ModuleSettingsInput) {
    try {
      const saved = await client.saveSettings(payload);
      form.reset(formValuesOf(saved));
      notifySaved(i18n);
      if (saved.currency !== settings.currency) {
        // Amounts are the owner's own numbers: there is no rate to apply (issue 4's decision).
        notify({
          kind: "warning",
          title: i18n._("Currency changed"),
          text: i18n._(
            "Your prices are now in {currency}, with the same amounts: check your vehicles, packages, options and surcharges.",
            { currency: saved.currency },
          ),
        });
      }
      if (saved.lengthUnit !== settings.lengthUnit) {
        notify({
          kind: "warning",
          title: i18n._("Length unit changed"),
          text:
            saved.lengthUnit === "MILE"
              ? i18n._("Distances and prices per distance are now in miles: check your vehicles' prices.")
              : i18n._(
                  "Distances and prices per distance are now in kilometres: check your vehicles' prices.",
                ),
        });
      }
      onSaved(saved);
    } catch (failure) {
      showSaveFailure(failure);
    }
  }

  function showSaveFailure(failure: unknown) {
    const mark = (field: keyof SettingsFormValues, code: string) =>
      form.setError(field, { type: code, message: code }, { shouldFocus: true });
    if (isApiError(failure, "PAYMENT_METHOD_NOT_SELECTED")) {
      mark("checkboxDriverPayments", failure.code);
      warnPaymentMethod();
    } else if (isApiError(failure, "HOME_CITY_NOT_FOUND")) {
      mark("homeCityName", failure.code);
      warnHomeCity();
    } else if (isApiError(failure, "CARD_PAYMENTS_NOT_CONFIGURED")) {
      mark("checkboxOnlinePayments", failure.code);
      notify({
        kind: "warning",
        title: i18n._("Card payments unavailable"),
        text: i18n._("Online payments need a connected card payment account."),
      });
    } else if (isApiError(failure, "GOOGLE_API_DISABLED")) {
      notify({
        kind: "warning",
        title: i18n._("Maps service disabled"),
        text: i18n._("Enable the Google Maps APIs for your key."),
      });
      setGoogleProblem("disabled");
    } else if (isApiError(failure, "GOOGLE_API_WARNING")) {
      setGoogleProblem("warning");
    } else if (isApiError(failure, "VALIDATION_ERROR") && failure.issues.length > 0) {
      for (const issue of failure.issues) {
        const name = issue.path.split(".")[0] ?? "";
        const field = SERVER_FIELD[name] ?? (name as keyof SettingsFormValues);
        if (field in form.getValues()) mark(field, issue.code);
      }
      notify({
        kind: "warning",
        title: i18n._("Check the form"),
        text: i18n._("Some values need your attention."),
      });
    } else {
      notifyError(i18n);
    }
  }

  const saveButton = (
    // aria-disabled, not disabled: a disabled button would drop the keyboard focus while saving.
    <button type="submit" className="button-primary" aria-disabled={isSubmitting} aria-busy={isSubmitting}>
      {isSubmitting ? i18n._("Saving…") : i18n._("Save")}
    </button>
  );

  return (
    <FormProvider {...form}>
      <LeaveGuard dirty={isDirty && !isSubmitting} />
      <form
        className="settings-form"
        noValidate
        onSubmit={(event) =>
          isSubmitting ? event.preventDefault() : form.handleSubmit(save, onInvalid)(event)
        }
      >
        <div className="page-header">
          <h1>{i18n._("Settings")}</h1>
          {saveButton}
        </div>
        <div className="page-columns">
          <div className="page-stack">
            <GeneralPanel directUrl={settings.directUrl} />
            <ImagePanel imageUrl={imageUrl} client={client} onChange={setImageUrl} />
            <RegionalPanel savedTimeZone={settings.timeZone} />
            <PricingPanel searchCities={client.searchCities} routeMeasurement={settings.routeMeasurement} />
            <ServicesPanel />
            <LimitsPanel ZoneDialog={ZoneDialog} mapTiles={settings.mapTiles} />
            <AppearancePanel />
          </div>
          <div className="page-stack">
            <PaymentsCard client={client} cardPaymentsAvailable={settings.cardPaymentsAvailable} />
            <OptionsCard />
          </div>
        </div>
        <div className="form-footer">{saveButton}</div>
      </form>
      <GoogleApiDialog
        problem={googleProblem}
        apiKey={form.watch("googleMapsApi")}
        onClose={() => setGoogleProblem(null)}
      />
    </FormProvider>
  );
}
