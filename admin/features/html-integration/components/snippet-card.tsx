import { useLingui } from "@lingui/react";
import { useRef } from "react";
import type { ModuleConfig } from "../../../../src/contract/settings.js";
import { notify } from "../../../components/ui/notifications-store.js";
import { Panel } from "../../../components/ui/panel.js";
import { TextAreaField } from "../../../components/ui/textarea-field.js";
import { copyText } from "../../../lib/copy-text.js";
import { embedSnippet } from "../snippet.js";

/**
 * The HTML code to paste into a website and the direct link, each with a copy button, and the
 * preview of the booking page (even before it takes bookings).
 */
export function SnippetCard({
  config,
  getPreviewLink,
}: {
  config: ModuleConfig;
  getPreviewLink: () => Promise<{ url: string }>;
}) {
  const { i18n } = useLingui();
  const codeRef = useRef<HTMLTextAreaElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const snippet = embedSnippet(config);

  /**
   * The tab opens on the click itself, so popup blockers let it through; it goes to the preview
   * once the link arrives (a token valid 15 minutes, asked for at each click).
   */
  async function openPreview() {
    const tab = window.open("", "_blank");
    try {
      const { url } = await getPreviewLink();
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.location.assign(url);
    } catch {
      tab?.close();
      notify({
        kind: "error",
        title: i18n._("No preview"),
        text: i18n._("The preview link could not be made. Try again in a moment."),
      });
    }
  }

  async function copy(text: string, fallback: HTMLElement | null) {
    const result = await copyText(text, fallback);
    if (result === "copied") {
      notify({ kind: "success", title: i18n._("Copied"), text: i18n._("Paste it into your page.") });
    } else {
      notify({
        kind: "warning",
        title: i18n._("Copy it yourself"),
        text: i18n._("The browser refused to copy: the text is selected, press Ctrl+C."),
      });
    }
  }

  return (
    <Panel title={i18n._("Your website")}>
      <TextAreaField
        ref={codeRef}
        label={i18n._("HTML code")}
        hint={i18n._("Paste it into your page where the booking form should appear.")}
        className="snippet-field"
        value={snippet}
        readOnly
        rows={3}
        spellCheck={false}
        wrap="off"
        data-testid="embed-snippet"
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="button-row">
        <button type="button" className="button-primary" onClick={() => copy(snippet, codeRef.current)}>
          {i18n._("Copy the code")}
        </button>
      </div>
      <h3 className="subheading">{i18n._("Direct link")}</h3>
      <p className="muted">{i18n._("Your booking form on a page of its own, to share anywhere.")}</p>
      <p className="break-all">
        <a ref={linkRef} href={config.directUrl} target="_blank" rel="noreferrer" data-testid="direct-link">
          {config.directUrl}
        </a>
      </p>
      <div className="button-row">
        <button
          type="button"
          className="button-secondary"
          onClick={() => copy(config.directUrl, linkRef.current)}
        >
          {i18n._("Copy the link")}
        </button>
        <button type="button" className="button-secondary" onClick={openPreview}>
          {i18n._("Preview")}
        </button>
      </div>
    </Panel>
  );
}
