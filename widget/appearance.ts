import type { ModuleAppearance } from "../src/contract/module.js";

/**
 * The module's appearance as CSS custom properties of the host element.
 * They are declared in a `:host` rule inside the shadow root rather than in the element's
 * style attribute: the host page's own rules for `chauffeur-booking { --cb-button-color: … }`
 * then win over ours (outer-context rules beat `:host` rules), as owners expect.
 */
export function hostVariablesCss(appearance: ModuleAppearance): string {
  const button = `#${appearance.buttonColor}`;
  const declarations = {
    "--cb-button-color": button,
    "--cb-button-text-color": readableTextOn(appearance.buttonColor),
    "--cb-icon-color": `#${appearance.iconColor}`,
    "--cb-width": `${appearance.moduleWidth}px`,
    "--cb-height": `${appearance.moduleHeight}px`,
  };
  const body = Object.entries(declarations)
    .map(([name, value]) => `${name}:${value}`)
    .join(";");
  return `:host{${body}}`;
}

/**
 * White or near-black text for a button of this colour. The button label is large bold text
 * (WCAG large text needs 3:1), so white stays on the owners' usual mid-blues such as 007BFF
 * (3.98:1) and only light colours get dark text.
 */
export function readableTextOn(hex: string): string {
  return contrastRatio(relativeLuminance(hex), 1) >= 3 ? "#ffffff" : "#111827";
}

function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

function contrastRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
