const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * Owner- and customer-supplied text is rendered as text, never as HTML: every value interpolated
 * into an e-mail, a server-rendered page or the admin's sign-in page goes through this (the one
 * copy: src/contract is the layer the server and the admin share). Safe in a text node and in a
 * quoted attribute value (single or double quotes).
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}
