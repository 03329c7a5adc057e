import { useLingui } from "@lingui/react";
import { type ReactNode, useRef, useState } from "react";
import { copyText } from "../../lib/copy-text.js";
import { ConfirmDialog } from "./confirm-dialog.js";
import { InputField } from "./input-field.js";
import { notifyError } from "./notices.js";

/**
 * A secret address (the calendar feed's, a driver's page): shown read-only, a copy button, and
 * "Make a new address" after a confirmation (the old one stops at once). The outcome of copying
 * and regenerating is said in a live region for screen readers.
 */
export function SecretAddress({
  label,
  url,
  testId,
  regenerate,
  confirmTitle,
  confirmText,
  children,
}: {
  label: string;
  url: string;
  testId: string;
  /** Makes the new address; the caller shows it. */
  regenerate(): Promise<void>;
  confirmTitle: string;
  confirmText: string;
  /** More actions after the copy button (a webcal: link). */
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState("");
  const urlRef = useRef<HTMLInputElement>(null);

  async function copy() {
    const result = await copyText(url, urlRef.current);
    setStatus(
      result === "copied"
        ? i18n._("Address copied.")
        : i18n._("The browser refused to copy: the address is selected, press Ctrl+C."),
    );
  }

  async function makeNew() {
    setPending(true);
    try {
      await regenerate();
      setStatus(i18n._("New address made: the previous one no longer works."));
    } catch {
      notifyError(i18n);
    } finally {
      setPending(false);
      setConfirming(false);
      urlRef.current?.focus();
    }
  }

  return (
    <>
      <InputField
        ref={urlRef}
        label={label}
        value={url}
        readOnly
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
        data-testid={testId}
      />
      <div className="button-row">
        <button type="button" className="button-secondary" onClick={() => void copy()}>
          {i18n._("Copy the address")}
        </button>{" "}
        {children}
        <button type="button" className="button-secondary" onClick={() => setConfirming(true)}>
          {i18n._("Make a new address")}
        </button>
      </div>
      <p role="status">{status}</p>
      <ConfirmDialog
        open={confirming}
        title={confirmTitle}
        confirmLabel={i18n._("Make a new address")}
        onConfirm={() => void makeNew()}
        onCancel={() => setConfirming(false)}
        pending={pending}
        danger
      >
        {confirmText}
      </ConfirmDialog>
    </>
  );
}
