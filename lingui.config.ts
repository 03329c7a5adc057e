import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { LinguiConfig } from "@lingui/conf";

// One catalog per consumer so the widget bundle carries only the widget's strings
// (size is a feature of the embed); all live under locales/{locale}/.
// Label lists shared through the contract hold English source strings marked /*i18n*/ so the
// extractor collects them; each catalog includes the contract files its consumer translates.

/** A folder of the repository, wherever the command runs from. */
const folder = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The admin's feature folders: each gets its own catalog, fetched with its pages (decision 0122). */
const ADMIN_FEATURES = readdirSync(folder("admin/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/**
 * A feature's routes file is read by the shell when it builds the router (the tab titles): its
 * strings belong to the core catalog, which is loaded before the router exists.
 */
const routesFiles = (feature: string) =>
  readdirSync(folder(`admin/features/${feature}`))
    .filter((name) => /^routes\.tsx?$/.test(name))
    .map((name) => `<rootDir>/admin/features/${feature}/${name}`);

/** The admin's core catalog: the shell, the shared code and the sign-in page, all but the features. */
const ADMIN_CORE = readdirSync(folder("admin"))
  .filter((name) => name !== "features" && !name.endsWith(".css"))
  .map((name) => `<rootDir>/admin/${name}`);

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
        ...ADMIN_CORE,
        ...ADMIN_FEATURES.flatMap(routesFiles),
        "<rootDir>/src/contract/field-labels.ts",
        "<rootDir>/src/contract/booking-labels.ts",
      ],
    },
    ...ADMIN_FEATURES.map((feature) => ({
      path: `<rootDir>/locales/{locale}/admin-${feature}`,
      include: [`<rootDir>/admin/features/${feature}`],
      exclude: routesFiles(feature),
    })),
    {
      path: "<rootDir>/locales/{locale}/server",
      // booking-labels: Bookings.csv names statuses and payments as the admin does.
      include: ["<rootDir>/src/server", "<rootDir>/src/contract/booking-labels.ts"],
    },
  ],
};

export default config;
