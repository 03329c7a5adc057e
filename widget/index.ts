// Entry of the embeddable script (dist/widget/chauffeur-booking.js), the one classic script owners
// paste: it fetches the app's first-render modules in parallel, from beside itself, and starts it
// (docs/decisions/0057-widget-code-splitting.md).
import { scriptApiBase, scriptUrl } from "./api-base.js";
import { ELEMENT_NAME, sendEarlyModuleRequests } from "./early-module-request.js";
import { resolveLanguage, type WidgetLanguage } from "./language.js";

/** The app's entry and its static imports, written in by the build (widget/build.config.mjs). */
declare const __WIDGET_FIRST_RENDER__: string[];
/** Each language's catalog chunk, written in by the build too (widget/catalogs.ts). */
declare const __WIDGET_CATALOGS__: Record<WidgetLanguage, string>;
// Named before use: the build replaces the bare name only (never `name.member`).
const files: string[] = __WIDGET_FIRST_RENDER__;
const catalogs: Record<WidgetLanguage, string> = __WIDGET_CATALOGS__;

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

// The catalog of each language the page's widgets speak, fetched beside the chunks too: of the
// elements already parsed, and of an element without a lang attribute (the customer's stored or
// browser language). The app imports the same URLs, so it finds them here (app.ts); a failure is
// the app's to meet when it asks again.
const languages = new Set([resolveLanguage(undefined)]);
for (const element of document.querySelectorAll(ELEMENT_NAME)) {
  languages.add(resolveLanguage(element.getAttribute("lang") ?? undefined));
}
for (const language of languages) import(new URL(catalogs[language], script).href).catch(() => {});
