/**
 * Copies text to the clipboard. Without clipboard access (an insecure origin, a refused
 * permission) it selects the text of `fallback` so the owner can press Ctrl+C, and says so.
 */
export async function copyText(text: string, fallback: HTMLElement | null): Promise<"copied" | "selected"> {
  try {
    if (!navigator.clipboard) throw new Error("No clipboard");
    await navigator.clipboard.writeText(text);
    return "copied";
  } catch {
    if (fallback instanceof HTMLTextAreaElement || fallback instanceof HTMLInputElement) {
      fallback.focus();
      fallback.select();
    } else if (fallback) {
      const range = document.createRange();
      range.selectNodeContents(fallback);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      fallback.focus();
    }
    return "selected";
  }
}
