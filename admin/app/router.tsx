import type { I18n } from "@lingui/core";
import { lazy, Suspense } from "react";
import { createBrowserRouter, Navigate } from "react-router";
import { ForgotPasswordPage } from "../features/auth/components/forgot-password-page.js";
import { ResetPasswordPage } from "../features/auth/components/reset-password-page.js";
import { SignInPage } from "../features/auth/components/sign-in-page.js";
import { BookingDialogs } from "../features/bookings/components/booking-dialogs.js";
import { DashboardPage } from "../features/bookings/components/dashboard-page.js";
import { BookingFieldsPage } from "../features/catalogue-pages/booking-fields/components/booking-fields-page.js";
import { DiscountCodesPage } from "../features/catalogue-pages/discount-codes/components/discount-codes-page.js";
import { OptionsPage } from "../features/catalogue-pages/options/components/options-page.js";
import { PackagesPage } from "../features/catalogue-pages/packages/components/packages-page.js";
import { SurchargesPage } from "../features/catalogue-pages/surcharges/components/surcharges-page.js";
import { VehiclesPage } from "../features/catalogue-pages/vehicles/components/vehicles-page.js";
import { NotFoundPage } from "../features/errors/components/not-found-page.js";
import { HtmlIntegrationPage } from "../features/html-integration/components/html-integration-page.js";
import { MapZoneDialog } from "../features/map-zone/components/map-zone-dialog.js";
import { SettingsPage } from "../features/settings/components/settings-page.js";
import { subscriptionRoutes } from "../features/subscription/routes.js";
import { sessionStore } from "../lib/session-store.js";
import { AdminLayout } from "./admin-layout.js";
import { RequireAuth } from "./require-auth.js";

// The planning carries FullCalendar: its own chunk, loaded when the page is first opened.
const PlanningPage = lazy(() =>
  import("../features/planning/components/planning-page.js").then((module) => ({
    default: module.PlanningPage,
  })),
);

export function createAdminRouter(i18n: I18n) {
  return createBrowserRouter([
    {
      path: "/",
      element: (
        <Navigate to={sessionStore.getState().accessToken ? "/admin/dashboard" : "/auth/sign-in"} replace />
      ),
    },
    { path: "/auth/sign-in", element: <SignInPage /> },
    { path: "/auth/forgot-password", element: <ForgotPasswordPage /> },
    { path: "/auth/reset-password", element: <ResetPasswordPage /> },
    {
      path: "/admin",
      element: (
        <RequireAuth>
          <AdminLayout />
        </RequireAuth>
      ),
      children: [
        { index: true, element: <Navigate to="/admin/dashboard" replace /> },
        { path: "dashboard", element: <DashboardPage /> },
        // Catalogue pages; the map dialog is handed to packages (features do not import each other).
        { path: "vehicles", element: <VehiclesPage /> },
        { path: "packages", element: <PackagesPage ZoneDialog={MapZoneDialog} /> },
        { path: "surcharges", element: <SurchargesPage /> },
        { path: "options", element: <OptionsPage /> },
        { path: "discount", element: <DiscountCodesPage /> },
        { path: "booking-fields", element: <BookingFieldsPage /> },
        { path: "settings", element: <SettingsPage ZoneDialog={MapZoneDialog} /> },
        { path: "html-integration", element: <HtmlIntegrationPage /> },
        {
          path: "planning",
          // The booking dialogs are handed to the planning (features do not import each other).
          element: (
            <Suspense fallback={<p role="status">{i18n._("Loading…")}</p>}>
              <PlanningPage BookingDialogs={BookingDialogs} />
            </Suspense>
          ),
        },
      ],
    },
    ...subscriptionRoutes(),
    { path: "/error/404", element: <NotFoundPage /> },
    { path: "*", element: <Navigate to="/error/404" replace /> },
  ]);
}
