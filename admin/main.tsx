import { createRoot } from "react-dom/client";
import { App } from "./app/app.js";
import uiCss from "./components/ui/ui.css";
import { i18n } from "./lib/i18n.js";
import css from "./styles.css";

const style = document.createElement("style");
// The shared UI pieces' rules first, so the page styles can refine them.
style.textContent = uiCss + css;
document.head.append(style);
document.documentElement.lang = i18n.locale;

const root = document.getElementById("root");
if (root) createRoot(root).render(<App />);
