/**
 * Leaves the single-page admin for a page the server writes itself (the sign-in page:
 * docs/decisions/0064-sign-in-without-react.md), replacing the current history entry: the router
 * has already put that address there. Its own module so tests can watch it.
 */
export function loadDocument(path: string): void {
  window.location.replace(path);
}
