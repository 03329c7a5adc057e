import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import baseCss from "../base.css";
import uiCss from "../components/ui/ui.css";
import css from "../styles.css";
import { App } from "./app.js";

/** Styles the page and renders the admin into #root (main.tsx calls it once the language is set). */
export function startAdmin(): void {
  const style = document.createElement("style");
  // The shared UI pieces' rules first, so the page styles (the base the sign-in page shares, then
  // the admin's own) can refine them.
  style.textContent = uiCss + baseCss + css;
  document.head.append(style);
  const root = document.getElementById("root");
  // As a transition, React builds the first page in slices that give the main thread back
  // between them, rather than in long tasks that leave the owner's first taps unanswered
  // (docs/decisions/0135-booking-map-waits-admin-first-render-in-slices.md).
  if (root) startTransition(() => createRoot(root).render(<App />));
}
