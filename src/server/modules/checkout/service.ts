import type { Kysely, Transaction } from "kysely";
import type { Language } from "../../../contract/common.js";
import { moduleCountryOf } from "../../../contract/customer-country.js";
import type { CheckoutRequest, CheckoutResponse } from "../../../contract/public-booking.js";
import { fromMinorUnits, type PaymentPlan, toMinorUnits } from "../../../pricing/index.js";
import type { Schema } from "../../db/schema.js";
import type { AvailabilityService } from "../availability/index.js";
import {
  type BookingRow,
  type BookingsChanged,
  type BookingsRepository,
  customerColumns,
  ignoreBookingChanges,
  type ManageLinks,
  type NewBooking,
  newBookingLinks,
  sourceColumns,
} from "../bookings/index.js";
import { claimDiscountUse } from "../catalogue/index.js";
import type { CustomersService } from "../customers/index.js";
import type { IdempotencyKeys, IdempotentRequest, KeyGuard } from "../idempotency/index.js";
import { type ModuleCardFields, queueNewBookingMails } from "../payments/index.js";
import { type CatalogueSnapshot, type Quote, type QuoteService, refusal } from "../quotes/index.js";
import { type ModuleRow, readCatalogueVersion } from "../settings/index.js";
import { type FilledForm, readFilledForm } from "./form-fields.js";
import { bookingPaymentPlan } from "./payment-plan.js";

type OwnerContact = { email: string; language: Language; phone: string };

type ParsedCheckout = Omit<
  CheckoutRequest,
  "route" | "passengers" | "baggage" | "options" | "fields" | "service" | "stops"
> & {
  service: "TRANSFER" | "HOURLY";
  stops: { place?: string | undefined; waitingMinutes: number }[];
  route: "ONE_WAY" | "ROUND_TRIP";
  passengers: number;
  baggage: number;
  options: { id: number; quantity: number }[];
  fields: { id: number; value: string; value2: string }[];
};

export interface CheckoutDeps {
  db: Kysely<Schema>;
  publicUrl: string;
  quotes: QuoteService;
  availability: AvailabilityService;
  bookings: BookingsRepository;
  customers: Pick<CustomersService, "remember">;
  /** The modules' catalogue snapshots, the quotes' too: a checkout drops one that is out of date. */
  snapshots: { get(moduleId: string): Promise<CatalogueSnapshot>; invalidate(moduleId: string): void };
  /** Idempotency-Key: a retried checkout answers the first one's booking instead of a second. */
  idempotency: Pick<IdempotencyKeys, "once">;
  ownerContact: (ownerId: string) => Promise<OwnerContact | undefined>;
  /** Told of each booking written here, in its transaction (the calendar sync). */
  bookingsChanged?: BookingsChanged;
  /** The owner's webhooks: booking.created, once the booking has its number (decision 0118). */
  bookingEvents?: BookingsChanged;
  /**
   * Card payment (payments module): whether the module can take it now, and the payment page of
   * a booking written with payment PENDING (which releases the booking's hold when it fails).
   */
  onlinePayments?: {
    ready(module: ModuleCardFields): boolean;
    startCheckout(bookingId: number): Promise<string>;
  };
  /**
   * The documents module: the proof of booking, issued in the booking's transaction when the
   * module issues documents (decision 0099); answers the customer's link, or null.
   */
  /** The customers' manage links (decision 0109), shown in their e-mails. */
  manageLinks?: Pick<ManageLinks, "urlFor">;
  proofs?: {
    issueProof(
      trx: Transaction<Schema>,
      module: ModuleRow,
      ownerEmail: string,
      row: BookingRow,
    ): Promise<string | null>;
  };
}

/**
 * The customer's booking (the public booking submission): the price is recomputed here, never
 * taken from the browser, and one transaction claims a unit of the vehicle, counts the discount
 * use, writes the booking, remembers the customer and queues the e-mails — so either all of it
 * happens or none. See docs/decisions/0009-no-double-booking-in-the-database.md,
 * 0010-server-side-authoritative-price.md and 0026-booking-states-and-expiry.md.
 */
