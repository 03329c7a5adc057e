import css from "./subscription.css";

let injected = false;

/** Adds the subscription feature's stylesheet to the document once (see bookings/styles.ts). */
export function injectSubscriptionStyles(): void {
  if (injected || typeof document === "undefined" || !css) return;
  injected = true;
  const style = document.createElement("style");
  style.dataset.styles = "subscription";
  style.textContent = css;
  document.head.append(style);
}
