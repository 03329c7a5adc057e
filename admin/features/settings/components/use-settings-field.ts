import { useLingui } from "@lingui/react";
import { useFormContext } from "react-hook-form";
import type { SettingsFormValues } from "../settings-form-values.js";
import { settingsErrorText } from "../settings-messages.js";

/** The settings form of the page, and each field's translated error (errors are codes). */
export function useSettingsField() {
  const { i18n } = useLingui();
  const form = useFormContext<SettingsFormValues>();
  const { errors } = form.formState;
  const error = (field: keyof SettingsFormValues) =>
    settingsErrorText(i18n, field, errors[field]?.message as string | undefined);
  return { i18n, form, error };
}
