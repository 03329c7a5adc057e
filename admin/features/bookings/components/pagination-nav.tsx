import { useLingui } from "@lingui/react";
import { pageLinks } from "../pagination.js";

/** The page links between previous and next arrows. */
export function PaginationNav({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage(page: number): void;
}) {
  const { i18n } = useLingui();
  const total = Math.max(1, totalPages);
  return (
    <nav className="pagination" aria-label={i18n._("Pages of bookings")}>
      <ul>
        <li>
          <button
            type="button"
            className="page-arrow"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            aria-label={i18n._("Previous page")}
          >
            ‹
          </button>
        </li>
        {pageLinks(page, total).map((link) =>
          link.kind === "gap" ? (
            <li key={`gap-${link.position}`} className="page-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link.page}>
              <button
                type="button"
                className="page-link"
                aria-current={link.page === page ? "page" : undefined}
                aria-label={i18n._("Page {page}", { page: link.page })}
                onClick={() => onPage(link.page)}
              >
                {link.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="page-arrow"
            disabled={page >= total}
            onClick={() => onPage(page + 1)}
            aria-label={i18n._("Next page")}
          >
            ›
          </button>
        </li>
      </ul>
    </nav>
  );
}
