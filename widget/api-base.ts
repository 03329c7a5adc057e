/**
 * Where our server is, seen from the widget script: the base URL the script was loaded from.
 * The server publishes the script at {base}/widget/chauffeur-booking.js, so the base is the folder
 * above /widget/ (the origin, or the path prefix of a server behind one); a script found elsewhere
 * gives its origin. Must be called while the script first runs: `document.currentScript` is only
 * set then.
 */
export function scriptApiBase(doc: Document = document): string {
  const src = currentScriptSrc(doc);
  if (!src) return doc.location?.origin ?? "";
  const url = new URL(src, doc.baseURI);
  const scriptDir = new URL(".", url);
  if (!scriptDir.pathname.endsWith("/widget/")) return url.origin;
  return new URL("..", scriptDir).href.replace(/\/+$/, "");
}

/**
 * The absolute address of the widget script itself (the browser resolved it when it loaded the
 * script), else the page's. Must be called while the script first runs, like scriptApiBase.
 */
export function scriptUrl(doc: Document = document): string {
  return new URL(currentScriptSrc(doc) ?? doc.baseURI, doc.baseURI).href;
}

function currentScriptSrc(doc: Document): string | undefined {
  const current = doc.currentScript;
  if (current instanceof HTMLScriptElement && current.src) return current.src;
  // Loaded as a module or re-run later: look for our tag instead.
  return doc.querySelector<HTMLScriptElement>('script[src*="chauffeur-booking"]')?.src || undefined;
}

/** Where the API is: the element's `api` attribute, else where the script came from, else this page. */
export function widgetApiBase(api: string | undefined, defaultApiBase: string | undefined): string {
  return api || defaultApiBase || globalThis.location?.origin || "";
}
