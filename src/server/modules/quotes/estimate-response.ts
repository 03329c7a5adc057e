import type { CurrencyCode } from "../../../contract/common.js";
import type { EstimateResponse, PriceLineDto, TaxTotalsDto } from "../../../contract/public-booking.js";
import { fromMinorUnits, MILES_PER_KM, type PriceLine, type TaxTotals } from "../../../pricing/index.js";
import type { Quote } from "./service.js";

/** A breakdown line at the API: amounts in decimals of the currency, owner names kept as typed. */
export function priceLineDto(line: PriceLine, currency: string): PriceLineDto {
  const dto: PriceLineDto = { kind: line.kind, amount: fromMinorUnits(line.amount, currency) };
  if ("leg" in line) dto.leg = line.leg;
  if ("name" in line) dto.name = line.name;
  if ("quantity" in line) dto.quantity = line.quantity;
  if ("code" in line) dto.code = line.code;
  if ("minutes" in line) dto.minutes = line.minutes;
  if ("distance" in line && line.kind === "extra-distance")
    dto.distance = Math.round(line.distance * 10) / 10;
  if (line.taxRate !== undefined) {
    dto.taxRate = line.taxRate / 100;
    dto.net = fromMinorUnits(line.net ?? 0, currency);
    dto.tax = fromMinorUnits(line.tax ?? 0, currency);
  }
  return dto;
}

/** Tax totals at the API: rates in percent, amounts in decimals of the currency. */
export function taxTotalsDto(taxes: TaxTotals, currency: string): TaxTotalsDto {
  const money = (minor: number) => fromMinorUnits(minor, currency);
  return {
    net: money(taxes.net),
    tax: money(taxes.tax),
    rates: taxes.rates.map((rate) => ({
      taxRate: rate.taxRate / 100,
      net: money(rate.net),
      tax: money(rate.tax),
      gross: money(rate.gross),
    })),
  };
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The estimate's 200 body as JSON. toEstimateResponse names every key it sends (no row is spread
 * into it), so the answer holds nothing the contract does not; parsing it again with the zod schema
 * before writing (the default serializer) cost about a fifth of an estimate's CPU. Its test holds
 * the answers to the schema: `estimateResponse` parses each into an equal object.
 */
export function estimateEnvelopeJson(envelope: { success: true; data: EstimateResponse }): string {
  return JSON.stringify(envelope);
}

export function toEstimateResponse(quote: Quote, available: boolean): EstimateResponse {
  const { price } = quote;
  const currency = price.currency;
  // Applied or not, never why not: the reason would tell a guesser which codes exist.
  const discount =
    price.discount?.status === "valid"
      ? {
          code: price.discount.code,
          status: "valid" as const,
          amount: fromMinorUnits(price.discount.amount, currency),
        }
      : quote.typedDiscountCode
        ? // As typed: the stored spelling of an existing code would tell it from an unknown one.
          { code: quote.typedDiscountCode, status: "invalid" as const, amount: 0 }
        : null;
  return {
    price: fromMinorUnits(price.total, currency),
    undiscountedPrice: fromMinorUnits(price.undiscountedTotal, currency),
    currency: currency as CurrencyCode,
    lines: price.lines.map((line) => priceLineDto(line, currency)),
    ...(price.taxes
      ? { taxes: { pricesIncludeTax: price.taxes.pricesIncludeTax, ...taxTotalsDto(price.taxes, currency) } }
      : {}),
    discount,
    vehicleId: quote.vehicle.id,
    distanceKm: oneDecimal(quote.distanceKm),
    distanceMiles: oneDecimal(quote.distanceKm * MILES_PER_KM),
    durationMinutes: quote.durationMinutes,
    lengthUnit: quote.module.lengthUnit,
    available,
  };
}
