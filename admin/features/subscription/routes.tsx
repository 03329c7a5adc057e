import type { I18n } from "@lingui/core";
import { lazyNamed } from "../../lib/lazy-named.js";

// A chunk of their own: they call the payments API, which the sign-in page never needs. This
// file's strings (the tab titles) are in the core catalog: the shell reads them as it builds the
// router (lingui.config.ts); the pages' own strings come with them, in the subscription catalog.
const SubscriptionCheckoutPage = lazyNamed(
  ["subscription"],
  () => import("./components/subscription-checkout-page.js"),
  "SubscriptionCheckoutPage",
);
const SubscriptionSuccessPage = lazyNamed(
  ["subscription"],
  () => import("./components/subscription-success-page.js"),
  "SubscriptionSuccessPage",
);

/** The public subscription routes (docs/product.md#pages), for the admin's router (handle: the tab title). */
export const subscriptionRoutes = (i18n: I18n) => {
  const checkout = { title: i18n._("Subscription") };
  const success = { title: i18n._("Welcome") };
  return [
    { path: "/subscription/monthly", element: <SubscriptionCheckoutPage plan="monthly" />, handle: checkout },
    { path: "/subscription/annual", element: <SubscriptionCheckoutPage plan="annual" />, handle: checkout },
    {
      path: "/subscription/lifetime",
      element: <SubscriptionCheckoutPage plan="lifetime" />,
      handle: checkout,
    },
    { path: "/subscription/success", element: <SubscriptionSuccessPage />, handle: success },
    { path: "/subscription/success-lifetime", element: <SubscriptionSuccessPage />, handle: success },
  ];
};
