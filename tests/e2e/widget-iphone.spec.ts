// The booking's end on an iPhone (docs/decisions/0059-ios-booking-end.md): Safari blocks a new
// tab opened after an await, so the widget never opens one. Driver payment shows the "Booking
// made" panel in place of the form; online payment leaves for the payment page in the same tab.
// WebKit is not installed here: Chromium with the iPhone's descriptor (screen, touch, user agent).
import { devices, expect, type Locator, type Page, test } from "@playwright/test";
import { AIRPORT, chooseAddress, dayAhead, MONACO } from "./support/widget-form.js";

// The descriptor's browser is WebKit; the rest of it applies to the chromium project as is.
const { defaultBrowserType: _webkit, ...iPhone } = devices["iPhone 13"];
test.use({ ...iPhone, locale: "fr-FR", timezoneId: "Europe/Paris" });
// The address search, route and estimate each wait out a 1 s debounce.
test.setTimeout(60_000);

/** A complete booking, with whatever extra required fields the owner added to the form. */
async function fillBooking(widget: Locator) {
  await chooseAddress(widget, "Adresse de prise en charge", "Aéroport Nice", AIRPORT);
  await chooseAddress(widget, "Adresse de destination", "Monaco", MONACO);
  await widget.getByLabel("Date de prise en charge").fill(dayAhead(45));
  await widget.getByLabel("Heure de prise en charge").fill("11:00");
  await widget.getByLabel("Prénom").fill("Inès");
  await widget.getByLabel("Nom", { exact: true }).fill("Moreau");
  await widget.getByLabel("E-mail").fill("ines.moreau@example.com");
  await widget.getByLabel("Téléphone").fill("+33 6 11 22 33 44");
  // Owner fields other tests add to the shared demo form are required with the HTML attribute.
  const extra = widget.locator(
    'input:is(:not([type]), [type="text"]):is([required], [aria-required="true"]), textarea:is([required], [aria-required="true"])',
  );
  for (const input of await extra.all()) if (!(await input.inputValue())) await input.fill("Oui");
  await widget.getByLabel(/J’accepte/).check();
  await expect(widget.locator(".cb-summary .cb-total strong")).toHaveText(/\d[\d\s,]*\s€/);
}

async function openWidget(page: Page): Promise<Locator> {
  await page.goto("/demo/");
  const widget = page.locator("chauffeur-booking");
  await expect(widget.locator("form")).toBeVisible();
  return widget;
}

test("driver payment: the Booking made panel replaces the form, no tab is opened", async ({
  page,
  context,
}) => {
  const widget = await openWidget(page);
  expect(await page.evaluate(() => navigator.maxTouchPoints > 0 && /iPhone/.test(navigator.userAgent))).toBe(
    true,
  );
  await fillBooking(widget);
  const answer = page.waitForResponse((response) => response.url().endsWith("/checkout"));
  await widget.getByRole("button", { name: "Réserver" }).tap();
  const body = await (await answer).json();
  expect(body.data.paymentMode).toBe("DRIVER");

  await expect(widget.getByRole("heading", { name: "Réservation effectuée" })).toBeFocused();
  await expect(widget.locator(".cb-booking-number")).toHaveText(String(body.data.number));
  await expect(widget.locator("form")).toHaveCount(0);
  expect(context.pages()).toHaveLength(1);
});

test("online payment: the payment page opens in the same tab after the booking's answer", async ({
  page,
  context,
  baseURL,
}) => {
  // The demo server takes no card payments: its real answer is turned into what a server with
  // card payments answers (docs/decisions/0059-ios-booking-end.md), a payment page to go to.
  const paymentPage = `${baseURL}/e2e-payment-page`;
  await page.route("**/api/booking/demomodule/checkout", async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    Object.assign(json.data, { paymentMode: "ONLINE", paymentUrl: paymentPage });
    await route.fulfill({ response, json });
  });
  await page.route(paymentPage, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>Paiement</title><h1>Paiement</h1>",
    }),
  );
  const widget = await openWidget(page);
  await fillBooking(widget);
  await widget.getByRole("button", { name: "Réserver" }).tap();

  // The answer arrives after an await: a window.open here is what Safari blocks; the same tab
  // going to the page is never blocked.
  await page.waitForURL(paymentPage);
  await expect(page.getByRole("heading", { name: "Paiement" })).toBeVisible();
  expect(context.pages()).toHaveLength(1);
});
