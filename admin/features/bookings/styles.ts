import css from "./bookings.css";

let injected = false;

/**
 * Adds the bookings pages' stylesheet to the document once (the admin's CSP allows inline
 * styles; each feature brings its own rules so the shared stylesheet stays small).
 */
export function injectBookingsStyles(): void {
  if (injected || typeof document === "undefined" || !css) return;
  injected = true;
  const style = document.createElement("style");
  style.dataset.styles = "bookings";
  style.textContent = css;
  document.head.append(style);
}
