import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";

interface CataloguePageLayoutProps {
  title: string;
  purpose: string;
  addLabel: string;
  onAdd(): void;
  /** undefined while loading. */
  count: number | undefined;
  failed: boolean;
  emptyText: string;
  onRetry(): void;
  table: ReactNode;
  /** The page's dialogs, rendered whatever the list holds. */
  children: ReactNode;
}

/** Title, purpose, the Add button, then the table, or what stands in for it. */
export function CataloguePageLayout({
  title,
  purpose,
  addLabel,
  onAdd,
  count,
  failed,
  emptyText,
  onRetry,
  table,
  children,
}: CataloguePageLayoutProps) {
  const { i18n } = useLingui();
  let body: ReactNode = table;
  if (count === undefined) {
    body = failed ? (
      <p>
        {i18n._("The list could not be loaded.")}{" "}
        <button type="button" className="button-secondary" onClick={onRetry}>
          {i18n._("Try again")}
        </button>
      </p>
    ) : (
      <p className="muted" role="status">
        {i18n._("Loading…")}
      </p>
    );
  } else if (count === 0) {
    body = <p className="muted">{emptyText}</p>;
  }
  return (
    <section className="catalogue-page">
      <div className="catalogue-header">
        <div>
          <h1>{title}</h1>
          <p className="muted">{purpose}</p>
        </div>
        <button type="button" className="button-primary" onClick={onAdd}>
          {addLabel}
        </button>
      </div>
      {body}
      {children}
    </section>
  );
}
