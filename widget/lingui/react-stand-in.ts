// The widget bundle's stand-in for @lingui/react (aliased in the widget build only, as
// core-stand-in.ts is): the provider hands the widget's I18n to `useLingui`. A widget's I18n never
// changes in place: another language is another instance (widget/i18n.ts), a new provider value.
import { createContext, createElement, type ReactNode, useContext } from "react";
import type { StandInI18n } from "./core-stand-in.js";

const LinguiContext = createContext<{ i18n: StandInI18n } | null>(null);

export function I18nProvider({ i18n, children }: { i18n: StandInI18n; children?: ReactNode }) {
  return createElement(LinguiContext.Provider, { value: { i18n } }, children);
}

export function useLingui(): { i18n: StandInI18n } {
  const context = useContext(LinguiContext);
  if (!context) throw new Error("useLingui used outside I18nProvider");
  return context;
}
