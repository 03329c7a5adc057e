import { useLingui } from "@lingui/react";
import { useState } from "react";
import { type AccountApi, accountApi } from "../api.js";
import { AccountDialog } from "./account-dialog.js";
import type { CalendarFeedApi } from "./calendar-feed-section.js";
import { ContactDialog } from "./contact-dialog.js";
import { ModuleOverviewDialog } from "./module-overview-dialog.js";
import type { SessionsApi } from "./sessions-section.js";

/**
 * The layout's buttons that open a dialog; each keeps its own dialog so the layout only places
 * them. The dialog returns the focus to its button when it closes.
 */
export function ContactButton({ client = accountApi }: { client?: Pick<AccountApi, "sendContactMessage"> }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="sidebar-button" onClick={() => setOpen(true)}>
        {i18n._("Contact us")}
      </button>
      <ContactDialog open={open} onClose={() => setOpen(false)} client={client} />
    </>
  );
}

export function ModuleOverviewButton({
  client = accountApi,
}: {
  client?: Pick<AccountApi, "getModuleConfig">;
}) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="sidebar-button" onClick={() => setOpen(true)}>
        {i18n._("Module overview")}
      </button>
      <ModuleOverviewDialog open={open} onClose={() => setOpen(false)} client={client} />
    </>
  );
}

export function AccountButton({
  client = accountApi,
}: {
  client?: Pick<AccountApi, "updateProfile"> & Partial<SessionsApi> & Partial<CalendarFeedApi>;
}) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button-secondary" onClick={() => setOpen(true)}>
        {i18n._("My account")}
      </button>
      <AccountDialog open={open} onClose={() => setOpen(false)} client={client} />
    </>
  );
}
