import { useLingui } from "@lingui/react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { WebhookEndpoint } from "../../../../src/contract/webhooks.js";
import { LoadState } from "../../../components/ui/load-state.js";
import { Panel } from "../../../components/ui/panel.js";
import { type WebhooksApi, webhooksApi } from "../api.js";
import { EndpointCard } from "./endpoint-card.js";
import { EndpointForm } from "./endpoint-form.js";

/** /admin/webhooks: the owner's endpoints, each with its deliveries (docs/integrations.md#webhooks). */
export function WebhooksPage({ client = webhooksApi }: { client?: WebhooksApi }) {
  const { i18n } = useLingui();
  const [endpoints, setEndpoints] = useState<WebhookEndpoint[]>();
  const [failed, setFailed] = useState(false);
  const [secret, setSecret] = useState<{ secret: string; url: string }>();
  const [status, setStatus] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);

  const load = useCallback(() => {
    setFailed(false);
    client.list().then(
      (answer) => setEndpoints(answer.endpoints),
      () => setFailed(true),
    );
  }, [client]);
  useEffect(load, [load]);

  return (
    <section className="page-stack">
      <h1 ref={heading} tabIndex={-1}>
        {i18n._("Webhooks")}
      </h1>
      <p>
        {i18n._(
          "Your server receives a signed POST for each event you choose. The signature, the payloads and the retries are described in the API documentation.",
        )}
      </p>
      {secret ? (
        <div className="card" role="status">
          <p>
            {i18n._("Signing secret of {url}: copy it now, it will not be shown again.", { url: secret.url })}
          </p>
          <p>
            <code>{secret.secret}</code>
          </p>
          <button type="button" className="button-secondary" onClick={() => setSecret(undefined)}>
            {i18n._("I have copied it")}
          </button>
        </div>
      ) : null}
      <Panel title={i18n._("Add an endpoint")}>
        <EndpointForm
          submitLabel={i18n._("Add the endpoint")}
          onSubmit={async (values) => {
            const answer = await client.create({ ...values, enabled: true });
            setSecret({ secret: answer.secret, url: answer.endpoint.url });
            load();
          }}
        />
      </Panel>
      {endpoints ? (
        endpoints.map((endpoint) => (
          <EndpointCard
            key={endpoint.id}
            endpoint={endpoint}
            client={client}
            onChanged={load}
            onDeleted={() => {
              // The card and its Delete button are gone: the focus goes to the page, not the body.
              setStatus(i18n._("Endpoint deleted."));
              heading.current?.focus();
              load();
            }}
            onSecret={(value, url) => setSecret({ secret: value, url })}
          />
        ))
      ) : (
        <LoadState
          failed={failed}
          failedMessage={i18n._("The endpoints could not be loaded.")}
          onRetry={load}
        />
      )}
      <p role="status">{status}</p>
    </section>
  );
}
