import { Suspense } from "react";
import { Outlet } from "react-router";
import { useFocusKeptOnNavigation, usePageTitle } from "./page-head.js";
import { PageLoading } from "./page-loading.js";
import { usePreloadMatchedChunks } from "./preload-matched.js";

/**
 * Every page's parent: its tab title, the focus kept across page swaps, the matched lazy chunks
 * fetched in parallel, and the lazy pages' loading text.
 */
export function RootPage() {
  usePageTitle();
  usePreloadMatchedChunks();
  useFocusKeptOnNavigation();
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}
