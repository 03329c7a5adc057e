import { useLingui } from "@lingui/react";
import { useCallback, useEffect, useState } from "react";
import type { ActiveSession } from "../../../../src/contract/auth.js";
import { notifyError } from "../../../components/ui/notices.js";
import type { AccountApi } from "../api.js";

export type SessionsApi = Pick<AccountApi, "listSessions" | "revokeSession" | "signOutEverywhere">;

/**
 * The account's signed-in devices, each with a sign-out button, and "sign out everywhere" for a
 * lost or shared device: a stolen token stops working as soon as its session is revoked.
 */
export function SessionsSection({ client }: { client: SessionsApi }) {
  const { i18n } = useLingui();
  const [sessions, setSessions] = useState<ActiveSession[] | undefined>();
  const [failed, setFailed] = useState(false);

  const { listSessions } = client;
  // Keyed on the function, not the client object a parent may rebuild on every render.
  const load = useCallback(async () => {
    try {
      setSessions(await listSessions());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [listSessions]);

  useEffect(() => {
    void load();
  }, [load]);

  async function revoke(id: string) {
    try {
      await client.revokeSession(id);
    } catch {
      notifyError(i18n);
    }
    await load();
  }

  async function everywhere() {
    try {
      await client.signOutEverywhere();
    } catch {
      notifyError(i18n);
    }
  }

  const when = (iso: string) => i18n.date(new Date(iso), { dateStyle: "medium", timeStyle: "short" });

  return (
    <section aria-labelledby="account-sessions">
      <h3 id="account-sessions">{i18n._("Signed-in devices")}</h3>
      {failed ? <p>{i18n._("The signed-in devices could not be loaded.")}</p> : null}
      <ul className="session-list">
        {(sessions ?? []).map((session) => (
          <li key={session.id}>
            <span>{session.device || i18n._("Unknown device")}</span>{" "}
            <span>
              {session.current
                ? i18n._("This device")
                : i18n._("Last seen {date}", { date: when(session.lastSeenAt) })}
            </span>{" "}
            {session.current ? null : (
              <button type="button" className="button-secondary" onClick={() => void revoke(session.id)}>
                {i18n._("Sign out this device")}
              </button>
            )}
          </li>
        ))}
      </ul>
      <button type="button" className="button-secondary" onClick={() => void everywhere()}>
        {i18n._("Sign out everywhere")}
      </button>
    </section>
  );
}
