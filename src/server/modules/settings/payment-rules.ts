import type { DepositRule, GratuityRule } from "../../../pricing/index.js";
import type { ModuleRow } from "./repository.js";

/** The module's online-payment rules as the price engine reads them (docs/decisions/0093, 0094). */
export interface PaymentRules {
  /** Absent: online payment charges the whole price. */
  deposit?: DepositRule;
  /** Absent: no tip is offered. */
  gratuity?: GratuityRule;
}

export function paymentRules(
  module: Pick<
    ModuleRow,
    "depositPercentage" | "gratuityEnabled" | "gratuityPercentages" | "gratuityCustomAmount"
  >,
): PaymentRules {
  return {
    ...(module.depositPercentage === null ? {} : { deposit: { percentage: module.depositPercentage } }),
    ...(module.gratuityEnabled
      ? { gratuity: { percentages: module.gratuityPercentages, customAmount: module.gratuityCustomAmount } }
      : {}),
  };
}
