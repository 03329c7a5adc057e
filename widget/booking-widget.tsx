import { I18nProvider } from "@lingui/react";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useStore } from "zustand";
import { createPublicClient } from "../src/client/index.js";
import { widgetApiBase } from "./api-base.js";
import { hostVariablesCss } from "./appearance.js";
import { loadCatalog } from "./catalogs.js";
import { type ChauffeurBookingEventDetails, dispatchWidgetEvent } from "./events.js";
import {
  createWidgetI18n,
  rememberLanguage,
  resolveLanguage,
  WIDGET_DIRECTION,
  type WidgetLanguage,
} from "./i18n.js";
import { readBookingSource } from "./model/booking-source.js";
import type { PrefillInput } from "./model/prefill.js";
import { prefetchedModule } from "./module-prefetch.js";
import { type ModuleLoad, storeForContainer } from "./store.js";
import { WidgetStoreContext } from "./store-context.js";
import { injectStyles } from "./style-injection.js";
import { useShownLanguage } from "./use-catalog.js";
import { useModuleLoader } from "./use-module-loader.js";
import { usePrefill } from "./use-prefill.js";
import { WidgetBody } from "./widget-body.js";
import { type WidgetServices, WidgetServicesContext } from "./widget-services.js";

/** The loads whose event (ready or error) was dispatched. */
const announcedLoads = new WeakSet<ModuleLoad>();

export interface BookingWidgetProps extends PrefillInput {
  /** The module identifier (the element's `module` attribute). */
  module?: string;
  /** fr, en or es (the element's `lang` attribute); anything else is ignored. */
  lang?: string;
  /**
   * The owner's preview token (the element's `preview-token` attribute, on /booking?id=preview):
   * the module comes through it, a banner says "Preview" and no booking is sent.
   */
  previewToken?: string;
  /** Base URL of our server (the element's `api` attribute). */
  api?: string;
  /** Where the API is when there is no `api` attribute: the base the script was loaded from. */
  defaultApiBase?: string;
  /** The shadow root r2wc renders into; absent when the component is rendered directly. */
  container?: HTMLElement;
  /** Where the booking comes from, kept with it (the element's `source` attribute). */
  source?: string;
  /** Replaces the network for the API client (tests). */
  fetch?: typeof fetch;
  /** Replaces page navigation (tests). */
  navigate?: (url: string) => void;
}

/** The booking widget: one store, one language and one API client per element instance. */
export function BookingWidget(props: BookingWidgetProps) {
  const shadowRoot = asShadowRoot(props.container);
  const apiBase = widgetApiBase(props.api, props.defaultApiBase);
  const preview = Boolean(props.previewToken);
  const [store] = useState(() => {
    const created = storeForContainer(shadowRoot);
    // The module the element prefetched may already be here: then the first paint shows it.
    const ready = preview ? undefined : prefetchedModule(apiBase, props.module ?? "", props.lang);
    if (ready && created.getState().load.phase !== "loaded") created.getState().moduleLoaded(ready);
    return created;
  });
  const load = useStore(store, (state) => state.load);
  // The preview prices with the module its token names, as the document says.
  const moduleId = preview && load.phase === "loaded" ? load.module.id : (props.module ?? "");
  // The customer's pick in the widget's menu wins for this page view.
  const [picked, setPicked] = useState<WidgetLanguage>();
  const language = useShownLanguage(
    picked ?? resolveLanguage(props.lang, load.phase === "loaded" ? load.module.defaultLanguage : undefined),
  );
  const i18n = useMemo(() => createWidgetI18n(language), [language]);
  const rootRef = useRef<HTMLDivElement>(null);

  // Read at request time, so a language change sends the new Accept-Language at once.
  const languageRef = useRef(language);
  languageRef.current = language;
  const client = useMemo(
    () =>
      createPublicClient(apiBase, {
        getLanguage: () => languageRef.current,
        ...(props.fetch ? { fetch: props.fetch } : {}),
      }),
    [apiBase, props.fetch],
  );
  // Read once per element: the page's address and referrer do not change under it.
  const [source] = useState(() =>
    typeof location === "undefined"
      ? undefined
      : readBookingSource({
          search: location.search,
          referrer: document.referrer,
          origin: location.origin,
          source: props.source,
        }),
  );
  usePrefill(store, props);
  const retry = useModuleLoader(store, client, apiBase, props.module, props.lang, props.previewToken);

  const services = useMemo<WidgetServices>(
    () => ({
      client,
      moduleId,
      preview,
      language,
      source,
      navigate: props.navigate ?? ((url) => globalThis.location.assign(url)),
      setLanguage: (next) => {
        rememberLanguage(next);
        // Switched once its catalog is here, so the menu never shows a choice the form does not.
        loadCatalog(next).then(
          () => setPicked(next),
          () => setPicked(next),
        );
      },
      // Events leave from the host element (from the root when rendered without an element).
      emit: (name, detail) =>
        dispatchWidgetEvent(shadowRoot?.host ?? rootRef.current, name, {
          moduleId,
          ...detail,
        } as ChauffeurBookingEventDetails[typeof name]),
    }),
    [client, moduleId, preview, language, source, shadowRoot, props.navigate],
  );

  // The module's colours and sizes as custom properties of the host (see appearance.ts).
  const appearance = load.phase === "loaded" ? load.module.appearance : undefined;
  useLayoutEffect(() => {
    if (!shadowRoot || !appearance) return;
    const sheet = injectStyles(shadowRoot, hostVariablesCss(appearance));
    return sheet.remove;
  }, [shadowRoot, appearance]);

  // After the screen they announce is on the page; once per load, not per language change nor
  // per remount (a moved element keeps its store, and so the same load).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `services` changes with the language.
  useEffect(() => {
    if (announcedLoads.has(load)) return;
    announcedLoads.add(load);
    if (load.phase === "loaded") services.emit("chauffeur-booking:ready", {});
    if (load.phase === "failed") services.emit("chauffeur-booking:error", { code: load.code });
    if (load.phase === "failed" && load.code === "MODULE_NOT_FOUND") warnOwner(apiBase, moduleId);
  }, [load]);

  return (
    <I18nProvider i18n={i18n}>
      <WidgetServicesContext.Provider value={services}>
        <WidgetStoreContext.Provider value={store}>
          <div
            ref={rootRef}
            className="cb"
            lang={language}
            dir={WIDGET_DIRECTION[language]}
            aria-busy={load.phase === "loading"}
          >
            <WidgetBody onRetry={retry} />
          </div>
        </WidgetStoreContext.Provider>
      </WidgetServicesContext.Provider>
    </I18nProvider>
  );
}

/** The modules the console was told about: once per page, however often they are rendered. */
const warnedModules = new Set<string>();

/** The technical side of an unknown module, for the owner or their web designer. */
function warnOwner(apiBase: string, moduleId: string) {
  const key = `${apiBase}\n${moduleId}`;
  if (warnedModules.has(key)) return;
  warnedModules.add(key);
  console.warn(
    moduleId
      ? `<chauffeur-booking>: no module "${moduleId}" at ${apiBase}. If this is your website, check the module identifier (the module attribute) in the embed code.`
      : "<chauffeur-booking>: the element has no module attribute. Copy the embed code from the integration page of the admin.",
  );
}

function asShadowRoot(container: HTMLElement | undefined): ShadowRoot | undefined {
  const node: Node | undefined = container;
  return node && typeof ShadowRoot !== "undefined" && node instanceof ShadowRoot ? node : undefined;
}
