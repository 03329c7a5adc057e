import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { Customer } from "../../../../src/contract/customer.js";
import { BOOKING_INPUT_MAX } from "../../../../src/contract/public-booking.js";
import { Combobox, type ComboboxOption } from "../../../components/ui/combobox.js";
import { bookingFieldMessage } from "../booking-form-errors.js";
import type { BookingFormValues } from "../booking-form-values.js";

/** Customer suggestions follow the typing quickly: they come from our own server. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 300;
const SUGGESTIONS_MAX = 7;
const NEW_CUSTOMER = "new";

/**
 * First or last name with the owner's existing customers as suggestions:
 * choosing one fills every customer field; "new customer" keeps what was typed.
 */
export function CustomerNameField({
  form,
  name,
  label,
  search,
}: {
  form: UseFormReturn<BookingFormValues>;
  name: "firstName" | "lastName";
  label: string;
  search(query: string): Promise<Customer[]>;
}) {
  const { i18n } = useLingui();
  const [query, setQuery] = useState<string | null>(null);
  const [customers, setCustomers] = useState<Customer[]>([]);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (query === null) return;
    const text = query.trim();
    if (text.length < 2) {
      setCustomers([]);
      setOpen(false);
      return;
    }
    let current = true;
    const timer = setTimeout(async () => {
      try {
        const found = (await search(text)).slice(0, SUGGESTIONS_MAX);
        if (!current) return;
        setCustomers(found);
        setOpen(found.length > 0);
      } catch {
        // Suggestions are a convenience: without them the owner types the customer in full.
        if (current) setCustomers([]);
      }
    }, CUSTOMER_SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, search]);

  function fill(customer: Customer) {
    const set = (field: keyof BookingFormValues, value: string) =>
      form.setValue(field, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    set("firstName", customer.firstName);
    set("lastName", customer.lastName);
    set("company", customer.companyName);
    set("email", customer.email);
    set("phone", customer.phone);
    if (customer.country) set("country", customer.country.toUpperCase());
    set("address", customer.street);
    set("additionalAddress", customer.additionalAddress);
    set("city", customer.city);
    set("postalCode", customer.postalCode);
  }

  const typed = query?.trim() ?? "";
  const options: ComboboxOption[] = [
    ...customers.map((customer) => ({
      id: String(customer.id),
      label: [customer.firstName, customer.lastName].filter(Boolean).join(" ") || customer.email,
      detail: [customer.companyName, customer.email].filter(Boolean).join(" · "),
    })),
    { id: NEW_CUSTOMER, label: i18n._("New customer “{name}”", { name: typed }) },
  ];
  const field = form.register(name);

  return (
    <Combobox
      label={label}
      listLabel={i18n._("Existing customers")}
      maxLength={BOOKING_INPUT_MAX}
      error={bookingFieldMessage(i18n, name, form.formState.errors[name])}
      options={customers.length > 0 ? options : []}
      open={open}
      onOpenChange={setOpen}
      onPick={(option) => {
        const customer = customers.find((candidate) => String(candidate.id) === option.id);
        if (customer) fill(customer);
        setOpen(false);
        setQuery(null);
      }}
      {...field}
      onChange={(event) => {
        void field.onChange(event);
        setQuery(event.target.value);
      }}
    />
  );
}
