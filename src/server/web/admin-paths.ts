/**
 * Page paths (docs/product.md#pages) that the admin SPA renders. The server answers them with the
 * SPA's index.html. Sign-in is the server's own page (web/sign-in-page.ts). The e-mailed confirm/cancel pages (/booking/confirm, /booking/canceled) and
 * the payment result pages (/booking/success, /booking/cancel) are rendered by the server
 * itself, without script (web/booking-decision-pages.ts, modules/payments/result-pages.ts).
 */
export const ADMIN_PAGE_PATHS = [
  "/",
  "/auth/forgot-password",
  "/auth/reset-password",
  "/admin/dashboard",
  "/admin/planning",
  "/admin/drivers",
  "/admin/settings",
  "/admin/vehicles",
  "/admin/packages",
  "/admin/surcharges",
  "/admin/options",
  "/admin/discount",
  "/admin/booking-fields",
  "/admin/html-integration",
  "/admin/webhooks",
  "/subscription/monthly",
  "/subscription/annual",
  "/subscription/lifetime",
  "/subscription/success",
  "/subscription/success-lifetime",
  "/error/404",
] as const;
