import { zodResolver } from "@hookform/resolvers/zod";
import { useLingui } from "@lingui/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { attemptKeyFor, isApiError, type PendingAttempt } from "../../../../src/client/index.js";
import { type AdminBooking, manualBookingInput } from "../../../../src/contract/admin-booking.js";
import type { Language } from "../../../../src/contract/common.js";
import type { OwnerEstimateRequest } from "../../../../src/contract/public-booking.js";
import { Dialog, DialogActions, DialogCancelButton } from "../../../components/ui/dialog.js";
import { LeaveGuard } from "../../../components/ui/leave-guard.js";
import { notifySaved } from "../../../components/ui/notices.js";
import { notify } from "../../../components/ui/notifications-store.js";
import type { BookingsApi } from "../api.js";
import { firstFieldInError, tabOfErrors } from "../booking-form-errors.js";
import {
  type BookingFormOutput,
  type BookingFormValues,
  type BookingModule,
  bookingValues,
  CUSTOMER_FIELDS,
  JOURNEY_FIELDS,
  newBookingValues,
  toPayload,
  withoutHidden,
} from "../booking-form-values.js";
import { bookingWarning, notifyBookingFailure } from "../failures.js";
import { CustomerFields } from "./customer-fields.js";
import { JourneyFields } from "./journey-fields.js";
import { Tabs } from "./tabs.js";
import { usePriceSuggestion } from "./use-price-suggestion.js";
import { useRouteLookup } from "./use-route-lookup.js";

type FormTab = "journey" | "customer";

const contractResolver = zodResolver(manualBookingInput);

/**
 * The contract's round-trip rule (a return time) and hire rule (a duration) are refinements, which
 * zod runs only once the rest of the payload is valid; the form says them with the other errors.
 */
const resolver: Resolver<BookingFormValues, unknown, BookingFormOutput> = async (
  values,
  context,
  options,
) => {
  const result = await contractResolver(withoutHidden(values), context, options);
  const errors = { ...result.errors };
  if (values.service !== "HOURLY" && values.route === "ROUND_TRIP" && !values.returnPickUpTime) {
    errors.returnPickUpTime ??= { type: "custom", message: "Return time required" };
  }
  if (values.service === "HOURLY" && !values.hireMinutes) {
    errors.hireMinutes ??= { type: "custom", message: "Hire duration required" };
  }
  return Object.keys(errors).length > Object.keys(result.errors).length ? { values: {}, errors } : result;
};

export type BookingFormApi = Pick<
  BookingsApi,
  "create" | "update" | "customers" | "searchPlaces" | "route" | "estimatePrice"
>;

/** Server codes that concern one field: the field is marked with the warning's text. */
const FIELD_OF_CODE: Partial<Record<string, keyof BookingFormValues>> = {
  RETURN_BEFORE_ARRIVAL: "returnPickUpTime",
  // The server names the time at fault in its issues; without one, the pick-up.
  NONEXISTENT_LOCAL_TIME: "pickUpTime",
  CAPACITY_EXCEEDED: "passengers",
  VEHICLE_FULL: "pickUpTime",
  VEHICLE_NOT_AVAILABLE: "vehicleId",
};

/**
 * New booking, or edit of a booking added by hand: tabs Journey and
 * Customer, the address search, the route and the price filled in as suggestions, the
 * contract's manual booking rules. A refused save shows the tab and the field concerned.
 */
