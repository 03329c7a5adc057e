import type { ColumnType, Generated } from "kysely";
import type { Defaulted, Timestamp } from "./core.js";

/** Bookings and vehicle occupancy (migration 0005). */
export interface BookingTables {
  bookings: BookingsTable;
  vehicleOccupancy: VehicleOccupancyTable;
  bookingLinks: BookingLinksTable;
  bookingManageLinks: BookingManageLinksTable;
  bookingChanges: BookingChangesTable;
}

export type ChangeRefundStatus = "DUE" | "REQUESTED" | "DONE" | "FAILED";

/** A change's extra charged to the card (migration 0041): the webhook settles it (decision 0133). */
export type ChangeChargeStatus = "AWAITING_PAYMENT" | "PAID" | "FAILED";

export type BookingChangeStatus = "APPLIED" | "PENDING" | "ACCEPTED" | "REFUSED" | "WITHDRAWN";

/** A customer's change request and the booking's history of changes (migration 0034). */
export interface BookingChangesTable {
  id: Generated<number>;
  bookingId: number;
  moduleId: string;
  requestedBy: "CUSTOMER" | "OWNER";
  status: BookingChangeStatus;
  /** JSON text on insert: [{ field, from, to }]. */
  changes: ColumnType<{ field: string; from: string; to: string }[], string, string>;
  /** JSON text on insert: the booking's columns the change writes. */
  newValues: ColumnType<Record<string, unknown>, string, string>;
  oldPrice: number;
  newPrice: number;
  refundAmount: ColumnType<number | null, number | null | undefined, number | null>;
  /** Migration 0040: REQUESTED until Stripe's webhook says DONE or FAILED (decision 0128). */
  refundStatus: ColumnType<
    ChangeRefundStatus | null,
    ChangeRefundStatus | null | undefined,
    ChangeRefundStatus | null
  >;
  /** The change's refund at Stripe, recorded once (its events find the change by it). */
  refundId: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0041: the extra charged to the card, minor units, and where its charge stands. */
  chargeAmount: ColumnType<number | null, number | null | undefined, number | null>;
  chargeStatus: ColumnType<
    ChangeChargeStatus | null,
    ChangeChargeStatus | null | undefined,
    ChangeChargeStatus | null
  >;
  /** The off-session PaymentIntent, or the Checkout Session e-mailed to the customer (its page). */
  chargeIntentId: ColumnType<string | null, string | null | undefined, string | null>;
  chargeSessionId: ColumnType<string | null, string | null | undefined, string | null>;
  chargeUrl: ColumnType<string | null, string | null | undefined, string | null>;
  decisionTokenHash: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
  decidedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  decidedBy: ColumnType<
    "CUSTOMER" | "OWNER" | "AUTOMATIC" | null,
    "CUSTOMER" | "OWNER" | "AUTOMATIC" | null | undefined,
    "CUSTOMER" | "OWNER" | "AUTOMATIC" | null
  >;
}

