import type { Selectable } from "kysely";
import type { DiscountCheckResponse } from "../../../contract/public-booking.js";
import { discountAmount, discountValidity, fromMinorUnits, toMinorUnits } from "../../../pricing/index.js";
import type { DiscountCodesTable } from "../../db/tables/catalogue.js";
import type { CatalogueSnapshot } from "./catalogue-snapshot.js";
import { toPricingDiscount } from "./pricing-catalogue.js";

/** Finds a module's active discount code (the discount-codes service does). */
export interface DiscountCodeLookup {
  findActiveByCode(moduleId: string, code: string): Promise<Selectable<DiscountCodesTable> | undefined>;
}

/**
 * The booking page's discount check: whether the
 * code is valid today (and for the vehicle, when given), its amounts, and the price it would
 * leave when the page sends the price it shows. Checkout checks again; this only informs.
 */
export function createDiscountCheck(deps: {
  snapshots: { get(moduleId: string): Promise<CatalogueSnapshot> };
  /** A code with a usage limit is read again: its use count moves without a new version. */
  discountCodes: DiscountCodeLookup;
  now?: () => Date;
}) {
  return async (
    moduleId: string,
    code: string,
    query: { vehicleId?: number | undefined; price?: number | undefined },
  ): Promise<DiscountCheckResponse> => {
    const { module, discountCodes } = await deps.snapshots.get(moduleId);
    const known = discountCodes.get(code.replace(/\s+/g, "").toLowerCase());
    const row =
      known && known.maxUsage > 0 ? await deps.discountCodes.findActiveByCode(module.id, code) : known;
    // Prices entered before tax: the code's fixed amount is net, so the answer is in net terms.
    const amountsBeforeTax = module.transportTaxRate !== null && !module.pricesIncludeTax;
    const none = {
      discount: false,
      discountPrice: null,
      fixedDiscount: 0,
      percentageDiscount: 0,
      ...(amountsBeforeTax ? { amountsBeforeTax } : {}),
    };
    if (!row) return none;
    const discount = toPricingDiscount(row);
    // Without a vehicle the code is judged for any vehicle it may apply to.
    const vehicleId =
      query.vehicleId ?? (discount.vehicleId === null || discount.vehicleId === -1 ? -1 : discount.vehicleId);
    const validity = discountValidity(
      discount,
      vehicleId,
      (deps.now ?? (() => new Date()))(),
      module.timeZone,
    );
    if (validity !== "valid") return none;
    const currency = module.currency;
    const price = query.price === undefined ? null : toMinorUnits(query.price, currency);
    return {
      discount: true,
      discountPrice:
        price === null ? null : fromMinorUnits(price - discountAmount(price, discount), currency),
      fixedDiscount: fromMinorUnits(row.fixedDiscount, currency),
      percentageDiscount: row.percentageDiscount,
      ...(amountsBeforeTax ? { amountsBeforeTax } : {}),
    };
  };
}
