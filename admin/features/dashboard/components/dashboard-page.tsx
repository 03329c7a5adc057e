import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import { api } from "../../../app/api.js";

/**
 * The bookings overview. Its list, actions and export arrive with the bookings issue; for now it
 * shows the module identifier, which also proves the session (a bad token logs out).
 */
export function DashboardPage() {
  const { i18n } = useLingui();
  const [moduleId, setModuleId] = useState<string>();
  useEffect(() => {
    api
      .getModuleIdentifier()
      .then((result) => setModuleId(result.id))
      .catch(() => undefined);
  }, []);
  return (
    <section>
      <h1>{i18n._("Bookings")}</h1>
      <p>
        {i18n._("Module identifier")}: <code data-testid="module-id">{moduleId ?? "…"}</code>
      </p>
      <p className="muted">{i18n._("The list of your bookings will appear here.")}</p>
    </section>
  );
}
