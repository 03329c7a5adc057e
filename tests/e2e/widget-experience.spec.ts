// The widget as a customer meets it on pages we do not control: keyboard focus that stays put,
// right-to-left pages, a light owner colour, phones, and host CSS that resets everything.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { axeBuilder } from "./support/axe.js";
import { openHostPage } from "./support/host-page.js";
import { AIRPORT, chooseAddress, dayAhead, MONACO } from "./support/widget-form.js";

test.use({ locale: "fr-FR", timezoneId: "Europe/Paris" });
// The address search, route and estimate each wait out a 1 s debounce.
test.setTimeout(60_000);

/** Airport → Monaco: the trip is complete and the estimate is asked for. */
async function fillTrip(widget: Locator) {
  await chooseAddress(widget, "Adresse de prise en charge", "Aéroport Nice", AIRPORT);
  await chooseAddress(widget, "Adresse de destination", "Monaco", MONACO);
  await widget.getByLabel("Date de prise en charge").fill(dayAhead(40));
  await widget.getByLabel("Heure de prise en charge").fill("10:00");
}

/** A promise the test opens when it has seen what it wanted to see in the meantime. */
function gate() {
  let open: () => void = () => undefined;
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}

/** Every axe violation inside the widget, whatever its impact. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await axeBuilder(page).include("chauffeur-booking").analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(", ")})`);
}

/** WCAG contrast of two computed CSS colours ("rgb(r, g, b)"). */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r = 0, g = 0, bl = 0] = (css.match(/[\d.]+/g) ?? []).map(Number).map((value) => {
      const channel = value / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

test.describe("buttons that turn themselves off keep the keyboard focus", () => {
  test("the option stepper at its limits", async ({ page }) => {
    await page.goto("/demo/");
    const widget = page.locator("chauffeur-booking");
    const more = widget.getByRole("button", { name: "Un de plus\u202F: Child seat" });
    const less = widget.getByRole("button", { name: "Un de moins\u202F: Child seat" });
    await more.focus();
    for (let press = 0; press < 12 && (await more.getAttribute("aria-disabled")) !== "true"; press++) {
      await page.keyboard.press("Enter");
    }
    await expect(more).toHaveAttribute("aria-disabled", "true");
    await expect(more).toBeFocused();
    const most = await widget.getByRole("spinbutton", { name: /^Child seat/ }).inputValue();
    await page.keyboard.press("Enter");
    await expect(widget.getByRole("spinbutton", { name: /^Child seat/ })).toHaveValue(most);

    await less.focus();
    for (let press = 0; press < 12 && (await less.getAttribute("aria-disabled")) !== "true"; press++) {
      await page.keyboard.press("Enter");
    }
    await expect(widget.getByRole("spinbutton", { name: /^Child seat/ })).toHaveValue("0");
    await expect(less).toHaveAttribute("aria-disabled", "true");
    await expect(less).toBeFocused();
  });

  test("the discount's Apply while the code is checked", async ({ page }) => {
    await page.goto("/demo/");
    const widget = page.locator("chauffeur-booking");
    // Held back, so the checking state lasts long enough to be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/discount\//, async (route) => {
      await held;
      await route.continue();
    });
    await widget.getByLabel("Code de réduction").fill("NOPE");
    const apply = widget.getByRole("button", { name: "Appliquer" });
    await apply.focus();
    await page.keyboard.press("Enter");
    await expect(apply).toHaveAttribute("aria-disabled", "true");
    await expect(apply).toBeFocused();
    release();
    await expect(widget.getByText("Code de réduction expiré ou invalide")).toBeVisible();
    await expect(apply).not.toHaveAttribute("aria-disabled", "true");
    await expect(apply).toBeFocused();
  });

  test("the price's Try again, failing again then succeeding", async ({ page }) => {
    await page.goto("/demo/");
    const widget = page.locator("chauffeur-booking");
    let failing = true;
    let held = gate();
    held.open();
    // Each answer waits for the test, so the state in between can be seen.
    await page.route(/\/estimate-price/, async (route) => {
      await held.wait;
      await (failing ? route.abort() : route.continue());
    });
    await fillTrip(widget);
    const again = widget.getByRole("button", { name: "Réessayer" });
    await expect(again).toBeVisible();
    await again.focus();
    held = gate();
    await page.keyboard.press("Enter");
    await expect(again).toHaveAttribute("aria-disabled", "true");
    await expect(again).toBeFocused();
    held.open();
    await expect(again).not.toHaveAttribute("aria-disabled", "true");
    await expect(again).toBeFocused();

    failing = false;
    await page.keyboard.press("Enter");
    await expect(widget.locator(".cb-summary .cb-total strong")).toBeVisible();
    // The button is gone with the failure; the focus is on the summary, above the new price.
    await expect(widget.getByRole("heading", { name: "Récapitulatif" })).toBeFocused();
  });

  test("the form's Try again after a failed load", async ({ page }) => {
    let failing = true;
    let held = gate();
    held.open();
    await page.route(/\/api\/booking\/demomodule(\?.*)?$/, async (route) => {
      await held.wait;
      await (failing ? route.abort() : route.continue());
    });
    await page.goto("/demo/");
    const widget = page.locator("chauffeur-booking");
    const again = widget.getByRole("button", { name: "Réessayer" });
    await expect(again).toBeVisible();
    await again.focus();
    held = gate();
    await page.keyboard.press("Enter");
    await expect(again).toHaveAttribute("aria-disabled", "true");
    await expect(again).toBeFocused();
    held.open();
    await expect(again).not.toHaveAttribute("aria-disabled", "true");
    await expect(again).toBeFocused();

    failing = false;
    await page.keyboard.press("Enter");
    await expect(widget.getByLabel("Langue")).toBeFocused();
  });
});

