import type { AdminBooking } from "../../../contract/admin-booking.js";
import type { CurrencyCode } from "../../../contract/common.js";
import { fromMinorUnits, MILES_PER_KM, type PriceLine, taxTotals } from "../../../pricing/index.js";
import { instantToWallClock } from "../../lib/wall-clock.js";
import { priceLineDto, taxTotalsDto } from "../quotes/index.js";
import { bookingSourceOf } from "./booking-source.js";
import { type BookingRow, paymentSplit } from "./view.js";

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const iso = (value: Date | string) => new Date(value).toISOString();

/** A stored booking as the admin API answers it (adminBooking in src/contract/admin-booking.ts). */
export function toAdminBooking(row: BookingRow, timeZone: string): AdminBooking {
  const money = (minor: number) => fromMinorUnits(minor, row.currency);
  const lines = row.priceLines as PriceLine[];
  const taxes = taxTotals(lines);
  const split = paymentSplit(row);
  const source = bookingSourceOf(row);
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    payment: row.payment,
    paymentMode: row.paymentMode,
    createdManually: row.createdManually,
    vehicleId: row.vehicleId,
    vehicle: row.vehicleName,
    startingAddress: row.startingAddress,
    arrivalAddress: row.arrivalAddress,
    startingCoords: `${row.startingLat},${row.startingLng}`,
    arrivalCoords: `${row.arrivalLat},${row.arrivalLng}`,
    placesSource: row.placesSource,
    serviceType: row.serviceType,
    hireMinutes: row.hireMinutes,
    stops: row.stops,
    passengers: row.passengers,
    baggage: row.baggage,
    route: row.returnPickUpTime ? "ROUND_TRIP" : "ONE_WAY",
    pickUpTime: instantToWallClock(new Date(row.pickUpTime), timeZone),
    pickUpAt: iso(row.pickUpTime),
    returnPickUpTime: row.returnPickUpTime
      ? instantToWallClock(new Date(row.returnPickUpTime), timeZone)
      : null,
    returnPickUpAt: row.returnPickUpTime ? iso(row.returnPickUpTime) : null,
    durationMinutes: row.durationMinutes,
    distanceKm: oneDecimal(row.distanceKm),
    distanceMiles: oneDecimal(row.distanceKm * MILES_PER_KM),
    travelNumber: row.travelNumber,
    notes: row.notes,
    options: row.options,
    fields: row.fields,
    price: money(row.price),
    undiscountedPrice: money(row.undiscountedPrice),
    currency: row.currency as CurrencyCode,
    lines: lines.map((line) => priceLineDto(line, row.currency)),
    ...(taxes ? { taxes: taxTotalsDto(taxes, row.currency) } : {}),
    gratuity: money(split.gratuity),
    onlineAmount: money(split.online),
    driverAmount: money(split.driver),
    discount: row.discountCode
      ? {
          code: row.discountCode,
          percentageDiscount: row.discountPercentage ?? 0,
          fixedDiscount: money(row.discountFixed ?? 0),
          discountPrice: money(row.price),
        }
      : null,
    customer: {
      firstName: row.customerFirstName,
      lastName: row.customerLastName,
      companyName: row.customerCompanyName,
      email: row.customerEmail,
      phone: row.customerPhone,
      country: row.customerCountry,
      street: row.customerStreet,
      additionalAddress: row.customerAdditionalAddress,
      city: row.customerCity,
      postalCode: row.customerPostalCode,
    },
    orderDate: iso(row.orderDate),
    driverId: row.driverId,
    vehiclePlate: row.vehiclePlate,
    ...(source ? { source } : {}),
    ...(row.refundStatus
      ? { refund: { status: row.refundStatus, amount: money(row.refundAmount ?? split.online) } }
      : {}),
  };
}
