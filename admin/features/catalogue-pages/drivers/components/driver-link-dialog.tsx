import { useLingui } from "@lingui/react";
import { useEffect, useRef, useState } from "react";
import type { Driver, DriverLink } from "../../../../../src/contract/driver.js";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog.js";
import { Dialog, DialogActions } from "../../../../components/ui/dialog.js";
import { InputField } from "../../../../components/ui/input-field.js";
import { notifyError } from "../../../../components/ui/notices.js";
import { copyText } from "../../../../lib/copy-text.js";
import type { DriversApi } from "../api.js";

/**
 * A driver's private page address: copy it to send it to the driver, or make a new one when it
 * leaked (after a confirmation: the old one stops at once). Outcomes are said in a live region.
 */
export function DriverLinkDialog({
  driver,
  api,
  onClose,
}: {
  driver: Driver;
  api: Pick<DriversApi, "link" | "regenerateLink">;
  onClose(): void;
}) {
  const { i18n } = useLingui();
  const [link, setLink] = useState<DriverLink>();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState("");
  const urlRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let active = true;
    api.link(driver.id).then(
      (loaded) => active && setLink(loaded),
      () => {
        if (!active) return;
        notifyError(i18n);
        onClose();
      },
    );
    return () => {
      active = false;
    };
  }, [api, driver.id, i18n, onClose]);

  async function copy() {
    if (!link) return;
    const result = await copyText(link.url, urlRef.current);
    setStatus(
      result === "copied"
        ? i18n._("Address copied.")
        : i18n._("The browser refused to copy: the address is selected, press Ctrl+C."),
    );
  }

  async function regenerate() {
    setPending(true);
    try {
      setLink(await api.regenerateLink(driver.id));
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
    <Dialog open title={i18n._("Page of {name}", { name: driver.name })} onClose={onClose}>
      <p>
        {i18n._(
          "Send this address to the driver only: it opens their rides of today and ahead on their phone, without an app or a password. Anyone who has it sees those rides.",
        )}
      </p>
      {link ? (
        <>
          <InputField
            ref={urlRef}
            label={i18n._("Driver page address")}
            value={link.url}
            readOnly
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
            data-testid="driver-link-url"
          />
          <div className="button-row">
            <button type="button" className="button-secondary" onClick={() => void copy()}>
              {i18n._("Copy the address")}
            </button>{" "}
            <button type="button" className="button-secondary" onClick={() => setConfirming(true)}>
              {i18n._("Make a new address")}
            </button>
          </div>
        </>
      ) : (
        <p role="status">{i18n._("Loading…")}</p>
      )}
      <p role="status">{status}</p>
      <DialogActions>
        <button type="button" className="button-primary" onClick={onClose}>
          {i18n._("Close")}
        </button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title={i18n._("Make a new address for this driver?")}
        confirmLabel={i18n._("Make a new address")}
        onConfirm={() => void regenerate()}
        onCancel={() => setConfirming(false)}
        pending={pending}
        danger
      >
        {i18n._("The current address stops working at once: send the new one to the driver.")}
      </ConfirmDialog>
    </Dialog>
  );
}
