import { useLingui } from "@lingui/react";
import { useEffect, useId, useRef, useState } from "react";
import { notifyError } from "../../../components/ui/notices.js";

/** The CSV's file name. */
export const CSV_FILE_NAME = "Bookings.csv";

/** Saves a Blob under a file name through a temporary object URL. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL can go after that.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The Reports menu: exports Bookings.csv with the bookings the filters select.
 * A menu button: Enter, Space or ArrowDown open it on its item; Escape closes it.
 */
export function ReportsMenu({ exportCsv }: { exportCsv(): Promise<Blob> }) {
  const { i18n } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const item = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    item.current?.focus();
    const close = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", close);
    return () => document.removeEventListener("pointerdown", close);
  }, [open]);

  async function download() {
    setOpen(false);
    button.current?.focus();
    setBusy(true);
    try {
      downloadBlob(await exportCsv(), CSV_FILE_NAME);
    } catch {
      notifyError(i18n);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="button-secondary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-busy={busy}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {i18n._("Reports")} ▾
      </button>
      <div
        id={`${id}-menu`}
        role="menu"
        className="menu-list"
        hidden={!open}
        aria-label={i18n._("Reports")}
        onKeyDown={(event) => {
          if (event.key === "Escape" || event.key === "Tab") {
            if (event.key === "Escape") event.preventDefault();
            setOpen(false);
            button.current?.focus();
          }
        }}
      >
        <button
          ref={item}
          type="button"
          role="menuitem"
          className="menu-item"
          onClick={() => void download()}
        >
          {i18n._("Export the bookings (Bookings.csv)")}
        </button>
      </div>
    </div>
  );
}
