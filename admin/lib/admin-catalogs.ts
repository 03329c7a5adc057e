import type { Messages } from "@lingui/core";
import type { AdminLanguage } from "./language-choice.js";

// The admin's catalogs as chunks (admin/build.config.mjs): the core one (the shell, the shared
// code; main.tsx loads it before the first render) and one per feature folder, which each lazy
// page loads with its code (decision 0122). The import() calls are spelled out so the bundler
// makes each (feature, language) catalog a chunk of its own; admin/app/catalog-coverage.test.ts
// checks that every folder of admin/features is listed here (lingui.config.ts gives each one its
// catalog).

type CatalogModule = Promise<{ messages: Messages }>;
type CatalogLoaders = Record<AdminLanguage, () => CatalogModule>;

export const CORE_CATALOG: CatalogLoaders = {
  fr: () => import("../../locales/fr/admin.js"),
  en: () => import("../../locales/en/admin.js"),
  es: () => import("../../locales/es/admin.js"),
};

export const FEATURE_CATALOGS = {
  account: {
    fr: () => import("../../locales/fr/admin-account.js"),
    en: () => import("../../locales/en/admin-account.js"),
    es: () => import("../../locales/es/admin-account.js"),
  },
  auth: {
    fr: () => import("../../locales/fr/admin-auth.js"),
    en: () => import("../../locales/en/admin-auth.js"),
    es: () => import("../../locales/es/admin-auth.js"),
  },
  bookings: {
    fr: () => import("../../locales/fr/admin-bookings.js"),
    en: () => import("../../locales/en/admin-bookings.js"),
    es: () => import("../../locales/es/admin-bookings.js"),
  },
  "catalogue-pages": {
    fr: () => import("../../locales/fr/admin-catalogue-pages.js"),
    en: () => import("../../locales/en/admin-catalogue-pages.js"),
    es: () => import("../../locales/es/admin-catalogue-pages.js"),
  },
  errors: {
    fr: () => import("../../locales/fr/admin-errors.js"),
    en: () => import("../../locales/en/admin-errors.js"),
    es: () => import("../../locales/es/admin-errors.js"),
  },
  "html-integration": {
    fr: () => import("../../locales/fr/admin-html-integration.js"),
    en: () => import("../../locales/en/admin-html-integration.js"),
    es: () => import("../../locales/es/admin-html-integration.js"),
  },
  "map-zone": {
    fr: () => import("../../locales/fr/admin-map-zone.js"),
    en: () => import("../../locales/en/admin-map-zone.js"),
    es: () => import("../../locales/es/admin-map-zone.js"),
  },
  planning: {
    fr: () => import("../../locales/fr/admin-planning.js"),
    en: () => import("../../locales/en/admin-planning.js"),
    es: () => import("../../locales/es/admin-planning.js"),
  },
  settings: {
    fr: () => import("../../locales/fr/admin-settings.js"),
    en: () => import("../../locales/en/admin-settings.js"),
    es: () => import("../../locales/es/admin-settings.js"),
  },
  subscription: {
    fr: () => import("../../locales/fr/admin-subscription.js"),
    en: () => import("../../locales/en/admin-subscription.js"),
    es: () => import("../../locales/es/admin-subscription.js"),
  },
  webhooks: {
    fr: () => import("../../locales/fr/admin-webhooks.js"),
    en: () => import("../../locales/en/admin-webhooks.js"),
    es: () => import("../../locales/es/admin-webhooks.js"),
  },
  welcome: {
    fr: () => import("../../locales/fr/admin-welcome.js"),
    en: () => import("../../locales/en/admin-welcome.js"),
    es: () => import("../../locales/es/admin-welcome.js"),
  },
} satisfies Record<string, CatalogLoaders>;

/** A folder of admin/features, named as its catalog is. */
export type AdminFeature = keyof typeof FEATURE_CATALOGS;