/** The customer's private manage link (migration 0031): the nonce and the token's hash, never the token. */
export interface BookingManageLinksTable {
  bookingId: number;
  nonce: string;
  tokenHash: string;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type BookingLinkPurpose = "confirm" | "cancel";

/** The owner's e-mailed confirm/cancel links (migration 0006); only the token's hash is kept. */
export interface BookingLinksTable {
  id: Generated<number>;
  bookingId: number;
  purpose: BookingLinkPurpose;
  tokenHash: string;
  expiresAt: ColumnType<Date, Date | string, Date | string>;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type BookingStatus = "VALIDATED" | "CONFIRMED" | "CANCELED" | "EXPIRED" | "COMPLETED";
export type PaymentStatus = "PAID" | "FAILED" | "PENDING";
export type PaymentMode = "ONLINE" | "DRIVER";
/** An online payment's refund: asked (DUE → REQUESTED), then confirmed by Stripe's webhook (decision 0117). */
export type RefundStatus = "DUE" | "REQUESTED" | "DONE" | "FAILED";
/** Where the addresses come from (migration 0016): signed by the server, typed by the owner, or older. */
export type PlacesSource = "SIGNED" | "OWNER" | "UNVERIFIED";

export type ServiceType = "TRANSFER" | "HOURLY";
/** A stop on the way as booked: the signed place's label and point, and the minutes waited there. */
export interface BookedStop {
  label: string;
  lat: number;
  lng: number;
  waitingMinutes: number;
}

/** jsonb columns: read as parsed values, written as JSON text (both drivers agree on that). */
type Json<T> = ColumnType<T, string | undefined, string>;

export interface BookingsTable {
  id: Generated<number>;
  moduleId: string;
  number: number;
  status: Defaulted<BookingStatus>;
  paymentMode: PaymentMode;
  payment: PaymentStatus | null;
  createdManually: Defaulted<boolean>;
  vehicleId: number | null;
  vehicleName: string;
  startingAddress: string;
  startingLat: number;
  startingLng: number;
  arrivalAddress: string;
  arrivalLat: number;
  arrivalLng: number;
  placesSource: Defaulted<PlacesSource>;
  passengers: number;
  baggage: Defaulted<number>;
  pickUpTime: ColumnType<Date, Date | string, Date | string>;
  returnPickUpTime: ColumnType<Date | null, Date | string | null, Date | string | null>;
  durationMinutes: number;
  distanceKm: number;
  travelNumber: Defaulted<string>;
  notes: Defaulted<string>;
  options: Json<{ name: string; quantity: number }[]>;
  fields: Json<{ name: string; value: string }[]>;
  currency: string;
  price: number;
  undiscountedPrice: number;
  priceLines: Json<unknown[]>;
  /** With a tax rate only (migration 0025): the total before tax and the tax, minor units. */
  priceNet: ColumnType<number | null, number | null | undefined, number | null>;
  priceTax: ColumnType<number | null, number | null | undefined, number | null>;
  /** Migration 0027: a transfer or an hourly hire (its duration in hire_minutes), and a transfer's stops. */
  serviceType: Defaulted<ServiceType>;
  hireMinutes: ColumnType<number | null, number | null | undefined, number | null>;
  stops: ColumnType<BookedStop[], string | undefined, string>;
  /** The tip, outside the price (migration 0026). */
  gratuity: Defaulted<number>;
  /** The card's charge (deposit and tip) and the driver's part; null: booked before migration 0026. */
  onlineAmount: ColumnType<number | null, number | null | undefined, number | null>;
  driverAmount: ColumnType<number | null, number | null | undefined, number | null>;
  discountCode: string | null;
  discountPercentage: number | null;
  discountFixed: number | null;
  discountAmount: Defaulted<number>;
  customerFirstName: Defaulted<string>;
  customerLastName: Defaulted<string>;
  customerCompanyName: Defaulted<string>;
  customerEmail: Defaulted<string>;
  customerPhone: Defaulted<string>;
  customerCountry: Defaulted<string>;
  customerStreet: Defaulted<string>;
  customerAdditionalAddress: Defaulted<string>;
  customerCity: Defaulted<string>;
  customerPostalCode: Defaulted<string>;
  language: Defaulted<"fr" | "en" | "es">;
  orderDate: ColumnType<Date, Date | string | undefined, Date | string>;
  deletedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Online payment (migration 0008). */
  paymentAccountId: OptionalText;
  paymentSessionId: OptionalText;
  paymentIntentId: OptionalText;
  /** DUE, REQUESTED (asked, the webhook not yet come), DONE or FAILED (migration 0035). */
  refundStatus: ColumnType<RefundStatus | null, RefundStatus | null | undefined, RefundStatus | null>;
  /** The Stripe refund asked for the booking (migration 0035). */
  refundId: OptionalText;
  refundedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The Stripe Customer and card saved at checkout for a change's extra (migration 0041). */
  paymentCustomerId: OptionalText;
  paymentMethodId: OptionalText;
  /** When the ride was marked done (migration 0028). */
  completedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Counted by a trigger on every change (migration 0020): calendar events' SEQUENCE. */
  revision: ColumnType<number, never, never>;
  /** Set by the same trigger: calendar events' LAST-MODIFIED. */
  updatedAt: ColumnType<Date, never, never>;
  /** When the booking was made (migration 0032; older rows: the migration's time). */
  createdAt: ColumnType<Date, never, never>;
  /** Who drives it and the plate of their car (migration 0030); written by the drivers module's assignment. */
  driverId: ColumnType<number | null, number | null | undefined, number | null>;
  vehiclePlate: Defaulted<string>;
  /** The customer's own cancellation (migration 0031): when, its fee, and the part of the charge refunded. */
  customerCanceledAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  cancellationFee: ColumnType<number | null, number | null | undefined, number | null>;
  refundAmount: ColumnType<number | null, number | null | undefined, number | null>;
  /** Where the booking came from (migration 0038, docs/decisions/0121); null when not sent. */
  source: OptionalText;
  utmSource: OptionalText;
  utmMedium: OptionalText;
  utmCampaign: OptionalText;
  utmTerm: OptionalText;
  utmContent: OptionalText;
  referrerOrigin: OptionalText;
}

type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;

export interface VehicleOccupancyTable {
  bookingId: number;
  leg: number;
  vehicleId: number;
  unit: number;
  /** tstzrange; written with sql`tstzrange(…)`. */
  during: ColumnType<string, never, never>;
  active: Defaulted<boolean>;
}
