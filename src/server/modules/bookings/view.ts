import type { Selectable } from "kysely";
import type { CancellationPolicy } from "../../../contract/cancellation-policy.js";
import type { Language } from "../../../contract/common.js";
import type { PriceLine } from "../../../pricing/index.js";
import type { BookingsTable } from "../../db/tables/bookings.js";
import type { BookingView, PaymentSplit } from "../mail/index.js";
import type { ModuleRow } from "../settings/index.js";

export type BookingRow = Selectable<BookingsTable>;

/** The owner's account as the customer's e-mails need it (the auth module's ownerContact). */
export interface OwnerAccountContact {
  email: string;
  phone: string;
}

/**
 * A stored booking as e-mails and link pages show it, in the given reader's language. With the
 * owner's account, the customer's e-mails show how to reach the company: the phone of the
 * module's settings, else the account's, and the account's e-mail.
 */
export function bookingView(
  row: BookingRow,
  module: ModuleRow,
  language: Language = row.language,
  owner?: OwnerAccountContact,
): BookingView {
  return {
    number: row.number,
    companyName: module.companyName || module.title,
    ownerContact: owner ? { email: owner.email, phone: module.phone || owner.phone } : undefined,
    language,
    timeZone: module.timeZone,
    currency: row.currency,
    lengthUnit: module.lengthUnit,
    startingAddress: row.startingAddress,
    arrivalAddress: row.arrivalAddress,
    hireMinutes: row.serviceType === "HOURLY" ? row.hireMinutes : null,
    stops: row.stops,
    pickUpTime: new Date(row.pickUpTime),
    returnPickUpTime: row.returnPickUpTime ? new Date(row.returnPickUpTime) : null,
    distanceKm: row.distanceKm,
    durationMinutes: row.durationMinutes,
    vehicleName: row.vehicleName,
    passengers: row.passengers,
    baggage: row.baggage,
    options: row.options,
    priceLines: row.priceLines as PriceLine[],
    price: row.price,
    paymentMode: row.paymentMode,
    split: paymentSplit(row),
    customer: {
      firstName: row.customerFirstName,
      lastName: row.customerLastName,
      email: row.customerEmail,
      phone: row.customerPhone,
      companyName: row.customerCompanyName,
    },
    travelNumber: row.travelNumber,
    notes: row.notes,
    extraFields: row.fields,
    cancellationPolicy: cancellationPolicyOf(module),
  };
}

/** The owner's cancellation policy as the module's settings keep it (migration 0031). */
export function cancellationPolicyOf(
  module: Pick<ModuleRow, "cancellationFreeHours" | "cancellationLate" | "cancellationFee">,
): CancellationPolicy {
  return {
    freeHours: module.cancellationFreeHours,
    late: module.cancellationLate,
    fee: module.cancellationFee,
  };
}

/**
 * How a booking is paid, in minor units: its tip, the card's charge and the driver's part.
 * A booking made before deposits and tips (migration 0026) is paid as its mode says.
 */
export function paymentSplit(
  row: Pick<BookingRow, "paymentMode" | "price" | "gratuity" | "onlineAmount" | "driverAmount">,
): PaymentSplit {
  const online = row.paymentMode === "ONLINE";
  return {
    gratuity: row.gratuity,
    online: row.onlineAmount ?? (online ? row.price + row.gratuity : 0),
    driver: row.driverAmount ?? (online ? 0 : row.price),
  };
}

/** The customer of a booking, as the booking form and the admin give it. */
export interface BookingCustomer {
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  phone: string;
  country: string;
  street: string;
  additionalAddress: string;
  city: string;
  postalCode: string;
}

/** The booking columns that hold its customer (bookings keep their own copy: customers change). */
export function customerColumns(customer: BookingCustomer) {
  return {
    customerFirstName: customer.firstName,
    customerLastName: customer.lastName,
    customerCompanyName: customer.companyName,
    customerEmail: customer.email,
    customerPhone: customer.phone,
    customerCountry: customer.country,
    customerStreet: customer.street,
    customerAdditionalAddress: customer.additionalAddress,
    customerCity: customer.city,
    customerPostalCode: customer.postalCode,
  };
}
