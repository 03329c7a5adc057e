/**
 * Puts a stylesheet into a shadow root: a constructable stylesheet when the browser has them
 * (no <style> element, nothing a strict style-src CSP can block), else a <style> element.
 * Returns an updater for sheets that change (the module's colours) and a remover.
 */
export function injectStyles(root: ShadowRoot, cssText: string) {
  if (supportsAdoptedSheets(root)) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return {
      update: (next: string) => sheet.replaceSync(next),
      remove: () => {
        root.adoptedStyleSheets = root.adoptedStyleSheets.filter((item) => item !== sheet);
      },
    };
  }
  const style = root.ownerDocument.createElement("style");
  style.textContent = cssText;
  // First in the root: React renders after it and never removes nodes it did not create.
  root.prepend(style);
  return {
    update: (next: string) => {
      style.textContent = next;
    },
    remove: () => style.remove(),
  };
}

function supportsAdoptedSheets(root: ShadowRoot): boolean {
  try {
    return (
      Array.isArray(root.adoptedStyleSheets) &&
      typeof CSSStyleSheet === "function" &&
      "replaceSync" in CSSStyleSheet.prototype
    );
  } catch {
    return false;
  }
}
