import type { ModuleAppearance } from "../src/contract/module.js";

/**
 * The module's appearance as CSS custom properties of the host element.
 * They are declared in a `:host` rule inside the shadow root rather than in the element's
 * style attribute: the host page's own rules for `chauffeur-booking { --cb-button-color: … }`
 * then win over ours (outer-context rules beat `:host` rules), as owners expect.
 *
 * The owner's colour is used as given for the button. Borders and indicators (the selected
 * vehicle card, radio and checkbox marks, the spinner) need 3:1 against what is around them
 * (WCAG 1.4.11), which a light colour such as FFD54F (1.41:1 on white) does not give: they use
 * `--cb-accent-color`, the owner's colour darkened just enough.
 */
export function hostVariablesCss(appearance: ModuleAppearance): string {
  const button = appearance.buttonColor;
  const selected = mix("FFFFFF", button, SELECTED_TINT);
  const declarations = {
    "--cb-button-color": `#${button}`,
    "--cb-button-text-color": readableTextOn(button),
    "--cb-accent-color": contrastingVariant(button, selected, UI_CONTRAST),
    "--cb-selected-background": selected,
    "--cb-icon-color": `#${appearance.iconColor}`,
    "--cb-width": `${appearance.moduleWidth}px`,
    ...heightVariables(appearance.moduleHeight),
  };
  const body = Object.entries(declarations)
    .map(([name, value]) => `${name}:${value}`)
    .join(";");
  return `:host{${body}}`;
}

/**
 * The custom properties of the module's height (docs/decisions/0124-automatic-widget-height.md).
 * 0, automatic: no maximum, the widget is no scroll container, its Book button in the flow, and the
 * host page scrolls. A height: the widget's maximum height (never more than the window, in
 * styles.css), it scrolls inside and keeps its actions (Book, the total) stuck to its bottom.
 * Three properties because CSS cannot derive the overflow or the actions' display from a length;
 * the admin's preview sets the same three (admin/components/ui/widget-preview.tsx).
 */
export function heightVariables(moduleHeight: number): Record<string, string> {
  const fixed = moduleHeight > 0;
  return {
    "--cb-height": fixed ? `${moduleHeight}px` : "none",
    "--cb-overflow-y": fixed ? "auto" : "visible",
    "--cb-actions-display": fixed ? "flex" : "contents",
  };
}

/** WCAG 1.4.11: borders and indicators of UI components against their background. */
export const UI_CONTRAST = 3;
/** WCAG 1.4.3: normal text; large text (the button's 19 px bold label) needs UI_CONTRAST. */
export const TEXT_CONTRAST = 4.5;
/** How much of the owner's colour tints the background of a selected choice. */
const SELECTED_TINT = 0.08;

const WHITE = "#ffffff";
const DARK_TEXT = "#111827";

/**
 * White or near-black text on the owner's colour, whichever reaches `minRatio`, white first;
 * the better of the two when neither does. The default is for the button label, which is large
 * bold text (WCAG: 3:1), so white stays on the owners' usual mid-blues such as 007BFF (3.98:1)
 * and light colours get dark text.
 */
export function readableTextOn(hex: string, minRatio = UI_CONTRAST): string {
  const white = contrastRatio(hex, WHITE);
  const dark = contrastRatio(hex, DARK_TEXT);
  if (white >= minRatio) return WHITE;
  return dark >= minRatio || dark > white ? DARK_TEXT : WHITE;
}

/**
 * `hex` moved towards black (on a light background) or white (on a dark one) in small steps
 * until it has `minRatio` against `background`: as close to the owner's colour as the contrast
 * allows. The colour itself, as "#rrggbb", when it already has enough.
 */
export function contrastingVariant(hex: string, background: string, minRatio: number): string {
  const towards = relativeLuminance(background) > 0.18 ? "000000" : "FFFFFF";
  let variant = mix(hex, towards, 0);
  for (let step = 1; step <= 50 && contrastRatio(variant, background) < minRatio; step++) {
    variant = mix(hex, towards, step / 50);
  }
  return variant;
}

/** `amount` (0 to 1) of `other` mixed into `hex`, channel by channel: "#rrggbb". */
export function mix(hex: string, other: string, amount: number): string {
  const a = channels(hex);
  const b = channels(other);
  return `#${a
    .map((value, index) =>
      Math.round(value + ((b[index] ?? value) - value) * amount)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** The WCAG contrast ratio of two colours ("RRGGBB" or "#RRGGBB"), from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = channels(hex).map((value) => {
    const channel = value / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function channels(hex: string): number[] {
  const digits = hex.replace("#", "");
  return [0, 2, 4].map((offset) => Number.parseInt(digits.slice(offset, offset + 2), 16));
}
