import r2wc from "@r2wc/react-to-web-component";
import { createElement } from "react";
import { widgetApiBase } from "./api-base.js";
import { BookingWidget, type BookingWidgetProps } from "./booking-widget.js";
import { ELEMENT_NAME } from "./early-module-request.js";
import type { PrefillInput } from "./model/prefill.js";
import { prefetchModule } from "./module-prefetch.js";
import { injectStyles } from "./style-injection.js";
import css from "./styles.css";

export { ELEMENT_NAME };

type ElementProps = Pick<
  BookingWidgetProps,
  "module" | "lang" | "api" | "previewToken" | "container" | keyof PrefillInput | "source"
>;

/**
 * The <chauffeur-booking> element class: attributes `module`, `lang`, `api` and `preview-token`
 * (the owner's preview, docs/decisions/0062-booking-page-preview.md) become the widget's props, as
 * do the prefill attributes `pickup`, `dropoff`, `date`, `time`, `passengers`, `vehicle`,
 * `service-type` and the `source` attribute (docs/decisions/0121); React renders into an open
 * shadow root that carries the widget's own styles.
 * `defaultApiBase` is where the API is when the element has no `api` attribute.
 */
export function createBookingElement(defaultApiBase: string): CustomElementConstructor {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per registration, never during a render, so its identity is stable for the element class's lifetime.
  const Bound = (props: ElementProps) => createElement(BookingWidget, { ...props, defaultApiBase });
  // r2wc types its class as a plain HTMLElement; it does have the lifecycle callbacks.
  const Base = r2wc(Bound, {
    shadow: "open",
    props: {
      module: "string",
      lang: "string",
      api: "string",
      previewToken: "string",
      // The host page's prefill and source (docs/integrations.md); r2wc follows their changes.
      pickup: "string",
      dropoff: "string",
      date: "string",
      time: "string",
      passengers: "string",
      vehicle: "string",
      serviceType: "string",
      source: "string",
    },
  }) as unknown as new () => HTMLElement & { connectedCallback(): void };
  return class ChauffeurBookingElement extends Base {
    constructor() {
      super();
      // Before the first render, so the form never shows unstyled.
      if (this.shadowRoot) injectStyles(this.shadowRoot, css);
    }

    /** Whether the element was on a page before: a moved element already has its module. */
    private connectedBefore = false;

    override connectedCallback() {
      // The module request leaves before React renders (see module-prefetch.ts); once, as a moved
      // element keeps the module it loaded (use-module-loader.ts).
      // The preview loads its module through its token (use-module-loader.ts): nothing to prefetch.
      if (!this.connectedBefore && !this.hasAttribute("preview-token")) {
        const api = widgetApiBase(this.getAttribute("api") ?? undefined, defaultApiBase);
        prefetchModule(api, this.getAttribute("module") ?? "", this.getAttribute("lang") ?? undefined);
      }
      this.connectedBefore = true;
      super.connectedCallback();
    }
  };
}

/**
 * Registers the element once. A second copy of the script on the same page (or another version
 * of it) finds the name taken, warns and leaves the first registration alone.
 */
export function defineBookingElement(
  defaultApiBase: string,
  registry: CustomElementRegistry = customElements,
): boolean {
  if (registry.get(ELEMENT_NAME)) {
    console.warn(`<${ELEMENT_NAME}> is already defined: this copy of the widget script does nothing.`);
    return false;
  }
  registry.define(ELEMENT_NAME, createBookingElement(defaultApiBase));
  return true;
}
