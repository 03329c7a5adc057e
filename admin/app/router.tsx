import type { I18n } from "@lingui/core";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { subscriptionRoutes } from "../features/subscription/routes.js";
import { sessionStore } from "../lib/session-store.js";
import {
  AdminLayout,
  BookingFieldsPage,
  DashboardPage,
  DiscountCodesPage,
  DriversPage,
  ForgotPasswordPage,
  HtmlIntegrationPage,
  NotFoundPage,
  OptionsPage,
  PackagesPage,
  PlanningPage,
  ResetPasswordPage,
  SettingsPage,
  SurchargesPage,
  VehiclesPage,
  WebhooksPage,
} from "./lazy-pages.js";
import { navigation } from "./navigation.js";
import type { PageHandle } from "./page-head.js";
import { PageLoadError, StandalonePageLoadError } from "./page-load-error.js";
import type { ChunkHandle } from "./preload-matched.js";
import { RequireAuth } from "./require-auth.js";
import { RootPage } from "./root-page.js";
import { SignInRedirect } from "./sign-in-redirect.js";

const titled = (title: string): { handle: PageHandle } => ({ handle: { title } });
/** Signed out, an admin URL only leads to sign-in: nothing to fetch ahead. */
const whenSignedIn = (page: ChunkHandle): ChunkHandle => ({
  preload: () => (sessionStore.getState().accessToken ? page.preload() : Promise.resolve()),
});
/** A lazy admin page: titled, and fetched together with the shell (./preload-matched.ts). */
const adminPage = (title: string, page: ChunkHandle): { handle: PageHandle & ChunkHandle } => ({
  handle: { title, ...whenSignedIn(page) },
});

/**
 * Every page, and the shell around the admin pages, is lazy and loads the catalogs of the features
 * it shows with its code (./lazy-pages.tsx). Sign-in is the server's page, without React
 * (./sign-in-redirect.tsx). Built again when the language changes, so the page titles in the route
 * handles follow it.
 */
export function adminRoutes(i18n: I18n): RouteObject[] {
  // The tab titles of the admin pages are their sidebar labels.
  const nav = navigation(i18n);
  const label = (to: string) => [...nav.bookings, ...nav.module].find((item) => item.to === to)?.label ?? "";
  return [
    {
      element: <RootPage />,
      errorElement: <StandalonePageLoadError />,
      children: [
        {
          path: "/",
          element: (
            <Navigate
              to={sessionStore.getState().accessToken ? "/admin/dashboard" : "/auth/sign-in"}
              replace
            />
          ),
        },
        // The server's own page (./sign-in-redirect.tsx); reached from inside the app, it is loaded.
        { path: "/auth/sign-in", element: <SignInRedirect />, ...titled(i18n._("Sign in")) },
        {
          path: "/auth/forgot-password",
          element: <ForgotPasswordPage />,
          ...titled(i18n._("Forgot your password?")),
        },
        {
          path: "/auth/reset-password",
          element: <ResetPasswordPage />,
          ...titled(i18n._("Choose a new password")),
        },
        {
          path: "/admin",
          handle: whenSignedIn(AdminLayout),
          element: (
            <RequireAuth>
              <AdminLayout />
            </RequireAuth>
          ),
          children: [
            // A page that fails (its chunk cannot be fetched) shows its error inside the shell.
            {
              errorElement: <PageLoadError />,
              children: [
                { index: true, element: <Navigate to="/admin/dashboard" replace /> },
                {
                  path: "dashboard",
                  element: <DashboardPage />,
                  ...adminPage(label("/admin/dashboard"), DashboardPage),
                },
                {
                  path: "planning",
                  element: <PlanningPage />,
                  ...adminPage(label("/admin/planning"), PlanningPage),
                },
                {
                  path: "drivers",
                  element: <DriversPage />,
                  ...adminPage(label("/admin/drivers"), DriversPage),
                },
                {
                  path: "webhooks",
                  element: <WebhooksPage />,
                  ...adminPage(label("/admin/webhooks"), WebhooksPage),
                },
                {
                  path: "vehicles",
                  element: <VehiclesPage />,
                  ...adminPage(label("/admin/vehicles"), VehiclesPage),
                },
                {
                  path: "packages",
                  element: <PackagesPage />,
                  ...adminPage(label("/admin/packages"), PackagesPage),
                },
                {
                  path: "surcharges",
                  element: <SurchargesPage />,
                  ...adminPage(label("/admin/surcharges"), SurchargesPage),
                },
                {
                  path: "options",
                  element: <OptionsPage />,
                  ...adminPage(label("/admin/options"), OptionsPage),
                },
                {
                  path: "discount",
                  element: <DiscountCodesPage />,
                  ...adminPage(label("/admin/discount"), DiscountCodesPage),
                },
                {
                  path: "booking-fields",
                  element: <BookingFieldsPage />,
                  ...adminPage(label("/admin/booking-fields"), BookingFieldsPage),
                },
                {
                  path: "settings",
                  element: <SettingsPage />,
                  ...adminPage(label("/admin/settings"), SettingsPage),
                },
                {
                  path: "html-integration",
                  element: <HtmlIntegrationPage />,
                  ...adminPage(label("/admin/html-integration"), HtmlIntegrationPage),
                },
              ],
            },
          ],
        },
        ...subscriptionRoutes(i18n),
        { path: "/error/404", element: <NotFoundPage />, ...titled(i18n._("Page Not Found")) },
        { path: "*", element: <Navigate to="/error/404" replace /> },
      ],
    },
  ];
}

export function createAdminRouter(i18n: I18n) {
  return createBrowserRouter(adminRoutes(i18n));
}
