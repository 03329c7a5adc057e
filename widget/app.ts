// The widget's app, loaded as ES modules by the loader (widget/index.ts): defines <chauffeur-booking>.
import { loadCatalog } from "./catalogs.js";
import { defineBookingElement } from "./element.js";
import { prefetchModulesOnPage } from "./module-prefetch.js";
import { pageLanguages } from "./page-languages.js";

/**
 * How long the element waits for modules already asked for before it is defined. The loader sent
 * the request beside the chunks (early-module-request.ts), so it has usually arrived by now.
 */
const MODULE_WAIT_MS = 150;

/**
 * Called by the loader with the API base it read from its own script tag. The element is defined
 * once the modules of the elements on the page are here (or MODULE_WAIT_MS has passed), so their
 * first render is the form (module-prefetch.ts), and once the catalogs of the languages they
 * speak are here, which the loader fetched beside this chunk (catalogs.ts): the form is never
 * painted in another language first. A catalog that failed is tried again by the widget.
 */
export async function start(defaultApiBase: string): Promise<void> {
  await prefetchModulesOnPage(defaultApiBase, MODULE_WAIT_MS);
  await Promise.allSettled(pageLanguages(defaultApiBase).map(loadCatalog));
  defineBookingElement(defaultApiBase);
}
