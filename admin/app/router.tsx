import type { I18n } from "@lingui/core";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { SignInPage } from "../features/auth/components/sign-in-page.js";
import { NotFoundPage } from "../features/errors/components/not-found-page.js";
import { subscriptionRoutes } from "../features/subscription/routes.js";
import { sessionStore } from "../lib/session-store.js";
import {
  AdminLayout,
  BookingFieldsPage,
  DashboardPage,
  DiscountCodesPage,
  ForgotPasswordPage,
  HtmlIntegrationPage,
  OptionsPage,
  PackagesPage,
  PlanningPage,
  ResetPasswordPage,
  SettingsPage,
  SurchargesPage,
  VehiclesPage,
} from "./lazy-pages.js";
import { navigation } from "./navigation.js";
import type { PageHandle } from "./page-head.js";
import { PageLoadError, StandalonePageLoadError } from "./page-load-error.js";
import { RequireAuth } from "./require-auth.js";
import { RootPage } from "./root-page.js";

const titled = (title: string): { handle: PageHandle } => ({ handle: { title } });

/**
 * Sign-in (the first page most visits show) and the not-found page are in the entry; every other
 * page, and the shell around the admin pages, is lazy (./lazy-pages.tsx). Built again when the language changes,
 * so the page titles in the route handles follow it.
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
        { path: "/auth/sign-in", element: <SignInPage />, ...titled(i18n._("Sign in")) },
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
                { path: "dashboard", element: <DashboardPage />, ...titled(label("/admin/dashboard")) },
                { path: "planning", element: <PlanningPage />, ...titled(label("/admin/planning")) },
                { path: "vehicles", element: <VehiclesPage />, ...titled(label("/admin/vehicles")) },
                { path: "packages", element: <PackagesPage />, ...titled(label("/admin/packages")) },
                { path: "surcharges", element: <SurchargesPage />, ...titled(label("/admin/surcharges")) },
                { path: "options", element: <OptionsPage />, ...titled(label("/admin/options")) },
                { path: "discount", element: <DiscountCodesPage />, ...titled(label("/admin/discount")) },
                {
                  path: "booking-fields",
                  element: <BookingFieldsPage />,
                  ...titled(label("/admin/booking-fields")),
                },
                { path: "settings", element: <SettingsPage />, ...titled(label("/admin/settings")) },
                {
                  path: "html-integration",
                  element: <HtmlIntegrationPage />,
                  ...titled(label("/admin/html-integration")),
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
