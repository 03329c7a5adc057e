// The widget's app, loaded as ES modules by the loader (widget/index.ts): defines <chauffeur-booking>.
import { defineBookingElement } from "./element.js";

/** Called by the loader with the API base it read from its own script tag. */
export function start(defaultApiBase: string): void {
  defineBookingElement(defaultApiBase);
}
