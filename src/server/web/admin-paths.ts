/**
 * Page paths of spec section 2 that the admin SPA renders (it also renders the payment result
 * and e-mailed confirm/cancel pages). The server answers them with the SPA's index.html.
 */
export const ADMIN_PAGE_PATHS = [
  "/",
  "/auth/sign-in",
  "/auth/forgot-password",
  "/auth/reset-password",
  "/admin/dashboard",
  "/admin/planning",
  "/admin/settings",
  "/admin/vehicles",
  "/admin/packages",
  "/admin/surcharges",
  "/admin/options",
  "/admin/discount",
  "/admin/booking-fields",
  "/admin/html-integration",
  "/subscription/monthly",
  "/subscription/annual",
  "/subscription/lifetime",
  "/subscription/success",
  "/subscription/success-lifetime",
  "/booking/success",
  "/booking/cancel",
  "/booking/confirm",
  "/booking/canceled",
  "/error/404",
] as const;
