import { AUTOMATIC_HEIGHT } from "../../src/contract/module.js";

/** How the widget's height is set (docs/decisions/0124): as tall as its content, or a fixed maximum. */
export type HeightMode = "AUTOMATIC" | "FIXED";

/** The height offered when the owner switches an automatic module to a fixed height. */
export const SUGGESTED_FIXED_HEIGHT = 600;

/** The form's starting mode and typed height for a stored module height (0: automatic). */
export function heightFormValues(moduleHeight: number): { heightMode: HeightMode; height: number } {
  return moduleHeight === AUTOMATIC_HEIGHT
    ? { heightMode: "AUTOMATIC", height: SUGGESTED_FIXED_HEIGHT }
    : { heightMode: "FIXED", height: moduleHeight };
}

/**
 * The module height to send: 0 for automatic; the typed height for a fixed one, where 0 (or
 * less) is no height at all, so NaN, which the contract refuses, rather than a silent automatic.
 */
export function heightPayload(heightMode: HeightMode, typed: number): number {
  if (heightMode === "AUTOMATIC") return AUTOMATIC_HEIGHT;
  return typed >= 1 ? typed : Number.NaN;
}

/**
 * The widget's height custom properties, as the widget writes them (widget/appearance.ts,
 * heightVariables: repeated because the admin bundle does not compile widget sources), for the
 * preview of a height not saved yet. Undefined when the typed height is no height.
 */
export function previewHeightVariables(moduleHeight: number): Record<string, string> | undefined {
  if (!Number.isInteger(moduleHeight) || moduleHeight < 0) return undefined;
  const fixed = moduleHeight > 0;
  return {
    "--cb-height": fixed ? `${moduleHeight}px` : "none",
    "--cb-overflow-y": fixed ? "auto" : "visible",
    "--cb-actions-display": fixed ? "flex" : "contents",
  };
}
