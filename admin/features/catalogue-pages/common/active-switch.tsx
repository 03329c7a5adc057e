import { useLingui } from "@lingui/react";
import { useState } from "react";

interface ActiveSwitchProps {
  name: string;
  active: boolean;
  onChange(active: boolean): Promise<void>;
}

/** Enable/disable one item (docs/product.md#the-catalogue); a switch whose state screen readers announce. */
export function ActiveSwitch({ name, active, onChange }: ActiveSwitchProps) {
  const { i18n } = useLingui();
  const [pending, setPending] = useState(false);
  return (
    <span className="switch">
      <input
        type="checkbox"
        role="switch"
        checked={active}
        aria-checked={active}
        disabled={pending}
        aria-label={i18n._("Enabled: {name}", { name })}
        onChange={async (event) => {
          setPending(true);
          try {
            await onChange(event.target.checked);
          } finally {
            setPending(false);
          }
        }}
      />
      <span aria-hidden="true" className={active ? "status-on" : "status-off"}>
        {active ? i18n._("Enabled") : i18n._("Disabled")}
      </span>
    </span>
  );
}
