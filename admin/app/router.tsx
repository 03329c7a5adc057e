import type { I18n } from "@lingui/core";
import { createBrowserRouter, Navigate } from "react-router";
import { ForgotPasswordPage } from "../features/auth/components/forgot-password-page.js";
import { ResetPasswordPage } from "../features/auth/components/reset-password-page.js";
import { SignInPage } from "../features/auth/components/sign-in-page.js";
import { DashboardPage } from "../features/dashboard/components/dashboard-page.js";
import { NotFoundPage } from "../features/errors/components/not-found-page.js";
import { ModulePageFrame } from "../features/module-pages/components/module-page-frame.js";
import { PublicPageFrame } from "../features/public-pages/components/public-page-frame.js";
import { AdminLayout } from "./admin-layout.js";
import { RequireAuth } from "./require-auth.js";
import { sessionStore } from "./session-store.js";

/** Admin pages still to be built: path, title, purpose (spec section 2). */
function modulePages(i18n: I18n) {
  return [
    ["planning", i18n._("Planning"), i18n._("Your bookings in a calendar.")],
    ["settings", i18n._("Settings"), i18n._("Everything about your booking module.")],
    ["vehicles", i18n._("Vehicles"), i18n._("Your fleet and its prices.")],
    ["packages", i18n._("Packages"), i18n._("Fixed prices between two zones.")],
    ["surcharges", i18n._("Surcharges"), i18n._("Higher prices at certain times.")],
    ["options", i18n._("Options"), i18n._("Extras your customers can add.")],
    ["discount", i18n._("Discount codes"), i18n._("Codes that lower the price.")],
    ["booking-fields", i18n._("Booking page"), i18n._("The fields of your booking form.")],
    ["html-integration", i18n._("HTML integration"), i18n._("The code to put the module on your website.")],
  ] as const;
}

function publicPages(i18n: I18n) {
  return [
    ["/booking/success", i18n._("Payment received")],
    ["/booking/cancel", i18n._("Payment cancelled")],
    ["/booking/confirm", i18n._("Confirm the booking")],
    ["/booking/canceled", i18n._("Cancel the booking")],
    ["/subscription/monthly", i18n._("Monthly subscription")],
    ["/subscription/annual", i18n._("Annual subscription")],
    ["/subscription/lifetime", i18n._("Lifetime subscription")],
    ["/subscription/success", i18n._("Welcome")],
    ["/subscription/success-lifetime", i18n._("Welcome")],
  ] as const;
}

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
        ...modulePages(i18n).map(([path, title, purpose]) => ({
          path,
          element: <ModulePageFrame title={title} purpose={purpose} />,
        })),
      ],
    },
    ...publicPages(i18n).map(([path, title]) => ({ path, element: <PublicPageFrame title={title} /> })),
    { path: "/error/404", element: <NotFoundPage /> },
    { path: "*", element: <Navigate to="/error/404" replace /> },
  ]);
}
