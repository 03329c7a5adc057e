import type { GratuityChoiceDto } from "../../src/contract/public-booking.js";

/** The tip as the form holds it: "0" (none), an offered percentage, or "custom" with its amount. */
export interface GratuityDraft {
  choice: string;
  amount: string;
}
export const NO_GRATUITY: GratuityDraft = { choice: "0", amount: "" };

/** The tip as the checkout sends it (docs/decisions/0094); nothing without one. */
export function gratuityChoice(draft: GratuityDraft): GratuityChoiceDto | undefined {
  if (draft.choice === "custom") {
    const amount = Number(draft.amount.trim().replace(",", "."));
    return draft.amount.trim() ? { amount: Number.isFinite(amount) ? amount : -1 } : undefined;
  }
  const percentage = Number(draft.choice);
  return percentage > 0 ? { percentage } : undefined;
}
