import { Suspense } from "react";
import { Outlet } from "react-router";
import { useFocusKeptOnNavigation, usePageTitle } from "./page-head.js";
import { PageLoading } from "./page-loading.js";

/** Every page's parent: its tab title, the focus kept across page swaps, and lazy pages' loading text. */
export function RootPage() {
  usePageTitle();
  useFocusKeptOnNavigation();
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}
