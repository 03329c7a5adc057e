import { useLingui } from "@lingui/react";
import { useEffect } from "react";
import type { Language } from "../../../../src/contract/common.js";
import { storeLanguage } from "../api.js";

/**
 * The interface language is kept in the browser (lib/i18n.ts); the server keeps it as well so
 * the owner's e-mails come in that language. Sent once per signed-in layout and on each change.
 */
export function useStoredLanguage() {
  const { i18n } = useLingui();
  const locale = i18n.locale as Language;
  useEffect(() => {
    storeLanguage(locale).catch(() => undefined);
  }, [locale]);
}
