import { useLingui } from "@lingui/react";

/** Payment result, e-mailed confirm/cancel and subscription pages; filled by later issues. */
export function PublicPageFrame({ title }: { title: string }) {
  const { i18n } = useLingui();
  return (
    <main id="main" className="auth-page">
      <div className="card auth-card">
        <h1>{title}</h1>
        <p className="muted">{i18n._("This page is being built.")}</p>
      </div>
    </main>
  );
}
