import { useLingui } from "@lingui/react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { isApiError } from "../../../../src/client/index.js";
import {
  type BusinessDetails,
  type BusinessDetailsInput,
  INVOICE_FOOTER_MAX,
  LEGAL_TEXT_MAX,
} from "../../../../src/contract/business-details.js";
import { CheckboxField } from "../../../components/ui/checkbox-field.js";
import { InputField } from "../../../components/ui/input-field.js";
import { notifyError, notifySaved } from "../../../components/ui/notices.js";
import { notify } from "../../../components/ui/notifications-store.js";
import { Panel } from "../../../components/ui/panel.js";
import { TextAreaField } from "../../../components/ui/textarea-field.js";
import { mentionLabel } from "../../../lib/document-mentions.js";
import { type BusinessDetailsApi, businessDetailsApi } from "./business-details-api.js";
import { type BusinessField, businessErrorText } from "./business-details-messages.js";

const inputOf = ({ missing: _missing, ...details }: BusinessDetails): BusinessDetailsInput => details;

/** The server's issues as field → code (the first one of each field). */
function fieldCodes(failure: unknown): Partial<Record<BusinessField, string>> {
  if (!isApiError(failure)) return {};
  const codes: Partial<Record<BusinessField, string>> = {};
  for (const issue of failure.issues) {
    const field = issue.path.replace(/^body\./, "") as BusinessField;
    codes[field] ??= issue.code;
  }
  return codes;
}

/** After the errors render: the first field in error takes the focus. */
function focusFirstInvalid(formId: string) {
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>(`[data-business-form="${formId}"] [aria-invalid="true"]`)?.focus(),
  );
}

/**
 * The operator's legal identity, printed on the proof of booking, receipts and invoices
 * (docs/decisions/0099-documents-frozen-at-issue.md), with its own Save: it is a separate API.
 * Documents can be turned on only once every mandatory mention is there; the panel lists those
 * still missing. `reloadKey` changes when the settings are saved (the phone and the tax rate are
 * mentions too).
 */
export function BusinessDetailsPanel({
  client = businessDetailsApi,
  reloadKey,
}: {
  client?: BusinessDetailsApi;
  reloadKey?: unknown;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const [saved, setSaved] = useState<BusinessDetails>();
  const [values, setValues] = useState<BusinessDetailsInput>();
  const [errors, setErrors] = useState<Partial<Record<BusinessField, string>>>({});
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey asks for a fresh copy.
  useEffect(() => {
    let active = true;
    client.get().then(
      (details) => {
        if (!active) return;
        setSaved(details);
        setValues((current) => current ?? inputOf(details));
      },
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [client, reloadKey]);

  if (!values || !saved) {
    return (
      <Panel title={i18n._("Business details")}>
        {failed ? (
          <p role="alert">{i18n._("The business details could not be loaded.")}</p>
        ) : (
          <p className="muted" aria-busy="true">
            {i18n._("Loading…")}
          </p>
        )}
      </Panel>
    );
  }

  const text = (field: Exclude<BusinessField, "vatExempt" | "documentsEnabled">) => ({
    value: values[field],
    error: businessErrorText(i18n, errors[field]),
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value }),
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving || !values) return;
    setSaving(true);
    try {
      const details = await client.save(values);
      setSaved(details);
      setValues(inputOf(details));
      setErrors({});
      notifySaved(i18n);
    } catch (failure) {
      const codes = fieldCodes(failure);
      setErrors(codes);
      if (isApiError(failure) && failure.status < 500 && Object.keys(codes).length > 0) {
        const missing = isApiError(failure, "DOCUMENT_MENTIONS_MISSING");
        notify({
          kind: "warning",
          title: missing ? i18n._("Mentions missing") : i18n._("Check the form"),
          text: missing
            ? i18n._("Documents can be turned on once every mandatory mention is filled.")
            : i18n._("Some values need your attention."),
        });
        // Mentions kept elsewhere (phone, tax rate) have no field here: the list above names them.
        focusFirstInvalid(id);
      } else notifyError(i18n);
    } finally {
      setSaving(false);
    }
  }

  const missing = saved.missing;
  return (
    <Panel title={i18n._("Business details")}>
      <form className="panel-form" data-business-form={id} noValidate onSubmit={(event) => void save(event)}>
        <p className="muted">
          {i18n._(
            "Your legal identity, printed on the proof of booking, the receipts and the invoices (French rules).",
          )}
        </p>
        {missing.length > 0 ? (
          <div className="inline-warning" id={`${id}-missing`}>
            <p>{i18n._("No document can be issued until these mentions are filled:")}</p>
            <ul>
              {missing.map((mention) => (
                <li key={mention}>{mentionLabel(i18n, mention)}</li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="muted">{i18n._("Every mandatory mention is filled.")}</p>
        )}
        <InputField
          label={i18n._("Legal name")}
          maxLength={LEGAL_TEXT_MAX}
          autoComplete="organization"
          {...text("legalName")}
        />
        <InputField
          label={i18n._("Legal form")}
          maxLength={LEGAL_TEXT_MAX}
          hint={i18n._("For example SAS, SARL, EI.")}
          {...text("legalForm")}
        />
        <TextAreaField
          label={i18n._("Registered address")}
          rows={2}
          maxLength={LEGAL_TEXT_MAX}
          {...text("legalAddress")}
        />
        <InputField
          label={i18n._("SIREN or SIRET")}
          maxLength={40}
          inputMode="numeric"
          hint={i18n._("9 or 14 digits; spaces are removed.")}
          {...text("siret")}
        />
        <InputField
          label={i18n._("VTC register number")}
          maxLength={40}
          hint={i18n._("EVTC followed by 9 digits; leave empty if you do not run VTC cars.")}
          {...text("vtcRegisterNumber")}
        />
        <InputField label={i18n._("VAT number")} maxLength={40} {...text("vatNumber")} />
        <CheckboxField
          label={i18n._("Not subject to VAT (art. 293 B of the French tax code)")}
          checked={values.vatExempt}
          onChange={(event) => setValues({ ...values, vatExempt: event.target.checked })}
        />
        <TextAreaField
          label={i18n._("Invoice footer")}
          rows={3}
          maxLength={INVOICE_FOOTER_MAX}
          hint={i18n._("Payment terms, bank details… printed at the bottom of invoices.")}
          {...text("invoiceFooter")}
        />
        <CheckboxField
          label={i18n._("Issue documents: proof of booking, receipts and invoices")}
          checked={values.documentsEnabled}
          hint={missing.length > 0 ? i18n._("Possible once every mention above is filled.") : undefined}
          error={businessErrorText(i18n, errors.documentsEnabled)}
          onChange={(event) => setValues({ ...values, documentsEnabled: event.target.checked })}
        />
        <div className="form-footer">
          <button type="submit" className="button-primary" aria-disabled={saving} aria-busy={saving}>
            {saving ? i18n._("Saving…") : i18n._("Save the business details")}
          </button>
        </div>
      </form>
    </Panel>
  );
}
