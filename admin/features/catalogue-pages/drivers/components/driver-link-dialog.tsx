import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import type { Driver, DriverLink } from "../../../../../src/contract/driver.js";
import { Dialog, DialogActions } from "../../../../components/ui/dialog.js";
import { notifyError } from "../../../../components/ui/notices.js";
import { SecretAddress } from "../../../../components/ui/secret-address.js";
import type { DriversApi } from "../api.js";

/**
 * A driver's private page address: copy it to send it to the driver, or make a new one when it
 * leaked (after a confirmation: the old one stops at once).
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

  return (
    <Dialog open title={i18n._("Page of {name}", { name: driver.name })} onClose={onClose}>
      <p>
        {i18n._(
          "Send this address to the driver only: it opens their rides of today and ahead on their phone, without an app or a password. Anyone who has it sees those rides.",
        )}
      </p>
      {link ? (
        <SecretAddress
          label={i18n._("Driver page address")}
          url={link.url}
          testId="driver-link-url"
          regenerate={async () => setLink(await api.regenerateLink(driver.id))}
          confirmTitle={i18n._("Make a new address for this driver?")}
          confirmText={i18n._("The current address stops working at once: send the new one to the driver.")}
        />
      ) : (
        <p role="status">{i18n._("Loading…")}</p>
      )}
      <DialogActions>
        <button type="button" className="button-primary" onClick={onClose}>
          {i18n._("Close")}
        </button>
      </DialogActions>
    </Dialog>
  );
}