export function createCheckoutService(deps: CheckoutDeps) {
  return {
    /**
     * Priced again from the current catalogue version (PRICE_CHANGED when the new price differs).
     * With an Idempotency-Key, a repeated request answers the first one's booking and books nothing.
     */
    checkout(
      moduleId: string,
      request: ParsedCheckout,
      idempotent?: IdempotentRequest,
    ): Promise<CheckoutResponse> {
      const answer = deps.idempotency.once(moduleId, idempotent, async (key) => {
        for (let tries = 1; ; tries++) {
          const result = await attempt(deps, moduleId, request, key).catch(
            (error: unknown): typeof DEADLOCKED => {
              // Two round trips competing for the same units the other way round can deadlock
              // (the vehicle is not locked): PostgreSQL ends one, which is simply run again.
              if (deadlocked(error) && tries < 3) return DEADLOCKED;
              throw error;
            },
          );
          if (result === DEADLOCKED) continue;
          if (result !== STALE) return result;
          deps.snapshots.invalidate(moduleId);
          if (tries >= 3) throw new Error("The module's catalogue kept changing during the checkout");
        }
      });
      return answer.then(withPaymentSplit);
    },
  };
}

/** Refuses a payment mode the module does not offer, or card payment it cannot take now. */
function checkPaymentMode(
  quote: Quote,
  mode: "DRIVER" | "ONLINE",
  onlinePayments: CheckoutDeps["onlinePayments"],
) {
  const { module, language } = quote;
  if (mode === "DRIVER" && module.checkboxDriverPayments) return;
  if (mode === "ONLINE" && module.checkboxOnlinePayments) {
    if (onlinePayments?.ready(module)) return;
    // No Stripe keys on this server, or the owner's card account cannot take payments now.
    throw refusal("CARD_PAYMENTS_NOT_CONFIGURED", language, "", (i18n) =>
      i18n._("Card payment is not available at the moment. Please choose payment to the driver."),
    );
  }
  throw refusal("PAYMENT_MODE_NOT_OFFERED", language, "", (i18n) =>
    i18n._("This payment method is not offered."),
  );
}

/** Refuses (PRICE_CHANGED) when the browser showed another price than the one computed here. */
function checkExpectedPrice(quote: Quote, expected: number | undefined) {
  if (expected === undefined) return;
  const { currency } = quote.price;
  if (toMinorUnits(expected, currency) === quote.price.total) return;
  const price = new Intl.NumberFormat(quote.language, { style: "currency", currency }).format(
    fromMinorUnits(quote.price.total, currency),
  );
  throw refusal("PRICE_CHANGED", quote.language, "", (i18n) =>
    i18n._("The price of this trip is now {price}. Please check it and book again.", { price }),
  );
}

/** A conditional update (used < maxUsage): at most maxUsage uses of a code, whatever the concurrency. */
async function countDiscountUse(trx: Transaction<Schema>, quote: Quote) {
  if (!quote.discount || !quote.price.discount || quote.price.discount.amount <= 0) return;
  if (!(await claimDiscountUse(trx, quote.discount.id))) {
    throw refusal("DISCOUNT_CODE_INVALID", quote.language, "", (i18n) =>
      i18n._("Expired or invalid discount code"),
    );
  }
}

/** A transfer's stops as the booking keeps them: the signed labels and points, in order. */
const bookedStops = (quote: Quote) =>
  quote.stops.map(({ label, lat, lng, waitingMinutes }) => ({ label, lat, lng, waitingMinutes }));

