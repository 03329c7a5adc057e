import { useLingui } from "@lingui/react";
import { WIDGET_LANGUAGES } from "../i18n.js";
import { useWidgetServices } from "../widget-services.js";

/** Each language named in itself (an endonym), so a customer finds theirs whatever is shown. */
const NAMES = { fr: "Français", en: "English", es: "Español" } as const;

/** The widget's language menu (the stored choice comes before the browser's). */
export function LanguageMenu() {
  const { i18n } = useLingui();
  const { language, setLanguage } = useWidgetServices();
  return (
    <select
      className="cb-language"
      aria-label={i18n._("Language")}
      value={language}
      onChange={(event) => setLanguage(event.currentTarget.value as typeof language)}
    >
      {WIDGET_LANGUAGES.map((code) => (
        <option key={code} value={code} lang={code}>
          {NAMES[code]}
        </option>
      ))}
    </select>
  );
}
