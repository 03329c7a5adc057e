import { useLingui } from "@lingui/react";

/**
 * A page that failed to render, mostly a lazy page whose chunk could not be fetched (offline, or a
 * release replaced the build while the page was open: hashed chunk names change). Reloading
 * fetches the current index.html and its chunks.
 */
export function PageLoadError() {
  const { i18n } = useLingui();
  return (
    <div className="card" role="alert">
      <p>{i18n._("The page could not be loaded.")}</p>
      <button type="button" className="button-secondary" onClick={() => window.location.reload()}>
        {i18n._("Try again")}
      </button>
    </div>
  );
}

/** The same, for a failure outside the admin shell (auth pages, the shell itself). */
export function StandalonePageLoadError() {
  return (
    <main id="main" className="auth-page">
      <PageLoadError />
    </main>
  );
}
