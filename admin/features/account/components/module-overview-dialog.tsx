import { useLingui } from "@lingui/react";
import { useEffect, useRef, useState } from "react";
import type { ModuleConfig } from "../../../../src/contract/settings.js";
import { Dialog } from "../../../components/ui/dialog.js";
import { ModuleSizeWarnings } from "../../../components/ui/module-size-warnings.js";
import { notifyError } from "../../../components/ui/notices.js";
import { WidgetPreview } from "../../../components/ui/widget-preview.js";
import type { AccountApi } from "../api.js";

/** The preview is 700 × 450; on small screens the window minus the dialog's margins. */
export const OVERVIEW_WIDTH = 700;
export const OVERVIEW_HEIGHT = 450;
const HORIZONTAL_CHROME = 80;
const VERTICAL_CHROME = 200;

function fittedSize() {
  return {
    width: Math.max(200, Math.min(OVERVIEW_WIDTH, window.innerWidth - HORIZONTAL_CHROME)),
    height: Math.max(200, Math.min(OVERVIEW_HEIGHT, window.innerHeight - VERTICAL_CHROME)),
  };
}

function useFittedSize(active: boolean) {
  const [size, setSize] = useState(fittedSize);
  useEffect(() => {
    if (!active) return;
    const update = () => setSize(fittedSize());
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, [active]);
  return size;
}

/** Module overview: the live widget as customers see it, with the size warnings. */
export function ModuleOverviewDialog({
  open,
  onClose,
  client,
}: {
  open: boolean;
  onClose(): void;
  client: Pick<AccountApi, "getModuleConfig">;
}) {
  const { i18n } = useLingui();
  const [config, setConfig] = useState<ModuleConfig>();
  const size = useFittedSize(open);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open) return;
    let active = true;
    // Read each time: the owner may have changed the settings since the last opening.
    client.getModuleConfig().then(
      (loaded) => active && setConfig(loaded),
      () => {
        if (!active) return;
        notifyError(i18n);
        close.current();
      },
    );
    return () => {
      active = false;
    };
  }, [open, client, i18n]);

  return (
    <Dialog
      open={open}
      title={i18n._("Module overview")}
      onClose={onClose}
      size="large"
      className="dialog-auto"
    >
      {config ? (
        <>
          <ModuleSizeWarnings
            width={config.moduleWidth}
            height={config.moduleHeight}
            showMap={config.checkboxMap}
          />
          <WidgetPreview
            moduleId={config.identifier}
            label={i18n._("Your booking module")}
            style={{ width: size.width, height: size.height }}
          />
        </>
      ) : (
        <p className="muted" aria-busy="true">
          {i18n._("Loading…")}
        </p>
      )}
    </Dialog>
  );
}
