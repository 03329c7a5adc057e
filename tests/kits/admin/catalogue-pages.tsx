// Helpers for the catalogue pages' component tests (happy-dom): server refusals and the open dialog.
import { screen } from "@testing-library/react";
import { ApiError } from "../../../src/client/index.js";

// The same rendering, notices and settling as every admin component test (render-admin.tsx),
// under the names the catalogue pages' tests use.
export {
  flush as settle,
  renderAdmin as renderWithI18n,
  shownNotices as notices,
} from "./render-admin.js";

export const serverError = (code: string, status = 409) => new ApiError(code, status, code);

/** The open dialog (happy-dom has <dialog>; the role is implicit). */
export function openDialog(): HTMLDialogElement {
  const dialog = document.querySelector<HTMLDialogElement>("dialog[open]");
  if (!dialog) throw new Error("no open dialog");
  return dialog;
}

export { screen };

/**
 * happy-dom lays nothing out; dnd-kit's keyboard sensor moves rows by their rectangles. Each
 * table row gets a 40 px high box by its index, so ArrowDown finds the next row.
 */
export function layOutTableRows(): () => void {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const row = this.closest("tr");
    const index = row?.parentElement ? Array.from(row.parentElement.children).indexOf(row) : 0;
    const top = 40 + index * 40;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 800,
      bottom: top + 40,
      width: 800,
      height: 40,
      toJSON() {},
    } as DOMRect;
  };
  return () => {
    Element.prototype.getBoundingClientRect = original;
  };
}
