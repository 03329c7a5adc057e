import { useLingui } from "@lingui/react";
import { Dialog, DialogActions } from "../../../../components/ui/dialog.js";
import { iconLabel } from "./icon-labels.js";
import { OptionIcon } from "./option-icon.js";

interface IconChooserDialogProps {
  icons: Readonly<Record<string, string>>;
  value: string;
  onChoose(key: string): void;
  onClose(): void;
}

/** The options' icon chooser dialog: every icon of the set, plus "No icon". */
export function IconChooserDialog({ icons, value, onChoose, onClose }: IconChooserDialogProps) {
  const { i18n } = useLingui();
  const choice = (key: string, label: string) => (
    <li key={key || "none"}>
      <button
        type="button"
        className="icon-choice"
        aria-pressed={value === key}
        data-autofocus={value === key ? true : undefined}
        onClick={() => onChoose(key)}
      >
        {key ? <OptionIcon svg={icons[key]} /> : <span className="option-icon" aria-hidden="true" />}
        <span>{label}</span>
      </button>
    </li>
  );
  return (
    <Dialog open title={i18n._("Choose an icon")} onClose={onClose} size="large">
      <ul className="icon-grid">
        {choice("", i18n._("No icon"))}
        {Object.keys(icons).map((key) => choice(key, iconLabel(i18n, key)))}
      </ul>
      <DialogActions>
        <button type="button" className="button-secondary" onClick={onClose}>
          {i18n._("Cancel")}
        </button>
      </DialogActions>
    </Dialog>
  );
}
