// Entry of the embeddable script (dist/widget/chauffeur-booking.js), the one classic script owners
// paste: it fetches the app's first-render modules in parallel, from beside itself, and starts it
// (docs/decisions/0057-widget-code-splitting.md).
import { scriptApiBase, scriptUrl } from "./api-base.js";
import { sendEarlyModuleRequests } from "./early-module-request.js";

/** The app's entry and its static imports, written in by the build (widget/build.config.mjs). */
declare const __WIDGET_FIRST_RENDER__: string[];
// Named before use: the build replaces the bare name only (never `name.member`).
const files: string[] = __WIDGET_FIRST_RENDER__;

// Both read now: document.currentScript exists only during this first run of the script.
const script = scriptUrl();
const apiBase = scriptApiBase();

// Made absolute from the script's own address, never the host page's: a `<base href>` on the
// owner's page points its relative links elsewhere, and the page is on another origin anyway.
// The modules then import each other relative to their own URL (import.meta.url), so the later
// chunks come from the same place. Imported all at once, so the browser fetches them side by side
// rather than finding each import only after parsing the file that names it; the entry is first.
Promise.all(files.map((file) => import(new URL(file, script).href))).then(
  ([app]) => app.start(apiBase),
  (error: unknown) => console.error("<chauffeur-booking>: the booking form could not be loaded.", error),
);

// The module document is asked for now too, beside the chunks rather than after them.
sendEarlyModuleRequests(apiBase);
