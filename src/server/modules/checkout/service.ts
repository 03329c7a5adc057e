import type { Kysely, Transaction } from "kysely";
import type { Language } from "../../../contract/common.js";
import type { CheckoutRequest, CheckoutResponse } from "../../../contract/public-booking.js";
import { fromMinorUnits, toMinorUnits } from "../../../pricing/index.js";
import type { Schema } from "../../db/schema.js";
import type { AvailabilityService } from "../availability/service.js";
import type { BookingLinks } from "../bookings/links.js";
import type { BookingsRepository } from "../bookings/repository.js";
import { bookingView, customerColumns } from "../bookings/view.js";
import type { CatalogueServices } from "../catalogue/services.js";
import type { CustomersService } from "../customers/service.js";
import { enqueueMail } from "../mail/outbox.js";
import { renderBookingForOwner, renderBookingReceived } from "../mail/templates/booking-mails.js";
import { refusal } from "../quotes/refusals.js";
import type { Quote, QuoteService } from "../quotes/service.js";
import type { SettingsService } from "../settings/service.js";
import { type FilledForm, readFilledForm } from "./form-fields.js";

type ParsedCheckout = Omit<CheckoutRequest, "route" | "passengers" | "baggage" | "options" | "fields"> & {
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
  links: BookingLinks;
  customers: Pick<CustomersService, "remember">;
  bookingFields: Pick<CatalogueServices["bookingFields"], "listActive">;
  settings: Pick<SettingsService, "getModule">;
  ownerContact: (ownerId: string) => Promise<{ email: string; language: Language } | undefined>;
}

/**
 * The customer's booking (spec section 3 "Public booking submission", DESIGN sections 4–6):
 * the price is recomputed here, never taken from the browser, and one transaction claims a
 * unit of the vehicle, counts the discount use, writes the booking, remembers the customer and
 * queues the e-mails — so either all of it happens or none.
 */
