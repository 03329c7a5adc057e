import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { type InputHTMLAttributes, useMemo } from "react";
import type { BuiltInFieldKind } from "../../src/contract/booking-field.js";
import { bookingInputMax, POSTAL_CODE_MAX } from "../../src/contract/booking-form-formats.js";
import { BUILT_IN_FIELD_LABELS } from "../../src/contract/field-labels.js";
import type { PublicField, PublicModule } from "../../src/contract/module.js";
import { countryChoices, defaultCountry } from "../model/countries.js";
import type { DetailErrorCode, DetailInput } from "../model/details-validation.js";
import { rowInputs } from "../model/details-validation.js";
import { useWidgetStore } from "../store-context.js";
import { Field } from "../ui/field.js";
import { useWidgetServices } from "../widget-services.js";
import { DiscountField } from "./discount-field.js";

/** Built-in rows carry a translation key as name ("field.firstName"): the widget names them by kind. */
export function rowLabel(i18n: I18n, row: Pick<PublicField, "kind" | "name1">): string {
  return row.kind ? i18n._(BUILT_IN_FIELD_LABELS[row.kind]) : row.name1;
}

/** Input type and browser autofill hints by kind (WCAG 1.3.5: purpose of the input identified). */
const INPUT_PROPS: Partial<Record<BuiltInFieldKind, InputHTMLAttributes<HTMLInputElement>>> = {
  firstName: { autoComplete: "given-name" },
  lastName: { autoComplete: "family-name" },
  companyName: { autoComplete: "organization" },
  email: { type: "email", autoComplete: "email", spellCheck: false },
  phone: { type: "tel", autoComplete: "tel" },
  street: { autoComplete: "address-line1" },
  additionalAddress: { autoComplete: "address-line2" },
  postalCode: { autoComplete: "postal-code", maxLength: POSTAL_CODE_MAX },
  city: { autoComplete: "address-level2" },
  country: { autoComplete: "country" },
};

function detailErrorMessage(i18n: I18n, code: DetailErrorCode): string {
  switch (code) {
    case "required":
      return i18n._("This field is required.");
    case "email":
      return i18n._("Enter a valid e-mail address.");
    case "phone":
      return i18n._("Enter a valid phone number.");
    case "postalCode":
      return i18n._("Enter a valid postal code.");
  }
}

/** The owner's booking form: rows in the owner's order, two inputs when a row has two labels. */
export function DetailsStep({ module }: { module: PublicModule }) {
  const { i18n } = useLingui();
  const { language } = useWidgetServices();
  const details = useWidgetStore((state) => state.details);
  const errors = useWidgetStore((state) => state.errors);
  const serverErrors = useWidgetStore((state) => state.serverErrors);
  const edit = useWidgetStore((state) => state.edit);
  // Named and sorted in the customer's language once, not on every keystroke.
  const countries = useMemo(() => countryChoices(language), [language]);
  if (module.fields.length === 0) return null;

  const input = (item: DetailInput) => {
    const code = errors[item.name] as DetailErrorCode | undefined;
    const country = item.kind === "country";
    return (
      <Field
        key={item.name}
        id={item.name}
        label={item.label}
        // Built-in rows are labelled by us; the owner's own rows keep the owner's words.
        labelLang={item.kind === null ? module.defaultLanguage : undefined}
        required={item.required}
        maxLength={bookingInputMax(item.kind)}
        {...(item.kind ? INPUT_PROPS[item.kind] : {})}
        multiline={item.kind === "notes"}
        {...(country ? { choices: countries } : {})}
        value={details[item.name] ?? (country ? defaultCountry(language, module.restrictedCountry) : "")}
        error={(code && detailErrorMessage(i18n, code)) || serverErrors[item.name]}
        onChange={(event) => edit({ details: { ...details, [item.name]: event.currentTarget.value } })}
      />
    );
  };

  return (
    <fieldset className="cb-section">
      <legend className="cb-section-title">{i18n._("Your details")}</legend>
      {module.fields.map((row) =>
        row.kind === "discountCode" ? (
          <DiscountField key={row.id} label={rowLabel(i18n, row)} module={module} />
        ) : (
          <div key={row.id} className="cb-row">
            {rowInputs(row, (item) => rowLabel(i18n, item)).map(input)}
          </div>
        ),
      )}
    </fieldset>
  );
}
