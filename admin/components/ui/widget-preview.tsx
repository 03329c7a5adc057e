import { useLingui } from "@lingui/react";
import { type CSSProperties, type DetailedHTMLProps, type HTMLAttributes, useEffect, useState } from "react";
import { previewHeightVariables } from "../../lib/module-height.js";

/** Where our server serves the embeddable script (same origin as the admin: allowed by its CSP). */
export const WIDGET_SCRIPT_PATH = "/widget/chauffeur-booking.js";
const ELEMENT_NAME = "chauffeur-booking";

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "chauffeur-booking": DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        module: string;
        lang?: string;
      };
    }
  }
}

/** Loads the widget script once per page; resolves when <chauffeur-booking> is defined. */
let loading: Promise<void> | undefined;
function loadWidgetScript(): Promise<void> {
  if (customElements.get(ELEMENT_NAME)) return Promise.resolve();
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = WIDGET_SCRIPT_PATH;
      script.async = true;
      script.onerror = () => {
        loading = undefined;
        script.remove();
        reject(new Error("The widget script could not be loaded"));
      };
      document.head.append(script);
      customElements.whenDefined(ELEMENT_NAME).then(() => resolve(), reject);
    });
  }
  return loading;
}

/** Colours and size not saved yet: shown at once through the widget's CSS custom properties. */
export interface PreviewAppearance {
  moduleWidth: number;
  /** 0: automatic (as tall as its content); NaN while the typed height is not a number. */
  moduleHeight: number;
  /** Six hexadecimal digits without '#'. */
  iconColor: string;
  buttonColor: string;
}

const HEX = /^[0-9A-Fa-f]{6}$/;

/**
 * The element's inline custom properties. They win over the `:host` rule the widget writes from
 * the saved settings (README "CSS custom properties"), so unsaved values show immediately.
 */
function appearanceStyle(appearance: PreviewAppearance | undefined): CSSProperties | undefined {
  if (!appearance) return undefined;
  const style: Record<string, string> = {};
  if (HEX.test(appearance.buttonColor)) {
    style["--cb-button-color"] = `#${appearance.buttonColor}`;
    style["--cb-button-text-color"] = readableTextOn(appearance.buttonColor);
  }
  if (HEX.test(appearance.iconColor)) style["--cb-icon-color"] = `#${appearance.iconColor}`;
  if (Number.isInteger(appearance.moduleWidth) && appearance.moduleWidth > 0) {
    style["--cb-width"] = `${appearance.moduleWidth}px`;
  }
  Object.assign(style, previewHeightVariables(appearance.moduleHeight));
  return style as CSSProperties;
}

/**
 * White or near-black button text, by the same rule as the widget (widget/appearance.ts: WCAG
 * large text, 3:1). Repeated here because the admin bundle does not compile widget sources.
 */
export function readableTextOn(hex: string): string {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return (1 + 0.05) / (luminance + 0.05) >= 3 ? "#ffffff" : "#111827";
}

export interface WidgetPreviewProps {
  moduleId: string;
  /** The accessible name of the preview region. */
  label: string;
  appearance?: PreviewAppearance;
  /** Change it to load the module again (after a save that the custom properties cannot show). */
  reloadKey?: number;
  className?: string;
  style?: CSSProperties;
}

/**
 * The real widget, as customers get it: our script and a <chauffeur-booking> element (no
 * iframe), in the owner's language, with unsaved colours and size applied on top.
 */
export function WidgetPreview({
  moduleId,
  label,
  appearance,
  reloadKey = 0,
  className,
  style,
}: WidgetPreviewProps) {
  const { i18n } = useLingui();
  const [state, setState] = useState<"loading" | "ready" | "failed">(() =>
    typeof customElements !== "undefined" && customElements.get(ELEMENT_NAME) ? "ready" : "loading",
  );
  useEffect(() => {
    let active = true;
    loadWidgetScript().then(
      () => active && setState("ready"),
      () => active && setState("failed"),
    );
    return () => {
      active = false;
    };
  }, []);

  return (
    <section
      className={["widget-preview", className].filter(Boolean).join(" ")}
      aria-label={label}
      style={style}
      data-testid="widget-preview"
    >
      {state === "loading" ? <p className="widget-preview-status">{i18n._("Loading the preview…")}</p> : null}
      {state === "failed" ? (
        <p className="widget-preview-status" role="alert">
          {i18n._("The preview could not be loaded.")}
        </p>
      ) : null}
      {state === "ready" ? (
        <chauffeur-booking
          key={`${moduleId}-${reloadKey}`}
          module={moduleId}
          lang={i18n.locale}
          style={appearanceStyle(appearance)}
        />
      ) : null}
    </section>
  );
}
