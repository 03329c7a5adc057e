import { useLingui } from "@lingui/react";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import {
  API_KEY_SCOPES,
  type ApiKeyScope,
  type ApiKeySummary,
  type CreatedApiKey,
} from "../../../../src/contract/api-keys.js";
import { CheckboxField } from "../../../components/ui/checkbox-field.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { InputField } from "../../../components/ui/input-field.js";
import { notifyError } from "../../../components/ui/notices.js";
import { copyText } from "../../../lib/copy-text.js";
import type { AccountApi } from "../api.js";

export type ApiKeysApi = Pick<AccountApi, "listApiKeys" | "createApiKey" | "revokeApiKey">;

/**
 * The owner's API keys for their other tools: the list (name, scopes, visible start, created,
 * last used), a form to make one (name, scopes) that shows the new key once with a copy button,
 * and revoking after a confirmation (the key stops working at once).
 */
export function ApiKeysSection({ client }: { client: ApiKeysApi }) {
  const { i18n } = useLingui();
  const [keys, setKeys] = useState<ApiKeySummary[] | undefined>();
  const [failed, setFailed] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | undefined>();
  const [revoking, setRevoking] = useState<ApiKeySummary | undefined>();
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState("");

  const { listApiKeys } = client;
  const load = useCallback(async () => {
    try {
      setKeys(await listApiKeys());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [listApiKeys]);

  useEffect(() => {
    void load();
  }, [load]);

  async function revoke(key: ApiKeySummary) {
    setPending(true);
    try {
      await client.revokeApiKey(key.id);
      setStatus(i18n._("Key “{name}” revoked: it no longer works.", { name: key.name }));
    } catch {
      notifyError(i18n);
    } finally {
      setPending(false);
      setRevoking(undefined);
    }
    await load();
  }

  const when = (iso: string) => i18n.date(new Date(iso), { dateStyle: "medium", timeStyle: "short" });

  return (
    <section aria-labelledby="account-api-keys">
      <h3 id="account-api-keys">{i18n._("API keys")}</h3>
      <p>
        {i18n._(
          "A key lets another tool (accounting, a CRM, an automation) use the admin API in your name, only for what you tick.",
        )}
      </p>
      {failed ? <p role="alert">{i18n._("The API keys could not be loaded.")}</p> : null}
      {keys && keys.length === 0 ? <p>{i18n._("No API key yet.")}</p> : null}
      <ul className="session-list" data-testid="api-key-list">
        {(keys ?? []).map((key) => (
          <li key={key.id}>
            <strong>{key.name}</strong> <code>{key.prefix}…</code>{" "}
            <span>{key.scopes.map((scope) => scopeLabel(i18n, scope)).join(", ")}</span>{" "}
            <span>{i18n._("Created {date}", { date: when(key.createdAt) })}</span>{" "}
            <span>
              {key.lastUsedAt
                ? i18n._("Last used {date}", { date: when(key.lastUsedAt) })
                : i18n._("Never used")}
            </span>{" "}
            <button type="button" className="button-secondary" onClick={() => setRevoking(key)}>
              {i18n._("Revoke “{name}”", { name: key.name })}
            </button>
          </li>
        ))}
      </ul>
      {created ? (
        <NewKey created={created} onDone={() => setCreated(undefined)} />
      ) : (
        <CreateKeyForm
          create={async (request) => {
            const made = await client.createApiKey(request);
            setCreated(made);
            await load();
          }}
        />
      )}
      <p role="status">{status}</p>
      <ConfirmDialog
        open={revoking !== undefined}
        title={i18n._("Revoke this API key?")}
        confirmLabel={i18n._("Revoke")}
        onConfirm={() => revoking && void revoke(revoking)}
        onCancel={() => setRevoking(undefined)}
        pending={pending}
        danger
      >
        {i18n._("The tools using “{name}” stop working at once. This cannot be undone.", {
          name: revoking?.name ?? "",
        })}
      </ConfirmDialog>
    </section>
  );
}

type Translator = ReturnType<typeof useLingui>["i18n"];

function scopeLabel(i18n: Translator, scope: ApiKeyScope): string {
  switch (scope) {
    case "bookings:read":
      return i18n._("Read bookings");
    case "bookings:write":
      return i18n._("Write bookings");
    case "catalogue:read":
      return i18n._("Read the catalogue");
  }
}

/** Name and scopes of a new key; at least one scope. */
function CreateKeyForm({
  create,
}: {
  create(request: { name: string; scopes: ApiKeyScope[] }): Promise<void>;
}) {
  const { i18n } = useLingui();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [error, setError] = useState<{ name?: string; scopes?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = {
      ...(name.trim() ? {} : { name: i18n._("Give the key a name.") }),
      ...(scopes.length > 0 ? {} : { scopes: i18n._("Tick at least one permission.") }),
    };
    setError(problems);
    if (problems.name || problems.scopes) return;
    setBusy(true);
    try {
      await create({ name: name.trim(), scopes });
      setName("");
      setScopes([]);
    } catch {
      notifyError(i18n);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="api-key-create">
      <h4 id="api-key-create">{i18n._("New API key")}</h4>
      <InputField
        label={i18n._("Key name")}
        hint={i18n._("The tool that will use it, e.g. “Accounting”.")}
        value={name}
        maxLength={80}
        onChange={(event) => setName(event.currentTarget.value)}
        error={error.name}
      />
      <fieldset aria-describedby={error.scopes ? "api-key-scopes-error" : undefined}>
        <legend>{i18n._("Permissions")}</legend>
        {API_KEY_SCOPES.map((scope) => (
          <CheckboxField
            key={scope}
            label={scopeLabel(i18n, scope)}
            checked={scopes.includes(scope)}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setScopes((current) =>
                checked ? [...current, scope] : current.filter((other) => other !== scope),
              );
            }}
          />
        ))}
        {error.scopes ? (
          <p id="api-key-scopes-error" className="field-error" role="alert">
            {error.scopes}
          </p>
        ) : null}
      </fieldset>
      <button type="submit" className="button-primary" aria-busy={busy} aria-disabled={busy}>
        {i18n._("Create the key")}
      </button>
    </form>
  );
}

/** The new key, shown this once: copy it now. */
function NewKey({ created, onDone }: { created: CreatedApiKey; onDone(): void }) {
  const { i18n } = useLingui();
  const [status, setStatus] = useState("");
  const keyRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    keyRef.current?.focus();
  }, []);

  async function copy() {
    const result = await copyText(created.key, keyRef.current);
    setStatus(
      result === "copied"
        ? i18n._("Key copied.")
        : i18n._("The browser refused to copy: the key is selected, press Ctrl+C."),
    );
  }

  return (
    <div className="panel" data-testid="api-key-created">
      <p>
        <strong>{i18n._("Copy this key now: you won’t see it again.")}</strong>{" "}
        {i18n._("Keep it as secret as a password; revoke it if it leaks.")}
      </p>
      <InputField
        ref={keyRef}
        label={i18n._("Key “{name}”", { name: created.name })}
        value={created.key}
        readOnly
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
        data-testid="api-key-value"
      />
      <div className="button-row">
        <button type="button" className="button-secondary" onClick={() => void copy()}>
          {i18n._("Copy the key")}
        </button>{" "}
        <button type="button" className="button-primary" onClick={onDone}>
          {i18n._("I have copied it")}
        </button>
      </div>
      <p role="status">{status}</p>
    </div>
  );
}
