import { use, useEffect, useReducer, useRef } from "react";
import { catalogSettled, loadCatalog, loadedCatalog } from "./catalogs.js";
import type { WidgetLanguage } from "./language.js";

/**
 * The language the widget shows: `wanted` once its catalog is loaded. The first render waits for
 * it (suspends; the page's own catalog is normally here already: app.ts), so the form is never
 * painted in another language first; a later change of language keeps the language shown until
 * the new catalog arrives, so the form does not repaint in between. A catalog that cannot be
 * loaded leaves the messages' ids, which are the English text.
 */
export function useShownLanguage(wanted: WidgetLanguage): WidgetLanguage {
  const [, catalogArrived] = useReducer((count: number) => count + 1, 0);
  const ready = loadedCatalog(wanted) !== undefined;
  const shown = useRef<WidgetLanguage>(undefined);
  if (!ready && shown.current === undefined) use(catalogSettled(wanted));
  if (ready || shown.current === undefined) shown.current = wanted;
  useEffect(() => {
    // A failed download leaves the language shown as it is; the next change tries again.
    if (!ready) loadCatalog(wanted).then(catalogArrived, () => {});
  }, [wanted, ready]);
  return shown.current;
}
