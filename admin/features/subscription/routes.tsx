import { SubscriptionCheckoutPage } from "./components/subscription-checkout-page.js";
import { SubscriptionSuccessPage } from "./components/subscription-success-page.js";

/** The public subscription routes (docs/product.md#pages), for the admin's router. */
export const subscriptionRoutes = () => [
  { path: "/subscription/monthly", element: <SubscriptionCheckoutPage plan="monthly" /> },
  { path: "/subscription/annual", element: <SubscriptionCheckoutPage plan="annual" /> },
  { path: "/subscription/lifetime", element: <SubscriptionCheckoutPage plan="lifetime" /> },
  { path: "/subscription/success", element: <SubscriptionSuccessPage /> },
  { path: "/subscription/success-lifetime", element: <SubscriptionSuccessPage /> },
];
