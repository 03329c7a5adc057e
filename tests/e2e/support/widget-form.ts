import { expect, type Locator, test } from "@playwright/test";

/** The demo module's address suggestions the widget specs pick, as the offline gazetteer names them. */
export const AIRPORT = "Aéroport Nice-Côte d'Azur (NCE), France";
export const MONACO = "Monaco, Monaco";

/** The owner's required custom row another spec may add to the shared demo module. */
export const SIGN_NAME = "Nom sur la pancarte";

/**
 * A day this many days ahead (YYYY-MM-DD): past the booking buffer; one per test keeps bookings
 * apart. On a retry, 100 days later: the first attempt's booking still holds its slot.
 */
export function dayAhead(days: number): string {
  return new Date(Date.now() + (days + retryShiftDays()) * 86_400_000).toISOString().slice(0, 10);
}

/** Days a retry moves its bookings by: the first attempt's booking still holds its slot. */
export function retryShiftDays(): number {
  // test.info() answers only while a test runs, not at a test file's top level.
  try {
    return 100 * test.info().retry;
  } catch {
    return 0;
  }
}

/** Types into an address field of the widget and picks the named suggestion from its list. */
export async function chooseAddress(widget: Locator, label: string, typed: string, suggestion: string) {
  await widget.getByRole("combobox", { name: label }).fill(typed);
  await widget.getByRole("listbox").getByRole("option", { name: suggestion, exact: true }).click();
}

/**
 * Waits until the widget has a price for the trip as it is now (the total bar, rendered with a
 * price and not marked as waiting; wide layouts show it in the summary instead): a Book click
 * before that is answered "the price is now …" and sends nothing, as for a customer who had not
 * seen the price yet.
 */
export async function priceShown(widget: Locator) {
  await expect(widget.locator(".cb-total-bar:not(.cb-stale)")).toBeAttached({ timeout: 30_000 });
}