/** The booking's columns but its number: everything the quote and the form say. */
function bookingColumns(
  quote: Quote,
  request: ParsedCheckout,
  form: FilledForm,
  plan: PaymentPlan,
): NewBooking {
  const { module, vehicle, price } = quote;
  const optionNames = new Map(quote.catalogue.pricing.options.map((o) => [o.id, o.name]));
  const discountApplied =
    quote.discount && price.discount && price.discount.amount > 0 ? quote.discount : null;
  return {
    moduleId: module.id,
    // The owner's automatic confirmation (decision 0111): a driver payment is confirmed as soon as
    // its vehicle is held; an online one once its payment succeeds (payments module).
    status: module.autoConfirm && request.paymentMode === "DRIVER" ? "CONFIRMED" : "VALIDATED",
    paymentMode: request.paymentMode,
    // An online booking holds its vehicle while the customer pays.
    payment: request.paymentMode === "ONLINE" ? "PENDING" : null,
    vehicleId: vehicle.id,
    vehicleName: vehicle.name,
    // The places as the server signed them: labels and points the price was computed from.
    startingAddress: quote.places.start.label,
    startingLat: quote.places.start.lat,
    startingLng: quote.places.start.lng,
    arrivalAddress: quote.places.end.label,
    arrivalLat: quote.places.end.lat,
    arrivalLng: quote.places.end.lng,
    placesSource: "SIGNED",
    serviceType: quote.service,
    hireMinutes: quote.hireMinutes,
    stops: JSON.stringify(bookedStops(quote)),
    passengers: quote.passengers,
    baggage: quote.baggage,
    pickUpTime: quote.pickUpTime,
    returnPickUpTime: quote.returnPickUpTime,
    durationMinutes: quote.durationMinutes,
    distanceKm: quote.distanceKm,
    travelNumber: form.travelNumber,
    notes: form.notes,
    options: JSON.stringify(
      quote.options.map((o) => ({ name: optionNames.get(o.id) ?? "", quantity: o.quantity })),
    ),
    fields: JSON.stringify(form.extraFields),
    currency: price.currency,
    price: price.total,
    undiscountedPrice: price.undiscountedTotal,
    priceLines: JSON.stringify(price.lines),
    priceNet: price.taxes?.net ?? null,
    priceTax: price.taxes?.tax ?? null,
    gratuity: plan.gratuity,
    onlineAmount: plan.online,
    driverAmount: plan.dueToDriver,
    discountCode: discountApplied?.code ?? null,
    discountPercentage: discountApplied?.percentageDiscount ?? null,
    discountFixed: discountApplied?.fixedDiscount ?? null,
    discountAmount: price.discount?.amount ?? 0,
    ...customerColumns(form.customer),
    language: quote.language,
    ...sourceColumns(request.source),
  };
}

/**
 * The checkout's writes, in its transaction, ordered so that the one lock every checkout of a
 * module shares, its booking counter, is held for the fewest statements
 * (docs/decisions/0066-checkout-throughput-and-list-pages.md): the booking is written with a
 * pending number, its vehicle held (no queue: the exclusion constraint settles races), the customer
 * remembered, the calendar told and the owner's links issued; only then the number is taken,
 * given to the booking, and the e-mails that show it are queued. Answers the stored row.
 */
async function writeBooking(
  deps: CheckoutDeps,
  trx: Transaction<Schema>,
  quote: Quote,
  request: ParsedCheckout,
  form: FilledForm,
  owner: OwnerContact | undefined,
  plan: PaymentPlan,
): Promise<BookingRow> {
  const { module, vehicle } = quote;
  await countDiscountUse(trx, quote);
  // An online booking's e-mails (and the owner's links in them) wait for its payment.
  const mails = request.paymentMode === "DRIVER";
  const links = mails && owner ? newBookingLinks(quote.pickUpTime) : undefined;
  const pending = await deps.bookings.insertPending(trx, bookingColumns(quote, request, form, plan), links);
  await deps.availability.holdUnits(trx, {
    moduleId: module.id,
    vehicleId: vehicle.id,
    bookingId: pending.id,
    windows: quote.windows,
    fullMessage: module.msgVehicleBooked,
  });
  await deps.customers.remember(trx, module.id, form.customer);
  // Before the counter's lock below: the first use of the customer's manage link writes its row.
  const manageUrl =
    mails && form.customer.email && deps.manageLinks ? await deps.manageLinks.urlFor(trx, pending.id) : null;
  // The calendar sync, when there is one.
  await (deps.bookingsChanged ?? ignoreBookingChanges)(trx, module.id, [pending.id]);
  // From here to the commit the module's counter row is locked: nothing but the number's writes.
  const row = await deps.bookings.numberPending(trx, pending.id);
  // The webhooks' event carries the booking as the admin API shows it: with its number.
  await (deps.bookingEvents ?? ignoreBookingChanges)(trx, module.id, [row.id], "booking.created");
  // Only for a module that issues documents: the proof shows the booking's number.
  const proofUrl =
    module.documentsEnabled && deps.proofs && owner
      ? await deps.proofs.issueProof(trx, module, owner.email, row)
      : null;
  if (mails) {
    await queueNewBookingMails(
      trx,
      deps.publicUrl,
      row,
      module,
      owner && links && { contact: owner, links: links.tokens },
      proofUrl,
      { manageUrl, autoConfirmed: row.status === "CONFIRMED" },
    );
  }
  return row;
}

