import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import type { ManageLinkView } from "../../../../src/contract/manage-link.js";
import { SecretAddress } from "../../../components/ui/secret-address.js";
import type { BookingsApi } from "../api.js";

/**
 * The customer's private page of the booking (their e-mails carry it): copy it to send it again,
 * or make a new one when it reached the wrong person (the old one stops at once).
 */
export function ManageLinkSection({
  bookingId,
  api,
}: {
  bookingId: number;
  api: Pick<BookingsApi, "manageLink" | "regenerateManageLink">;
}) {
  const { i18n } = useLingui();
  const [link, setLink] = useState<ManageLinkView>();
  // The function, not the object around it: the caller may hand a new object on each render.
  const { manageLink } = api;

  useEffect(() => {
    let active = true;
    manageLink(bookingId).then(
      (loaded) => active && setLink(loaded),
      // Without the link the rest of the details still shows; nothing to say here.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [manageLink, bookingId]);

  if (!link) return null;
  return (
    <section aria-labelledby="manage-link-heading">
      <h3 id="manage-link-heading">{i18n._("Customer's manage link")}</h3>
      <p>
        {i18n._(
          "The customer's e-mails carry this address: it shows the booking and lets them cancel it under your policy.",
        )}
      </p>
      <SecretAddress
        label={i18n._("Manage link")}
        url={link.url}
        testId="manage-link-url"
        regenerate={async () => setLink(await api.regenerateManageLink(bookingId))}
        confirmTitle={i18n._("Make a new manage link?")}
        confirmText={i18n._("The current link stops working at once: send the new one to the customer.")}
      />
    </section>
  );
}
