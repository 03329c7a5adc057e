// Helpers for the catalogue pages' component tests (happy-dom): the admin's i18n and notices.
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { Notifications } from "../../../admin/components/ui/notifications.js";
import { noticesStore } from "../../../admin/components/ui/notifications-store.js";
import { messages as en } from "../../../locales/en/admin.js";
import { messages as es } from "../../../locales/es/admin.js";
import { messages as fr } from "../../../locales/fr/admin.js";
import { ApiError } from "../../../src/client/index.js";

export function renderWithI18n(ui: ReactNode, locale: "en" | "fr" | "es" = "en") {
  noticesStore.setState({ notices: [] });
  const i18n = setupI18n({ locale, messages: { en, fr, es } });
  return render(
    <I18nProvider i18n={i18n}>
      {ui}
      <Notifications />
    </I18nProvider>,
  );
}

/** Every notice on screen as "Title: text". */
export function notices(): string[] {
  return noticesStore.getState().notices.map((notice) => `${notice.kind} ${notice.title}: ${notice.text}`);
}

/** Lets pending promises (API answers) settle and React re-render. */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
}

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
