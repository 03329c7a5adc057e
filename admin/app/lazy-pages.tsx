import { type ComponentType, lazy } from "react";
import { lazyNamed, type PreloadableComponent } from "../lib/lazy-named.js";

// Each admin area is a chunk of its own, fetched on the first visit to one of its pages: the
// entry carries none of them, nor their libraries (react-hook-form, dnd-kit,
// FullCalendar, the map engines). Rollup names every chunk after its module (dashboard-page-…js).

// The other auth pages call the API as they open or submit, and need the contract's rules (zod).
// Sign-in is not in the app at all: the server writes it (docs/decisions/0064-sign-in-without-react.md).
export const ForgotPasswordPage = lazyNamed(
  () => import("../features/auth/components/forgot-password-page.js"),
  "ForgotPasswordPage",
);
export const ResetPasswordPage = lazyNamed(
  () => import("../features/auth/components/reset-password-page.js"),
  "ResetPasswordPage",
);

/** The signed-in shell: sidebar, top bar and their dialogs (account, subscription, welcome). */
export const AdminLayout = lazyNamed(() => import("./admin-layout.js"), "AdminLayout");

export const DashboardPage = lazyNamed(
  () => import("../features/bookings/components/dashboard-page.js"),
  "DashboardPage",
);
export const WebhooksPage = lazyNamed(
  () => import("../features/webhooks/components/webhooks-page.js"),
  "WebhooksPage",
);
export const DriversPage = lazyNamed(
  () => import("../features/catalogue-pages/drivers/components/drivers-page.js"),
  "DriversPage",
);
export const VehiclesPage = lazyNamed(
  () => import("../features/catalogue-pages/vehicles/components/vehicles-page.js"),
  "VehiclesPage",
);
export const SurchargesPage = lazyNamed(
  () => import("../features/catalogue-pages/surcharges/components/surcharges-page.js"),
  "SurchargesPage",
);
export const OptionsPage = lazyNamed(
  () => import("../features/catalogue-pages/options/components/options-page.js"),
  "OptionsPage",
);
export const DiscountCodesPage = lazyNamed(
  () => import("../features/catalogue-pages/discount-codes/components/discount-codes-page.js"),
  "DiscountCodesPage",
);
export const BookingFieldsPage = lazyNamed(
  () => import("../features/catalogue-pages/booking-fields/components/booking-fields-page.js"),
  "BookingFieldsPage",
);
export const HtmlIntegrationPage = lazyNamed(
  () => import("../features/html-integration/components/html-integration-page.js"),
  "HtmlIntegrationPage",
);

// Pages that are handed another feature's component (features do not import each other) fetch
// both together, so the page never suspends again when it first shows that component.
function lazyComposed(load: () => Promise<ComponentType>): PreloadableComponent<object> {
  return Object.assign(
    lazy(async () => ({ default: await load() })),
    { preload: load },
  );
}

const mapZoneDialog = () =>
  import("../features/map-zone/components/map-zone-dialog.js").then((module) => module.MapZoneDialog);

export const PackagesPage = lazyComposed(async () => {
  const [{ PackagesPage: Page }, MapZoneDialog] = await Promise.all([
    import("../features/catalogue-pages/packages/components/packages-page.js"),
    mapZoneDialog(),
  ]);
  return () => <Page ZoneDialog={MapZoneDialog} />;
});

export const SettingsPage = lazyComposed(async () => {
  const [{ SettingsPage: Page }, MapZoneDialog] = await Promise.all([
    import("../features/settings/components/settings-page.js"),
    mapZoneDialog(),
  ]);
  return () => <Page ZoneDialog={MapZoneDialog} />;
});

/** The planning carries FullCalendar; the booking dialogs come from the bookings area. */
export const PlanningPage = lazyComposed(async () => {
  const [{ PlanningPage: Page }, { BookingDialogs }] = await Promise.all([
    import("../features/planning/components/planning-page.js"),
    import("../features/bookings/components/booking-dialogs.js"),
  ]);
  return () => <Page BookingDialogs={BookingDialogs} />;
});
