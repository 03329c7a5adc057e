import { lazyNamed, lazyWithCatalogs } from "../lib/lazy-named.js";

// Each admin area is a chunk of its own, fetched on the first visit to one of its pages: the
// entry carries none of them, nor their libraries (react-hook-form, dnd-kit,
// FullCalendar, the map engines). Rollup names every chunk after its module (dashboard-page-…js).

// The other auth pages call the API as they open or submit, and need the contract's rules (zod).
// Sign-in is not in the app at all: the server writes it (docs/decisions/0064-sign-in-without-react.md).
export const ForgotPasswordPage = lazyNamed(
  ["auth"],
  () => import("../features/auth/components/forgot-password-page.js"),
  "ForgotPasswordPage",
);
export const ResetPasswordPage = lazyNamed(
  ["auth"],
  () => import("../features/auth/components/reset-password-page.js"),
  "ResetPasswordPage",
);

/**
 * The signed-in shell: sidebar, top bar and their dialogs, which come from the account,
 * subscription and welcome features: it loads their catalogs with its code.
 */
export const AdminLayout = lazyNamed(
  ["account", "subscription", "welcome"],
  () => import("./admin-layout.js"),
  "AdminLayout",
);

/** Any unknown path ends here: small, but its strings are the errors feature's catalog. */
export const NotFoundPage = lazyNamed(
  ["errors"],
  () => import("../features/errors/components/not-found-page.js"),
  "NotFoundPage",
);

export const DashboardPage = lazyNamed(
  ["bookings"],
  () => import("../features/bookings/components/dashboard-page.js"),
  "DashboardPage",
);
export const WebhooksPage = lazyNamed(
  ["webhooks"],
  () => import("../features/webhooks/components/webhooks-page.js"),
  "WebhooksPage",
);
export const DriversPage = lazyNamed(
  ["catalogue-pages"],
  () => import("../features/catalogue-pages/drivers/components/drivers-page.js"),
  "DriversPage",
);
export const VehiclesPage = lazyNamed(
  ["catalogue-pages"],
  () => import("../features/catalogue-pages/vehicles/components/vehicles-page.js"),
  "VehiclesPage",
);
export const SurchargesPage = lazyNamed(
  ["catalogue-pages"],
  () => import("../features/catalogue-pages/surcharges/components/surcharges-page.js"),
  "SurchargesPage",
);
export const OptionsPage = lazyNamed(
  ["catalogue-pages"],
  () => import("../features/catalogue-pages/options/components/options-page.js"),
  "OptionsPage",
);
export const DiscountCodesPage = lazyNamed(
  ["catalogue-pages"],
  () => import("../features/catalogue-pages/discount-codes/components/discount-codes-page.js"),
  "DiscountCodesPage",
);
export const BookingFieldsPage = lazyNamed(
  ["catalogue-pages"],
  () => import("../features/catalogue-pages/booking-fields/components/booking-fields-page.js"),
  "BookingFieldsPage",
);
export const HtmlIntegrationPage = lazyNamed(
  ["html-integration"],
  () => import("../features/html-integration/components/html-integration-page.js"),
  "HtmlIntegrationPage",
);

// Pages that are handed another feature's component (features do not import each other) fetch
// both together, with both features' catalogs, so the page never suspends again when it first
// shows that component, and that component never shows a string its catalog lacks. Each loader
// names its imports itself: catalog-coverage.test.ts reads them to check its catalogs.
export const PackagesPage = lazyWithCatalogs(["catalogue-pages", "map-zone"], async () => {
  const [{ PackagesPage: Page }, { MapZoneDialog }] = await Promise.all([
    import("../features/catalogue-pages/packages/components/packages-page.js"),
    import("../features/map-zone/components/map-zone-dialog.js"),
  ]);
  return () => <Page ZoneDialog={MapZoneDialog} />;
});

export const SettingsPage = lazyWithCatalogs(["settings", "map-zone"], async () => {
  const [{ SettingsPage: Page }, { MapZoneDialog }] = await Promise.all([
    import("../features/settings/components/settings-page.js"),
    import("../features/map-zone/components/map-zone-dialog.js"),
  ]);
  return () => <Page ZoneDialog={MapZoneDialog} />;
});

/** The planning carries FullCalendar; the booking dialogs come from the bookings area. */
export const PlanningPage = lazyWithCatalogs(["planning", "bookings"], async () => {
  const [{ PlanningPage: Page }, { BookingDialogs }] = await Promise.all([
    import("../features/planning/components/planning-page.js"),
    import("../features/bookings/components/booking-dialogs.js"),
  ]);
  return () => <Page BookingDialogs={BookingDialogs} />;
});
