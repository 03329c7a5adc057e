import { Dialog, DialogActions } from "../../../components/ui/dialog.js";
import { useSettingsField } from "./use-settings-field.js";

export type GoogleApiProblem = "disabled" | "warning";

/** The Google Maps APIs the module uses; all must be enabled for the owner's key. */
const GOOGLE_APIS = ["Maps JavaScript API", "Directions API", "Places API", "Places API (New)"];

/**
 * GOOGLE_API_DISABLED lists the APIs to enable with the key; GOOGLE_API_WARNING
 * asks the owner to check the key.
 */
export function GoogleApiDialog({
  problem,
  apiKey,
  onClose,
}: {
  problem: GoogleApiProblem | null;
  apiKey: string;
  onClose(): void;
}) {
  const { i18n } = useSettingsField();
  return (
    <Dialog
      open={problem !== null}
      title={
        problem === "disabled" ? i18n._("Enable the Google Maps APIs") : i18n._("Check your Google Maps key")
      }
      onClose={onClose}
    >
      {problem === "disabled" ? (
        <>
          <p>{i18n._("The maps service is disabled for your key. In your Google Cloud console, enable:")}</p>
          <ul>
            {GOOGLE_APIS.map((name) => (
              <li key={name} lang="en">
                {name}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          {i18n._(
            "Google did not accept this key. Check that it is copied completely, that billing is enabled, and that your website is allowed to use it.",
          )}
        </p>
      )}
      <p>
        {i18n._("Key:")} <code className="break-all">{apiKey}</code>
      </p>
      <DialogActions>
        <button type="button" className="button-primary" onClick={onClose}>
          {i18n._("OK")}
        </button>
      </DialogActions>
    </Dialog>
  );
}
