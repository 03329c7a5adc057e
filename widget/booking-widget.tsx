import { I18nProvider } from "@lingui/react";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useStore } from "zustand";
import { hostVariablesCss } from "./appearance.js";
import { dispatchWidgetEvent } from "./events.js";
import { createWidgetI18n, resolveLanguage } from "./i18n.js";
import { storeForContainer } from "./store.js";
import { WidgetStoreContext } from "./store-context.js";
import { injectStyles } from "./style-injection.js";
import { useModuleLoader } from "./use-module-loader.js";
import { WidgetBody } from "./widget-body.js";

export interface BookingWidgetProps {
  /** The module identifier (the element's `module` attribute). */
  module?: string;
  /** fr, en or es (the element's `lang` attribute); anything else is ignored. */
  lang?: string;
  /** Base URL of our server (the element's `api` attribute). */
  api?: string;
  /** Where the API is when there is no `api` attribute: the base the script was loaded from. */
  defaultApiBase?: string;
  /** The shadow root r2wc renders into; absent when the component is rendered directly. */
  container?: HTMLElement;
  /** Replaces the network for the API client (tests). */
  fetch?: typeof fetch;
}

/** The booking widget: one store, one language and one API client per element instance. */
export function BookingWidget(props: BookingWidgetProps) {
  const shadowRoot = asShadowRoot(props.container);
  const [store] = useState(() => storeForContainer(shadowRoot));
  const load = useStore(store, (state) => state.load);
  const language = resolveLanguage(
    props.lang,
    load.phase === "loaded" ? load.module.defaultLanguage : undefined,
  );
  const i18n = useMemo(() => createWidgetI18n(language), [language]);
  const rootRef = useRef<HTMLDivElement>(null);
  const apiBase = props.api || props.defaultApiBase || globalThis.location?.origin || "";

  const retry = useModuleLoader({ store, apiBase, moduleId: props.module, language, fetch: props.fetch });

  // The module's colours and sizes as custom properties of the host (see appearance.ts).
  const appearance = load.phase === "loaded" ? load.module.appearance : undefined;
  useLayoutEffect(() => {
    if (!shadowRoot || !appearance) return;
    const sheet = injectStyles(shadowRoot, hostVariablesCss(appearance));
    return sheet.remove;
  }, [shadowRoot, appearance]);

  // Events leave from the host element, after the screen they announce is on the page.
  useEffect(() => {
    const target = shadowRoot?.host ?? rootRef.current;
    const moduleId = props.module ?? "";
    if (load.phase === "loaded") dispatchWidgetEvent(target, "chauffeur-booking:ready", { moduleId });
    if (load.phase === "failed")
      dispatchWidgetEvent(target, "chauffeur-booking:error", { moduleId, code: load.code });
  }, [load, shadowRoot, props.module]);

  return (
    <I18nProvider i18n={i18n}>
      <WidgetStoreContext.Provider value={store}>
        <div ref={rootRef} className="cb" lang={language} aria-busy={load.phase === "loading"}>
          <WidgetBody onRetry={retry} />
        </div>
      </WidgetStoreContext.Provider>
    </I18nProvider>
  );
}

function asShadowRoot(container: HTMLElement | undefined): ShadowRoot | undefined {
  const node: Node | undefined = container;
  return node && typeof ShadowRoot !== "undefined" && node instanceof ShadowRoot ? node : undefined;
}
