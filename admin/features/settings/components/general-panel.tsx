import { DESCRIPTION_MAX, SETTINGS_TEXT_MAX, URL_MAX } from "../../../../src/contract/settings.js";
import { InputField } from "../../../components/ui/input-field.js";
import { Panel } from "../../../components/ui/panel.js";
import { TextAreaField } from "../../../components/ui/textarea-field.js";
import { useSettingsField } from "./use-settings-field.js";

/** Title, description, company name, website, redirection URL, phone. */
export function GeneralPanel({ directUrl }: { directUrl: string }) {
  const { i18n, form, error } = useSettingsField();
  const { register, watch } = form;
  const description = watch("description");
  return (
    <Panel title={i18n._("Booking form")}>
      <InputField
        label={i18n._("Title")}
        maxLength={SETTINGS_TEXT_MAX}
        error={error("title")}
        {...register("title")}
      />
      <TextAreaField
        label={i18n._("Description")}
        rows={5}
        maxLength={DESCRIPTION_MAX}
        hint={i18n._("{count} of {max} characters", { count: description.length, max: DESCRIPTION_MAX })}
        error={error("description")}
        {...register("description")}
      />
      <InputField
        label={i18n._("Company name")}
        maxLength={SETTINGS_TEXT_MAX}
        autoComplete="organization"
        hint={i18n._(
          "Shown to your customers in the booking e-mails and pages; it also names your direct link: {url}",
          { url: directUrl },
        )}
        error={error("companyName")}
        {...register("companyName")}
      />
      <InputField
        label={i18n._("Website")}
        type="url"
        required
        maxLength={URL_MAX}
        placeholder="https://"
        error={error("url")}
        {...register("url")}
      />
      <InputField
        label={i18n._("Redirection URL")}
        type="url"
        maxLength={URL_MAX}
        placeholder="https://"
        hint={i18n._("Where your customers go after booking. Leave empty to stay on the form.")}
        error={error("redirectionUrl")}
        {...register("redirectionUrl")}
      />
      <InputField
        label={i18n._("Phone given to customers")}
        type="tel"
        maxLength={50}
        autoComplete="tel"
        error={error("phone")}
        {...register("phone")}
      />
    </Panel>
  );
}