export function BookingFormDialog({
  booking,
  module,
  api,
  onSaved,
  onClose,
}: {
  /** undefined: a new booking. */
  booking?: AdminBooking | undefined;
  module: BookingModule;
  api: BookingFormApi;
  onSaved(booking: AdminBooking): void;
  onClose(): void;
}) {
  const { i18n } = useLingui();
  const [tab, setTab] = useState<FormTab>("journey");
  const [focusAfterTab, setFocusAfterTab] = useState<keyof BookingFormValues>();
  const form = useForm<BookingFormValues, unknown, BookingFormOutput>({
    resolver,
    // The field to focus may sit in the other tab: showErrors opens that tab, then focuses it.
    shouldFocusError: false,
    defaultValues: booking
      ? bookingValues(booking, module.lengthUnit)
      : newBookingValues(module, i18n.locale),
  });
  // An edited booking keeps its price; a new one takes the suggestion until the owner types one.
  const priceTyped = useRef(booking !== undefined);

  const searchPlaces = useCallback(
    (query: string, signal: AbortSignal) =>
      api.searchPlaces(module.id, query, i18n.locale as Language, signal),
    [api, module.id, i18n.locale],
  );
  const route = useCallback(
    (from: { lat: number; lng: number }, to: { lat: number; lng: number }, signal: AbortSignal) =>
      api.route(module.id, from, to, signal),
    [api, module.id],
  );
  const estimate = useCallback(
    (request: OwnerEstimateRequest, signal: AbortSignal) => api.estimatePrice(request, signal),
    [api],
  );
  const routeState = useRouteLookup(form, module, route);
  const suggestion = usePriceSuggestion(form, module, estimate, priceTyped);

  // The field to focus lives in the tab just shown: focus it once that tab is visible.
  useEffect(() => {
    if (!focusAfterTab) return;
    form.setFocus(focusAfterTab);
    setFocusAfterTab(undefined);
  }, [focusAfterTab, form]);

  // The creation whose answer was lost (network error, 5xx), with its Idempotency-Key.
  const pendingCreate = useRef<PendingAttempt | undefined>(undefined);

  const showErrors = (errors: FieldErrors<BookingFormValues>) => {
    const where = tabOfErrors(errors);
    if (!where) return;
    setTab(where);
    setFocusAfterTab(firstFieldInError(errors, where));
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const payload = toPayload(values);
      // A new booking whose answer was lost is sent again with its key: the server books it once.
      if (!booking) pendingCreate.current = attemptKeyFor(payload, pendingCreate.current);
      const saved = booking
        ? await api.update(booking.id, payload)
        : await api.create(payload, pendingCreate.current?.key);
      pendingCreate.current = undefined;
      if (booking) notifySaved(i18n);
      else {
        notify({
          kind: "success",
          title: i18n._("Booking added"),
          text: i18n._("Booking no. {number} was added.", { number: saved.number }),
        });
      }
      onSaved(saved);
    } catch (error) {
      notifyBookingFailure(i18n, error);
      if (!isApiError(error)) return;
      // A refusal booked nothing: the next submit is a new attempt.
      if (error.status > 0 && error.status < 500) pendingCreate.current = undefined;
      const timeAtFault = error.issues
        .map((issue) => issue.path.replace(/^body\./, ""))
        .find((path): path is "pickUpTime" | "returnPickUpTime" =>
          ["pickUpTime", "returnPickUpTime"].includes(path),
        );
      const field =
        error.code === "NONEXISTENT_LOCAL_TIME" && timeAtFault ? timeAtFault : FIELD_OF_CODE[error.code];
      const warning = bookingWarning(i18n, error.code);
      if (field && warning) {
        form.setError(field, { type: "server", message: warning.text });
        showErrors({ [field]: { type: "server" } });
      }
      if (error.code === "VALIDATION_ERROR") {
        const named: FieldErrors<BookingFormValues> = {};
        for (const issue of error.issues) {
          const name = issue.path.replace(/^body\./, "").split(".")[0] ?? "";
          const known = [...JOURNEY_FIELDS, ...CUSTOMER_FIELDS].find((candidate) => candidate === name);
          if (!known) continue;
          form.setError(known, { type: "server", message: i18n._("This value is not valid.") });
          named[known] = { type: "server" };
        }
        showErrors(named);
      }
    }
  }, showErrors);

  const { errors, isSubmitting, isDirty } = form.formState;
  const dirty = isDirty && !isSubmitting;
  const errorTab = (fields: readonly (keyof BookingFormValues)[]) => fields.some((name) => errors[name]);

  return (
    <Dialog
      open
      size="large"
      title={
        booking ? i18n._("Edit booking no. {number}", { number: booking.number }) : i18n._("New booking")
      }
      onClose={onClose}
      dirty={dirty}
    >
      <LeaveGuard dirty={dirty} />
      {/* A second submit while saving does nothing; the button keeps the focus (aria-disabled). */}
      <form
        noValidate
        onSubmit={(event) => (isSubmitting ? event.preventDefault() : submit(event))}
        className="booking-form"
      >
        <Tabs<FormTab>
          label={i18n._("Booking")}
          selected={tab}
          onSelect={setTab}
          flaggedText={i18n._("contains errors")}
          tabs={[
            {
              key: "journey",
              label: i18n._("Journey"),
              flagged: errorTab(JOURNEY_FIELDS),
              content: (
                <JourneyFields
                  form={form}
                  module={module}
                  searchPlaces={searchPlaces}
                  routeState={routeState}
                  suggestion={suggestion}
                  onPriceTyped={() => {
                    priceTyped.current = true;
                  }}
                />
              ),
            },
            {
              key: "customer",
              label: i18n._("Customer"),
              flagged: errorTab(CUSTOMER_FIELDS),
              content: <CustomerFields form={form} searchCustomers={api.customers} />,
            },
          ]}
        />
        <DialogActions>
          <DialogCancelButton />
          <button
            type="submit"
            className="button-primary"
            aria-disabled={isSubmitting}
            aria-busy={isSubmitting}
          >
            {isSubmitting ? i18n._("Saving…") : booking ? i18n._("Save") : i18n._("Add the booking")}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
