import { expect, type Locator, type Page } from "@playwright/test";

/** Presses Tab until `target` has the focus: it must be reachable by keyboard, in a sane number of steps. */
export async function tabTo(page: Page, target: Locator) {
  for (let step = 0; step < 40; step++) {
    if (await target.evaluate((element) => element.matches(":focus"))) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/**
 * Types a date and a time into native inputs, both reached with Tab. Their segments follow the
 * browser's own UI locale (month first and a 12-hour clock in an English Chromium, whatever the
 * page's language), so the usual orders are tried; only the reset between tries is not a keystroke.
 */
export async function typeDateTime(page: Page, date: Locator, time: Locator, iso: string, hhmm: string) {
  const [year, month, day] = iso.split("-");
  for (const digits of [`${month}${day}${year}`, `${day}${month}${year}`, `${year}${month}${day}`]) {
    await page.keyboard.type(digits);
    if ((await date.inputValue()) === iso) break;
    await date.fill("");
    await page.keyboard.press("Shift+Tab");
    await tabTo(page, date);
  }
  await expect(date).toHaveValue(iso);
  // Tab walks through the date's own segments first.
  await tabTo(page, time);
  await page.keyboard.type(hhmm.replace(":", ""));
  // A 12-hour clock waits for its AM/PM segment, which now has the focus.
  if ((await time.inputValue()) !== hhmm) await page.keyboard.type(Number(hhmm.slice(0, 2)) < 12 ? "A" : "P");
  await expect(time).toHaveValue(hhmm);
}

/** Puts the focus on the demo page's text just before the widget, as a reader tabbing in would be. */
export async function focusBeforeWidget(page: Page) {
  await page.locator(".booking-intro").evaluate((element) => {
    element.setAttribute("tabindex", "-1");
    (element as HTMLElement).focus();
  });
}

/** Tabs to an address field, types, and takes the first suggestion with the arrow and Enter keys. */
export async function keyAddress(page: Page, field: Locator, typed: string, expected: string) {
  await tabTo(page, field);
  await page.keyboard.type(typed);
  await expect(page.locator("chauffeur-booking").getByRole("listbox")).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(field).toHaveValue(expected);
}

/** Tabs to each labelled field of the widget in turn and types its value. */
export async function keyFields(page: Page, widget: Locator, values: readonly (readonly [string, string])[]) {
  for (const [label, value] of values) {
    await tabTo(page, widget.getByLabel(label, { exact: true }));
    await page.keyboard.type(value);
  }
}

/** Tabs to the widget's consent box and ticks it with the space bar. */
export async function keyConsent(page: Page, widget: Locator) {
  const consent = widget.getByLabel(/J’accepte/);
  await tabTo(page, consent);
  await page.keyboard.press("Space");
  await expect(consent).toBeChecked();
}
