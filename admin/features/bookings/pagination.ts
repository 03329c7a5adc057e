/** One entry of the bookings list's page links: a page, or an ellipsis standing for hidden pages. */
export type PageLink = { kind: "page"; page: number } | { kind: "gap"; position: "before" | "after" };

/** Up to this many pages every page gets a link. */
export const ALL_LINKS_UP_TO = 5;
/** Beyond that, the current page and this many on either side. */
export const NEIGHBOURS = 3;

/**
 * The page links: every page when there are 5 or fewer, otherwise the current
 * page with 3 on either side and an ellipsis where pages are left out. The previous and next
 * arrows are drawn around these by the component.
 */
export function pageLinks(current: number, totalPages: number): PageLink[] {
  const total = Math.max(1, Math.floor(totalPages));
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  const pages = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index): PageLink => ({ kind: "page", page: from + index }));
  if (total <= ALL_LINKS_UP_TO) return pages(1, total);
  const first = Math.max(1, page - NEIGHBOURS);
  const last = Math.min(total, page + NEIGHBOURS);
  return [
    ...(first > 1 ? [{ kind: "gap", position: "before" } as const] : []),
    ...pages(first, last),
    ...(last < total ? [{ kind: "gap", position: "after" } as const] : []),
  ];
}
