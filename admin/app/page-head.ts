import { useEffect, useRef } from "react";
import { type UIMatch, useLocation, useMatches } from "react-router";

export const APP_NAME = "Chauffeur Booking";

/** What a route declares in its `handle`: the page's translated name, for the tab title. */
export interface PageHandle {
  title: string;
}

/** "Bookings · Chauffeur Booking"; the app name alone when the page has no name. */
export const documentTitle = (title: string | undefined) => (title ? `${title} · ${APP_NAME}` : APP_NAME);

function deepestTitle(matches: UIMatch[]): string | undefined {
  for (const match of [...matches].reverse()) {
    const title = (match.handle as Partial<PageHandle> | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

/** Sets the tab title of the current page (and again when the language changes its name). */
export function usePageTitle(): void {
  const title = deepestTitle(useMatches());
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

/**
 * A page swap can remove the focused element (the sign-in button, a lazy page replacing its
 * loading text): the browser then drops the focus to <body> and keyboard users restart from the
 * top. After a navigation, a focus left on <body> goes to the page's <main> instead; a focus
 * still in place (a sidebar link) is left alone, and so is the first page of the visit.
 */
export function useFocusKeptOnNavigation(): void {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per page the router shows.
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    if (document.activeElement && document.activeElement !== document.body) return;
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname]);
}