test("on a right-to-left page the widget keeps its own left-to-right direction", async ({ page }) => {
  const widget = await openHostPage(page, { htmlAttributes: 'dir="rtl" lang="ar"' });
  const root = widget.locator(".cb");
  await expect(root).toHaveAttribute("dir", "ltr");
  await expect(root).toHaveCSS("direction", "ltr");
  const label = widget.locator("label", { hasText: "Adresse de prise en charge" });
  await expect(label).toHaveCSS("direction", "ltr");
  // The label starts at the widget's left edge, as in French, not at its right edge.
  const labelBox = await label.boundingBox();
  const rootBox = await root.boundingBox();
  expect(labelBox && rootBox && labelBox.x - rootBox.x).toBeLessThan(40);
  // "10 h 05"-like text keeps its order: the price (digits, then €) reads as it does in French.
  await fillTrip(widget);
  await expect(widget.locator(".cb-summary .cb-total strong")).toHaveText(/^\d[\d\s,]*\s€$/);
  expect(await axeViolations(page)).toEqual([]);
});

test("a light owner colour still gives the selected vehicle a 3:1 border", async ({ page }) => {
  const widget = await openHostPage(page, { buttonColor: "FFD54F" });
  const submit = widget.getByRole("button", { name: "Réserver" });
  await expect(submit).toHaveCSS("background-color", "rgb(255, 213, 79)");
  // Dark text on the light button.
  await expect(submit).toHaveCSS("color", "rgb(17, 24, 39)");

  const selected = widget.locator(".cb-card input:checked + .cb-card-body");
  await expect(selected).toHaveCount(1);
  const colours = await selected.evaluate((card) => {
    const style = getComputedStyle(card);
    return { border: style.borderTopColor, inside: style.backgroundColor };
  });
  const around = await widget.locator(".cb").evaluate((root) => getComputedStyle(root).backgroundColor);
  expect(contrast(colours.border, around)).toBeGreaterThanOrEqual(3);
  expect(contrast(colours.border, colours.inside)).toBeGreaterThanOrEqual(3);

  await fillTrip(widget);
  await expect(widget.locator(".cb-summary .cb-total strong")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

for (const width of [320, 360, 600, 1024]) {
  test(`${width} px wide: no sideways scrolling${width < 576 ? ", and the total in sight before Book" : ""}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto("/demo/");
    const widget = page.locator("chauffeur-booking");
    await fillTrip(widget);
    await expect(widget.locator(".cb-summary .cb-total strong")).toBeVisible();
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBeLessThanOrEqual(0);
    if (width >= 576) return;

    // Back to the top of the form: Book is far below, the total is already in sight.
    const bar = widget.locator(".cb-total-bar");
    const book = widget.getByRole("button", { name: "Réserver" });
    const inViewport = async (locator: Locator) => {
      const box = await locator.boundingBox();
      return Boolean(box && box.y >= 0 && box.y + box.height <= 740 && box.height > 0);
    };
    await widget.getByRole("combobox", { name: "Adresse de prise en charge" }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -40));
    expect(await inViewport(book)).toBe(false);
    expect(await inViewport(bar)).toBe(true);
    await expect(bar).toContainText(/\d[\d\s,]*\s€/);

    // Down through the form with the keyboard: the total stays in sight, and never covers the
    // control that has the focus.
    const first = widget.getByLabel("Prénom");
    await first.focus();
    for (let step = 0; step < 40; step++) {
      if (await book.evaluate((element) => element.matches(":focus"))) break;
      const [focused, covering] = await Promise.all([
        page.evaluate(() => {
          let element: Element | null = document.activeElement;
          while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
          const box = element?.getBoundingClientRect();
          return box ? { top: box.top, bottom: box.bottom } : null;
        }),
        bar.boundingBox(),
      ]);
      expect(await inViewport(bar)).toBe(true);
      if (focused && covering)
        expect(focused.bottom <= covering.y + 1 || focused.top >= covering.y + covering.height - 1).toBe(
          true,
        );
      await page.keyboard.press("Tab");
    }
    await expect(book).toBeFocused();
  });
}

test("host CSS that resets everything (* { all: unset !important }) keeps the module's width", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const widget = await openHostPage(page, { css: "* { all: unset !important }" });
  const root = await widget.locator(".cb").boundingBox();
  expect(root?.width).toBeGreaterThan(300);
  // The demo module is 600 px wide.
  expect(root?.width).toBeLessThanOrEqual(600);
  await expect(widget.getByRole("button", { name: "Réserver" })).toBeVisible();
});
