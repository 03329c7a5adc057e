const injected = new Set<string>();

/**
 * Adds a feature's stylesheet to the document head, once. The admin's CSP allows inline styles;
 * features bring their own CSS so the shared admin stylesheet stays small.
 */
export function injectStyles(id: string, cssText: string | undefined): void {
  if (injected.has(id) || !cssText || typeof document === "undefined") return;
  injected.add(id);
  const style = document.createElement("style");
  style.dataset.styles = id;
  style.textContent = cssText;
  document.head.append(style);
}
