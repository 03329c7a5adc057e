import { useLingui } from "@lingui/react";
import { useMemo } from "react";
import type { FieldError, UseFormReturn } from "react-hook-form";
import { POSTAL_CODE_MAX } from "../../../../src/contract/admin-booking.js";
import type { Customer } from "../../../../src/contract/customer.js";
import { BOOKING_INPUT_MAX } from "../../../../src/contract/public-booking.js";
import { countryOptions } from "../../../components/countries.js";
import { InputField } from "../../../components/ui/input-field.js";
import { SelectField } from "../../../components/ui/select-field.js";
import { bookingFieldMessage } from "../booking-form-errors.js";
import { type BookingFormValues, startingOption } from "../booking-form-values.js";
import { CustomerNameField } from "./customer-name-field.js";

/** The Customer tab of the new/edit dialog. */
export function CustomerFields({
  form,
  searchCustomers,
}: {
  form: UseFormReturn<BookingFormValues>;
  searchCustomers(query: string): Promise<Customer[]>;
}) {
  const { i18n } = useLingui();
  const { errors } = form.formState;
  const message = (name: keyof BookingFormValues) =>
    bookingFieldMessage(i18n, name, errors[name] as FieldError | undefined);
  const countries = useMemo(() => countryOptions(i18n.locale), [i18n.locale]);
  const text = (name: "company" | "phone" | "address" | "additionalAddress" | "city") => ({
    maxLength: BOOKING_INPUT_MAX,
    error: message(name),
    ...form.register(name),
  });

  return (
    <div className="booking-form-grid">
      <CustomerNameField form={form} name="firstName" label={i18n._("First name")} search={searchCustomers} />
      <CustomerNameField form={form} name="lastName" label={i18n._("Last name")} search={searchCustomers} />
      <InputField label={i18n._("Company")} autoComplete="off" {...text("company")} />
      <InputField
        label={i18n._("E-mail")}
        type="email"
        autoComplete="off"
        maxLength={BOOKING_INPUT_MAX}
        error={message("email")}
        {...form.register("email")}
      />
      <InputField label={i18n._("Phone")} type="tel" autoComplete="off" {...text("phone")} />
      <SelectField
        label={i18n._("Country")}
        error={message("country")}
        defaultValue={startingOption(form.formState.defaultValues, "country")}
        {...form.register("country")}
      >
        <option value="">{i18n._("Not given")}</option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      <div className="field-wide">
        <InputField label={i18n._("Address")} autoComplete="off" {...text("address")} />
      </div>
      <div className="field-wide">
        <InputField label={i18n._("Apartment, office")} autoComplete="off" {...text("additionalAddress")} />
      </div>
      <InputField label={i18n._("City")} autoComplete="off" {...text("city")} />
      <InputField
        label={i18n._("Postal code")}
        autoComplete="off"
        maxLength={POSTAL_CODE_MAX}
        error={message("postalCode")}
        {...form.register("postalCode")}
      />
    </div>
  );
}
