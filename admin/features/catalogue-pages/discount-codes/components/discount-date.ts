/**
 * A discount date for the list: DD/MM/YYYY in French, YYYY/MM/DD otherwise.
 * The API's dates are calendar days "YYYY-MM-DD" (no time zone to convert).
 */
export function formatDiscountDate(locale: string, date: string | null): string {
  if (!date) return "";
  const [year, month, day] = date.split("-");
  return locale.startsWith("fr") ? `${day}/${month}/${year}` : `${year}/${month}/${day}`;
}

/** Date inputs give "" when empty; the contract's "no date" is null. */
export const toDate = (value: unknown): string | null =>
  typeof value === "string" && value !== "" ? value : null;
