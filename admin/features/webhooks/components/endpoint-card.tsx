import { useLingui } from "@lingui/react";
import { useCallback, useEffect, useState } from "react";
import type { WebhookDelivery, WebhookEndpoint } from "../../../../src/contract/webhooks.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { Panel } from "../../../components/ui/panel.js";
import type { WebhooksApi } from "../api.js";
import { DeliveriesTable } from "./deliveries-table.js";
import { EndpointForm } from "./endpoint-form.js";

/** One endpoint: its state, its actions (test, rotate, on/off, edit, delete) and its deliveries. */
export function EndpointCard({
  endpoint,
  client,
  onChanged,
  onDeleted,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  client: WebhooksApi;
  onChanged(): void;
  /** After a deletion: this card goes away with its status line, so the page says it. */
  onDeleted(): void;
  onSecret(secret: string, url: string): void;
}) {
  const { i18n } = useLingui();
  const [deliveries, setDeliveries] = useState<WebhookDelivery[]>();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [message, setMessage] = useState("");

  const loadDeliveries = useCallback(() => {
    client.deliveries(endpoint.id).then(
      (answer) => setDeliveries(answer.deliveries),
      () => setMessage(i18n._("The deliveries could not be loaded.")),
    );
  }, [client, endpoint.id, i18n]);
  useEffect(loadDeliveries, [loadDeliveries]);

  async function act(run: () => Promise<unknown>, done: string) {
    setMessage("");
    try {
      await run();
      setMessage(done);
      loadDeliveries();
      onChanged();
    } catch {
      setMessage(i18n._("That did not work. Try again."));
    }
  }

  const state = endpoint.enabled
    ? i18n._("On")
    : endpoint.disabledReason === "FAILING"
      ? i18n._("Off: turned off after failing for a day")
      : i18n._("Off");
  return (
    <Panel title={endpoint.url}>
      {endpoint.description ? <p>{endpoint.description}</p> : null}
      <p>
        <strong>{state}</strong> · {endpoint.events.join(", ")}
      </p>
      {editing ? (
        <EndpointForm
          initial={{ url: endpoint.url, description: endpoint.description, events: endpoint.events }}
          submitLabel={i18n._("Save")}
          onCancel={() => setEditing(false)}
          onSubmit={async (values) => {
            await client.update(endpoint.id, values);
            setEditing(false);
            onChanged();
          }}
        />
      ) : (
        <div className="button-row">
          <button type="button" className="button-secondary" onClick={() => setEditing(true)}>
            {i18n._("Edit")}
          </button>
          <button
            type="button"
            className="button-secondary"
            onClick={() =>
              act(() => client.update(endpoint.id, { enabled: !endpoint.enabled }), i18n._("Saved."))
            }
          >
            {endpoint.enabled ? i18n._("Turn off") : i18n._("Turn on")}
          </button>
          <button
            type="button"
            className="button-secondary"
            onClick={() =>
              act(() => client.ping(endpoint.id), i18n._("Test event queued: it leaves within seconds."))
            }
          >
            {i18n._("Send a test event")}
          </button>
          <button
            type="button"
            className="button-secondary"
            onClick={() =>
              act(async () => {
                const answer = await client.rotateSecret(endpoint.id);
                onSecret(answer.secret, endpoint.url);
              }, i18n._("New secret made: the former one no longer signs."))
            }
          >
            {i18n._("Rotate the secret")}
          </button>
          <button type="button" className="button-danger" onClick={() => setConfirmDelete(true)}>
            {i18n._("Delete")}
          </button>
        </div>
      )}
      <p role="status">{message}</p>
      <h3>{i18n._("Latest deliveries")}</h3>
      {deliveries ? (
        <DeliveriesTable
          deliveries={deliveries}
          onResend={(delivery) =>
            act(() => client.resend(endpoint.id, delivery.id), i18n._("Queued again with the same event id."))
          }
        />
      ) : null}
      <ConfirmDialog
        open={confirmDelete}
        title={i18n._("Delete this endpoint?")}
        confirmLabel={i18n._("Delete")}
        danger
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          client
            .remove(endpoint.id)
            .then(onDeleted, () => setMessage(i18n._("That did not work. Try again.")));
        }}
      >
        {i18n._("It receives nothing more, and its deliveries are deleted with it.")}
      </ConfirmDialog>
    </Panel>
  );
}