export function createCheckoutService(deps: CheckoutDeps) {
  function checkPaymentMode(quote: Quote, mode: "DRIVER" | "ONLINE") {
    const { module, language } = quote;
    if (mode === "DRIVER" && module.checkboxDriverPayments) return;
    if (mode === "ONLINE" && module.checkboxOnlinePayments) {
      // Card payments arrive with the payments issue (Stripe Connect); until the server has
      // them configured, a module cannot take an online booking.
      throw refusal(
        "CARD_PAYMENTS_NOT_CONFIGURED",
        language,
        "",
        (i18n) => i18n._("Card payment is not available at the moment. Please choose payment to the driver."),
        409,
      );
    }
    throw refusal("PAYMENT_MODE_NOT_OFFERED", language, "", (i18n) =>
      i18n._("This payment method is not offered."),
    );
  }

  function checkExpectedPrice(quote: Quote, expected: number | undefined) {
    if (expected === undefined) return;
    const { currency } = quote.price;
    if (toMinorUnits(expected, currency) === quote.price.total) return;
    const price = new Intl.NumberFormat(quote.language, { style: "currency", currency }).format(
      fromMinorUnits(quote.price.total, currency),
    );
    throw refusal(
      "PRICE_CHANGED",
      quote.language,
      "",
      (i18n) => i18n._("The price of this trip is now {price}. Please check it and book again.", { price }),
      409,
    );
  }

  /** The conditional update of DESIGN section 4: a code is used at most maxUsage times, whatever the concurrency. */
  async function countDiscountUse(trx: Transaction<Schema>, quote: Quote) {
    if (!quote.discount || !quote.price.discount || quote.price.discount.amount <= 0) return;
    const used = await trx
      .updateTable("discountCodes")
      .set((eb) => ({ used: eb("used", "+", 1) }))
      .where("id", "=", quote.discount.id)
      .where("active", "=", true)
      .where((eb) => eb.or([eb("maxUsage", "=", 0), eb("used", "<", eb.ref("maxUsage"))]))
      .returning("id")
      .executeTakeFirst();
    if (!used) {
      throw refusal("DISCOUNT_CODE_INVALID", quote.language, "", (i18n) =>
        i18n._("Expired or invalid discount code"),
      );
    }
  }

  async function writeBooking(
    trx: Transaction<Schema>,
    quote: Quote,
    request: ParsedCheckout,
    form: FilledForm,
  ) {
    const { module, vehicle, price } = quote;
    const claims = await deps.availability.claimUnits(trx, {
      moduleId: module.id,
      vehicleId: vehicle.id,
      windows: quote.windows,
      fullMessage: module.msgVehicleBooked,
    });
    await countDiscountUse(trx, quote);
    const number = await deps.bookings.allocateNumber(trx, module.id);
    const optionNames = new Map(quote.catalogue.pricing.options.map((o) => [o.id, o.name]));
    const discountApplied =
      quote.discount && price.discount && price.discount.amount > 0 ? quote.discount : null;
    const { customer } = form;
    const inserted = await deps.bookings.insert(trx, {
      moduleId: module.id,
      number,
      status: "VALIDATED",
      paymentMode: request.paymentMode,
      payment: null,
      vehicleId: vehicle.id,
      vehicleName: vehicle.name,
      startingAddress: request.startingAddress,
      startingLat: request.startingLat,
      startingLng: request.startingLng,
      arrivalAddress: request.arrivalAddress,
      arrivalLat: request.arrivalLat,
      arrivalLng: request.arrivalLng,
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
      discountCode: discountApplied?.code ?? null,
      discountPercentage: discountApplied?.percentageDiscount ?? null,
      discountFixed: discountApplied?.fixedDiscount ?? null,
      discountAmount: price.discount?.amount ?? 0,
      ...customerColumns(customer),
      language: quote.language,
    });
    await deps.availability.occupy(trx, inserted.id, vehicle.id, claims);
    await deps.customers.remember(trx, module.id, customer);
    return inserted;
  }

  async function queueMails(
    trx: Transaction<Schema>,
    quote: Quote,
    bookingId: number,
    owner: { email: string; language: Language } | undefined,
  ) {
    const row = await trx
      .selectFrom("bookings")
      .selectAll()
      .where("id", "=", bookingId)
      .executeTakeFirstOrThrow();
    if (row.customerEmail) {
      const view = bookingView(row, quote.module);
      await enqueueMail(trx, {
        template: "booking-received",
        to: row.customerEmail,
        ...renderBookingReceived(view),
      });
    }
    if (owner) {
      const tokens = await deps.links.issue(trx, bookingId, quote.pickUpTime);
      const link = (page: string, token: string) =>
        `${deps.publicUrl}/booking/${page}?id=${bookingId}&token=${encodeURIComponent(token)}`;
      const mail = renderBookingForOwner(bookingView(row, quote.module, owner.language), {
        confirmUrl: link("confirm", tokens.confirm),
        cancelUrl: link("canceled", tokens.cancel),
      });
      await enqueueMail(trx, {
        template: "booking-new",
        to: owner.email,
        replyTo: row.customerEmail || null,
        ...mail,
      });
    }
  }

  return {
    async checkout(moduleId: string, request: ParsedCheckout): Promise<CheckoutResponse> {
      // The module first: an unknown one answers 404 before any field is judged.
      const module = await deps.settings.getModule(moduleId);
      const rows = await deps.bookingFields.listActive(module.id);
      const language: Language = request.lang ?? module.defaultLanguage;
      const form = readFilledForm(rows, request.fields, language);
      const discountCode = request.discountCode?.trim() || form.discountCode || undefined;
      const quote = await deps.quotes.quote(moduleId, { ...request, discountCode }, "require-valid");
      checkPaymentMode(quote, request.paymentMode);
      checkExpectedPrice(quote, request.expectedPrice);

      // Read before the transaction: PGlite has one connection, which the transaction holds.
      const owner = await deps.ownerContact(quote.module.ownerId);
      const booking = await deps.db.transaction().execute(async (trx) => {
        const inserted = await writeBooking(trx, quote, request, form);
        await queueMails(trx, quote, inserted.id, owner);
        return inserted;
      });
      return {
        number: booking.number,
        status: "VALIDATED",
        paymentMode: request.paymentMode,
        paymentUrl: null,
        redirectUrl: quote.module.redirectionUrl || null,
        price: fromMinorUnits(quote.price.total, quote.price.currency),
        currency: quote.price.currency as CheckoutResponse["currency"],
      };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
