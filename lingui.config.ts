import type { LinguiConfig } from "@lingui/conf";

// One catalog per consumer so the widget bundle carries only the widget's strings
// (size is a feature of the embed); all three live under locales/{locale}/.
const config: LinguiConfig = {
  locales: ["fr", "en", "es"],
  sourceLocale: "en",
  fallbackLocales: { default: "fr" },
  format: "po",
  catalogs: [
    { path: "<rootDir>/locales/{locale}/widget", include: ["<rootDir>/widget"] },
    { path: "<rootDir>/locales/{locale}/admin", include: ["<rootDir>/admin"] },
    { path: "<rootDir>/locales/{locale}/server", include: ["<rootDir>/src/server"] },
  ],
};

export default config;
