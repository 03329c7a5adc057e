import { useLingui } from "@lingui/react";
import type { WebhookDelivery } from "../../../../src/contract/webhooks.js";

/** An endpoint's latest deliveries: what was sent, how it went, and a resend button each. */
export function DeliveriesTable({
  deliveries,
  onResend,
}: {
  deliveries: WebhookDelivery[];
  onResend(delivery: WebhookDelivery): void;
}) {
  const { i18n } = useLingui();
  if (deliveries.length === 0) return <p className="muted">{i18n._("Nothing sent yet.")}</p>;
  const status = {
    PENDING: i18n._("Pending"),
    DELIVERED: i18n._("Delivered"),
    FAILED: i18n._("Failed"),
  } as const;
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">{i18n._("Latest deliveries")}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._("Event")}</th>
            <th scope="col">{i18n._("Status")}</th>
            <th scope="col">{i18n._("Attempts")}</th>
            <th scope="col">{i18n._("Response")}</th>
            <th scope="col">{i18n._("Duration")}</th>
            <th scope="col">{i18n._("Error")}</th>
            <th scope="col">
              <span className="visually-hidden">{i18n._("Actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <tr key={delivery.id}>
              <td>
                <code>{delivery.eventType}</code>
                <br />
                <small className="muted">{new Date(delivery.createdAt).toLocaleString(i18n.locale)}</small>
              </td>
              <td>{status[delivery.status]}</td>
              <td>{delivery.attempts}</td>
              <td>{delivery.responseStatus ?? "—"}</td>
              <td>{delivery.durationMs === null ? "—" : `${delivery.durationMs} ms`}</td>
              <td>{delivery.error ?? ""}</td>
              <td>
                <button type="button" className="button-secondary" onClick={() => onResend(delivery)}>
                  {i18n._("Resend")}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
