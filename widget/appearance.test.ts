import { describe, expect, it } from "vitest";
import { testModule } from "../tests/kits/widget/fake-api.js";
import {
  contrastingVariant,
  contrastRatio,
  hostVariablesCss,
  mix,
  readableTextOn,
  relativeLuminance,
  TEXT_CONTRAST,
  UI_CONTRAST,
} from "./appearance.js";

describe("colour math", () => {
  it("computes WCAG relative luminance and contrast ratios", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("FFFFFF")).toBeCloseTo(1, 6);
    expect(contrastRatio("000000", "FFFFFF")).toBeCloseTo(21, 6);
    expect(contrastRatio("FFFFFF", "000000")).toBeCloseTo(21, 6);
    expect(contrastRatio("FFD54F", "FFFFFF")).toBeCloseTo(1.41, 2);
    expect(contrastRatio("007BFF", "FFFFFF")).toBeCloseTo(3.98, 2);
  });

  it("mixes two colours channel by channel", () => {
    expect(mix("007BFF", "FFFFFF", 0)).toBe("#007bff");
    expect(mix("007BFF", "#FFFFFF", 1)).toBe("#ffffff");
    expect(mix("000000", "FFFFFF", 0.5)).toBe("#808080");
  });

  // Owner colour → the accent for borders and indicators on white, and the button's label.
  const table = [
    { colour: "FFD54F", accentChanged: true, text: "#111827" },
    { colour: "007BFF", accentChanged: false, text: "#ffffff" },
    { colour: "000000", accentChanged: false, text: "#ffffff" },
    { colour: "FFFFFF", accentChanged: true, text: "#111827" },
    { colour: "80BDFF", accentChanged: true, text: "#111827" },
    { colour: "FFEB3B", accentChanged: true, text: "#111827" },
  ];

  it.each(table)(
    "$colour: an accent with at least 3:1 on white, as close to the colour as that allows",
    ({ colour, accentChanged }) => {
      const accent = contrastingVariant(colour, "FFFFFF", UI_CONTRAST);
      expect(contrastRatio(accent, "FFFFFF")).toBeGreaterThanOrEqual(UI_CONTRAST);
      expect(accent === `#${colour.toLowerCase()}`).toBe(!accentChanged);
      if (accentChanged) {
        // One step (2 %) less dark would not be enough: the variant is not darker than needed.
        const lighter = contrastingVariant(colour, "FFFFFF", UI_CONTRAST - 0.15);
        expect(contrastRatio(lighter, "FFFFFF")).toBeLessThan(UI_CONTRAST + 0.3);
        expect(contrastRatio(accent, "FFFFFF")).toBeLessThan(UI_CONTRAST + 0.3);
      }
    },
  );

  it.each(table)("$colour: the button label is $text, readable on the colour", ({ colour, text }) => {
    expect(readableTextOn(colour)).toBe(text);
    expect(contrastRatio(colour, readableTextOn(colour))).toBeGreaterThanOrEqual(UI_CONTRAST);
  });

  it("gives text on the colour 4.5:1 when asked for normal-size text", () => {
    for (const colour of ["FFD54F", "000000", "FFFFFF", "0B5ED7"]) {
      expect(contrastRatio(colour, readableTextOn(colour, TEXT_CONTRAST))).toBeGreaterThanOrEqual(
        TEXT_CONTRAST,
      );
    }
    // A mid-blue reaches 4.5:1 with neither: the better of the two (dark) is given.
    expect(readableTextOn("007BFF", TEXT_CONTRAST)).toBe("#111827");
  });

  it("lightens instead on a dark background", () => {
    const accent = contrastingVariant("1E3A8A", "111827", UI_CONTRAST);
    expect(contrastRatio(accent, "111827")).toBeGreaterThanOrEqual(UI_CONTRAST);
    expect(relativeLuminance(accent)).toBeGreaterThan(relativeLuminance("1E3A8A"));
  });
});

describe("appearance", () => {
  it("declares the module's colours and sizes on :host, an automatic height by default", () => {
    expect(hostVariablesCss(testModule().appearance)).toBe(
      ":host{--cb-button-color:#007BFF;--cb-button-text-color:#ffffff;--cb-accent-color:#007bff;--cb-selected-background:#ebf4ff;--cb-icon-color:#80BDFF;--cb-width:600px;--cb-height:none;--cb-overflow-y:visible;--cb-actions-display:contents}",
    );
  });

  it("gives a fixed height its scrolling and its actions stuck at the bottom", () => {
    expect(hostVariablesCss({ ...testModule().appearance, moduleHeight: 500 })).toContain(
      "--cb-height:500px;--cb-overflow-y:auto;--cb-actions-display:flex}",
    );
  });

  it("darkens a light owner colour for the selected card and its tinted background", () => {
    const css = hostVariablesCss({ ...testModule().appearance, buttonColor: "FFD54F" });
    const accent = /--cb-accent-color:(#[0-9a-f]{6})/.exec(css)?.[1] ?? "";
    const selected = /--cb-selected-background:(#[0-9a-f]{6})/.exec(css)?.[1] ?? "";
    expect(css).toContain("--cb-button-color:#FFD54F;--cb-button-text-color:#111827");
    expect(contrastRatio(accent, selected)).toBeGreaterThanOrEqual(UI_CONTRAST);
    expect(contrastRatio(accent, "FFFFFF")).toBeGreaterThanOrEqual(UI_CONTRAST);
  });
});
