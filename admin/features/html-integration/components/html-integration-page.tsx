import { useLingui } from "@lingui/react";
import { useCallback, useEffect, useState } from "react";
import type { ModuleConfig } from "../../../../src/contract/settings.js";
import { LoadState } from "../../../components/ui/load-state.js";
import { type IntegrationApi, integrationApi } from "../api.js";
import { IntegrationForm } from "./integration-form.js";
import { SnippetCard } from "./snippet-card.js";

/** /admin/html-integration: the code for the owner's website, the direct link, look and preview. */
export function HtmlIntegrationPage({ client = integrationApi }: { client?: IntegrationApi }) {
  const { i18n } = useLingui();
  const [config, setConfig] = useState<ModuleConfig>();
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    client.getModuleConfig().then(setConfig, () => setFailed(true));
  }, [client]);
  useEffect(load, [load]);

  return (
    <section className="page-stack">
      <h1>{i18n._("HTML integration")}</h1>
      {config ? (
        <>
          <SnippetCard config={config} getPreviewLink={client.getPreviewLink} />
          <IntegrationForm config={config} client={client} onSaved={setConfig} />
        </>
      ) : (
        <LoadState failed={failed} failedMessage={i18n._("The module could not be loaded.")} onRetry={load} />
      )}
    </section>
  );
}
