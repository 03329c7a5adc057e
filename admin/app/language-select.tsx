import { useLingui } from "@lingui/react";
import { useId } from "react";
import { ADMIN_LANGUAGES, type AdminLanguage, changeLanguage } from "../lib/i18n.js";

const NAMES: Record<AdminLanguage, string> = { fr: "Français", en: "English", es: "Español" };

export function LanguageSelect() {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div className="language-select">
      <label htmlFor={id}>{i18n._("Language")}</label>
      <select
        id={id}
        value={i18n.locale}
        // Offline, the catalog cannot be fetched: the page stays in its language.
        onChange={(event) => changeLanguage(event.target.value as AdminLanguage).catch(() => undefined)}
      >
        {ADMIN_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
