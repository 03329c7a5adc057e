import { useLingui } from "@lingui/react";
import { createPortal } from "react-dom";
import { useStore } from "zustand";
import { dialogStack } from "./dialog-stack.js";
import { noticesStore } from "./notifications-store.js";

/**
 * Where notices appear. Two live regions, always in the page so screen readers announce what
 * is added: errors and warnings assertively, successes politely. While a modal dialog is open
 * they live inside it (see dialog-stack.ts), the only part of the page that is not inert.
 */
export function Notifications() {
  const { i18n } = useLingui();
  const notices = useStore(noticesStore, (state) => state.notices);
  const dismiss = useStore(noticesStore, (state) => state.dismiss);
  const host = useStore(dialogStack, (state) => state.hosts.at(-1));
  const render = (kind: "urgent" | "polite") =>
    notices
      .filter((notice) => (notice.kind === "success") === (kind === "polite"))
      .map((notice) => (
        <div key={notice.id} className={`notice notice-${notice.kind}`}>
          <strong>{notice.title}</strong>
          <span>{notice.text}</span>
          <button
            type="button"
            className="notice-close"
            onClick={() => dismiss(notice.id)}
            aria-label={i18n._("Close")}
          >
            ×
          </button>
        </div>
      ));
  const regions = (
    <div className="notices">
      <div role="alert" aria-live="assertive">
        {render("urgent")}
      </div>
      <div role="status" aria-live="polite">
        {render("polite")}
      </div>
    </div>
  );
  return host ? createPortal(regions, host) : regions;
}
