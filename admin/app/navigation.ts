import type { I18n } from "@lingui/core";

/** The sidebar: the bookings pages, then the Module group (docs/product.md#pages). */
export function navigation(i18n: I18n) {
  return {
    bookings: [
      { to: "/admin/dashboard", label: i18n._("Bookings") },
      { to: "/admin/planning", label: i18n._("Planning") },
      { to: "/admin/drivers", label: i18n._("Drivers") },
    ],
    module: [
      { to: "/admin/settings", label: i18n._("Settings") },
      { to: "/admin/vehicles", label: i18n._("Vehicles") },
      { to: "/admin/packages", label: i18n._("Packages") },
      { to: "/admin/surcharges", label: i18n._("Surcharges") },
      { to: "/admin/options", label: i18n._("Options") },
      { to: "/admin/discount", label: i18n._("Discount codes") },
      { to: "/admin/booking-fields", label: i18n._("Booking page") },
      { to: "/admin/html-integration", label: i18n._("HTML integration") },
      { to: "/admin/webhooks", label: i18n._("Webhooks") },
    ],
  };
}