/**
 * One attempt: priced from the module's snapshot, whose version is compared with the stored
 * one inside the transaction (a change committed on another server within the last second):
 * an older snapshot answers STALE and nothing is written.
 */
async function attempt(
  deps: CheckoutDeps,
  moduleId: string,
  request: ParsedCheckout,
  key: KeyGuard | undefined,
): Promise<CheckoutResponse | typeof STALE> {
  // The module first: an unknown one answers 404 before any field is judged.
  const { module, fields } = await deps.snapshots.get(moduleId);
  const language: Language = request.lang ?? module.defaultLanguage;
  const form = readFilledForm(fields, request.fields, language, moduleCountryOf(module));
  const discountCode = request.discountCode?.trim() || form.discountCode || undefined;
  const quote = await deps.quotes.quote(moduleId, { ...request, discountCode }, "require-valid");
  checkPaymentMode(quote, request.paymentMode, deps.onlinePayments);
  checkExpectedPrice(quote, request.expectedPrice);
  const plan = bookingPaymentPlan(quote, request.paymentMode, request.gratuity);
  // The owner's own calendar says they are busy then (Google Calendar sync): as full as a fleet.
  if (deps.quotes.ownerCalendarBusy(quote)) {
    throw refusal("VEHICLE_FULL", quote.language, quote.module.msgVehicleBooked, (i18n) =>
      i18n._("This vehicle is already booked at that time"),
    );
  }

  // Read before the transaction: PGlite has one connection, which the transaction holds.
  const owner = await deps.ownerContact(quote.module.ownerId);
  const online = request.paymentMode === "ONLINE";
  const answer = (number: number, paymentUrl: string | null): CheckoutResponse => ({
    number,
    status: quote.module.autoConfirm && !online ? "CONFIRMED" : "VALIDATED",
    paymentMode: request.paymentMode,
    paymentUrl,
    redirectUrl: online ? null : quote.module.redirectionUrl || null,
    price: fromMinorUnits(quote.price.total, quote.price.currency),
    currency: quote.price.currency as CheckoutResponse["currency"],
    gratuity: fromMinorUnits(plan.gratuity, quote.price.currency),
    onlineAmount: fromMinorUnits(plan.online, quote.price.currency),
    driverAmount: fromMinorUnits(plan.dueToDriver, quote.price.currency),
  });
  const booking = await deps.db.transaction().execute(async (trx) => {
    // Before anything is written, so a stale attempt leaves nothing behind (not even its key).
    if ((await readCatalogueVersion(trx, moduleId)) !== quote.catalogue.version) return STALE;
    // Then the key: a concurrent request with the same key waits here, before holding a vehicle.
    await key?.claim(trx);
    const row = await writeBooking(deps, trx, quote, request, form, owner, plan);
    await key?.record(trx, answer(row.number, null));
    return row;
  });
  if (booking === STALE) return STALE;
  if (!(online && deps.onlinePayments)) return answer(booking.number, null);
  // After the commit: the hold exists before the payment page does, never the other way.
  const response = answer(booking.number, await deps.onlinePayments.startCheckout(booking.id));
  await key?.record(deps.db, response);
  return response;
}

/** An attempt priced from an older catalogue version than the stored one. */
const STALE = Symbol("stale catalogue");
/** An attempt PostgreSQL chose to end to break a deadlock (SQLSTATE 40P01): nothing was written. */
const DEADLOCKED = Symbol("deadlock");

function deadlocked(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "40P01";
}

/**
 * An answer stored before deposits and tips existed (migration 0026) lacks their three amounts, and
 * a retry replaying it during a rolling upgrade must still match the contract: that release
 * charged all online or all to the driver, without a tip.
 */
function withPaymentSplit(answer: CheckoutResponse): CheckoutResponse {
  if (typeof answer.onlineAmount === "number") return answer;
  const online = answer.paymentMode === "ONLINE";
  return {
    ...answer,
    gratuity: 0,
    onlineAmount: online ? answer.price : 0,
    driverAmount: online ? 0 : answer.price,
  };
}
