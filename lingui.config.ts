import type { LinguiConfig } from "@lingui/conf";

// One catalog per consumer so the widget bundle carries only the widget's strings
// (size is a feature of the embed); all three live under locales/{locale}/.
// Label lists shared through the contract hold English source strings marked /*i18n*/ so the
// extractor collects them; each catalog includes the contract files its consumer translates.
const config: LinguiConfig = {
  locales: ["fr", "en", "es"],
  sourceLocale: "en",
  fallbackLocales: { default: "fr" },
  format: "po",
  // Sorted by id: the extractor then writes the same files whatever order it reads the sources in
  // (by origin, two runs in a row wrote them in different orders).
  orderBy: "messageId",
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/widget",
      include: ["<rootDir>/widget", "<rootDir>/src/contract/field-labels.ts"],
    },
    {
      path: "<rootDir>/locales/{locale}/admin",
      include: [
        "<rootDir>/admin",
        "<rootDir>/src/contract/field-labels.ts",
        "<rootDir>/src/contract/booking-labels.ts",
      ],
    },
    {
      path: "<rootDir>/locales/{locale}/server",
      // booking-labels: Bookings.csv names statuses and payments as the admin does.
      include: ["<rootDir>/src/server", "<rootDir>/src/contract/booking-labels.ts"],
    },
  ],
};

export default config;
