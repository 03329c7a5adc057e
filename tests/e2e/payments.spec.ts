// Card payment end to end (issue 9), on the second e2e server (Stripe keys pointing at the fake
// Stripe API started here): the owner's card account is connected, a customer books online,
// pays on the (fake) Stripe checkout page, lands on our success page and is taken back to the
// module's return address after 6 seconds; the admin shows the booking paid.
import { type APIRequestContext, expect, test } from "@playwright/test";
import { type FakeStripeServer, startFakeStripeServer } from "../fixtures/fake-stripe-server.js";
import { axeBuilder } from "./support/axe.js";
import { randomPickUpTime } from "./support/book-somewhen.js";
import { niceToCannesPlaces } from "./support/signed-places.js";
import { AIRPORT, chooseAddress, dayAhead, MONACO } from "./support/widget-form.js";

const paymentsURL = `http://127.0.0.1:${process.env.E2E_PAYMENTS_PORT}`;
const DEMO_EMAIL = "demo@chauffeur.example";

test.use({ baseURL: paymentsURL, locale: "fr-FR" });

let fake: FakeStripeServer;

test.beforeAll(async () => {
  fake = await startFakeStripeServer({
    port: Number(process.env.E2E_STRIPE_PORT),
    secretKey: process.env.E2E_STRIPE_SECRET_KEY as string,
    webhookSecret: process.env.E2E_STRIPE_WEBHOOK_SECRET as string,
    webhookUrl: `${paymentsURL}/api/stripe/webhook`,
  });
});
test.afterAll(async () => {
  await fake?.close();
});

async function ownerHeaders(request: APIRequestContext) {
  const response = await request.post("/api/auth/signin", {
    data: { email: DEMO_EMAIL, password: process.env.DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return { authorization: `Bearer ${(await response.json()).data.accessToken}` };
}

/**
 * The owner connects the card account (Stripe finishes onboarding) and offers online payment;
 * nothing to do when a previous test of this run already did.
 */
async function connectAndOfferOnline(request: APIRequestContext) {
  const headers = await ownerHeaders(request);
  const module = (await (await request.get("/api/booking/demomodule")).json()).data;
  if (module.payments.online) return;
  const link = await request.get("/api/admin/stripe-url", { headers });
  expect(link.ok(), await link.text()).toBe(true);
  const accountId = [...fake.accounts.keys()].at(-1) as string;
  fake.setAccount(accountId, { chargesEnabled: true, detailsSubmitted: true, cardPayments: true });
  const info = await request.get("/api/admin/stripe-infos", { headers });
  expect((await info.json()).data).toEqual({ status: "active", cardPayments: true });

  const current = (await (await request.get("/api/admin/settings", { headers })).json()).data;
  const {
    identifier: _identifier,
    img: _img,
    imageUrl: _imageUrl,
    directUrl: _directUrl,
    vehicle: _vehicle,
    payment: _payment,
    cardPaymentsAvailable: _card,
    ...editable
  } = current;
  const saved = await request.post("/api/admin/settings", {
    headers,
    data: { ...editable, checkboxOnlinePayments: true, redirectionUrl: `${paymentsURL}/demo/` },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** The customer's booking with online payment; answers the booking number and the payment page. */
async function bookOnline(request: APIRequestContext, pickUpTime: string) {
  const module = (await (await request.get("/api/booking/demomodule")).json()).data;
  // The demo as a start seeds it: 30 % online, tips offered (src/server/demo/demo-ride-kinds.ts).
  expect(module.payments).toEqual({
    driver: true,
    online: true,
    depositPercentage: 30,
    gratuity: { percentages: [5, 10, 15], customAmount: true },
  });
  const id = (kind: string) => module.fields.find((f: { kind: string }) => f.kind === kind).id;
  const response = await request.post("/api/booking/demomodule/checkout", {
    data: {
      ...(await niceToCannesPlaces(request)),
      distanceKm: 33,
      durationMinutes: 40,
      pickUpTime,
      paymentMode: "ONLINE",
      consent: true,
      fields: [
        { id: id("firstName"), value: "Inès" },
        { id: id("lastName"), value: "Carte" },
        { id: id("email"), value: "ines.carte@example.com" },
        { id: id("phone"), value: "+33 6 12 34 56 78" },
      ],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const data = (await response.json()).data;
  return { number: data.number as number, paymentUrl: data.paymentUrl as string };
}

test("a customer pays online on the checkout page, lands on the success page, and the admin shows it paid", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(60_000);
  await connectAndOfferOnline(request);
  const { number, paymentUrl } = await bookOnline(request, randomPickUpTime({ from: 120, to: 300 }));
  expect(paymentUrl.startsWith(fake.url)).toBe(true);

  // Stripe's page (the fake): pay.
  await page.goto(paymentUrl);
  await expect(page.getByTestId("amount")).toContainText("EUR");
  await page.getByRole("button", { name: "Pay" }).click();

  // Back on our success page, in the customer's language, with a Back link and a 6 s redirect.
  await expect(page).toHaveURL(/\/booking\/success\?id=demomodule&lang=fr$/);
  await expect(page.getByRole("heading", { name: "Paiement reçu" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Retour" })).toHaveAttribute("href", `${paymentsURL}/demo/`);
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute(
    "content",
    `6;url=${paymentsURL}/demo/`,
  );
  await page.waitForURL(`${paymentsURL}/demo/`, { timeout: 12_000 });

  // The admin shows the booking paid (English interface for certain labels).
  const adminContext = await browser.newContext({ locale: "en-US", baseURL: paymentsURL });
  const admin = await adminContext.newPage();
  await admin.goto("/auth/sign-in");
  await admin.getByLabel("E-mail").fill(DEMO_EMAIL);
  await admin.getByLabel("Password").fill(process.env.DEMO_PASSWORD ?? "");
  await admin.getByRole("button", { name: "Sign in" }).click();
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  const row = admin.locator(`tr[data-booking="${number}"]`);
  await expect(row).toContainText("Paid");
  await adminContext.close();
});

test("a customer who gives up on the checkout page lands on the cancel page", async ({ page, request }) => {
  await connectAndOfferOnline(request);
  const { paymentUrl } = await bookOnline(request, randomPickUpTime({ from: 120, to: 300 }));
  await page.goto(paymentUrl);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/booking\/cancel\?id=demomodule&lang=fr$/);
  await expect(page.getByRole("heading", { name: "Paiement annulé" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Retour" })).toBeVisible();
});

test.describe("deposit and tip in the widget, at 360 px", () => {
  test.use({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    timezoneId: "Europe/Paris",
  });

  test("a customer pays the deposit and a tip online, the rest shown as due to the driver", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await connectAndOfferOnline(request);
    await page.goto("/demo/");
    const widget = page.locator("chauffeur-booking");
    // Airport → Monaco: the demo's 90 € package.
    await chooseAddress(widget, "Adresse de prise en charge", "Aéroport Nice", AIRPORT);
    await chooseAddress(widget, "Adresse de destination", "Monaco", MONACO);
    await widget.getByLabel("Date de prise en charge").fill(dayAhead(43));
    await widget.getByLabel("Heure de prise en charge").fill("09:00");
    await widget.getByText("Payer en ligne par carte", { exact: true }).click();
    await expect(widget.locator(".cb-summary .cb-total strong")).toHaveText(/^90,00\s€$/);
    await widget.getByText("10 %", { exact: true }).click();
    // 30 % of 90 € online (27 €) with the tip, 10 % of 90 € (9 €); 63 € to the driver.
    const split = widget.locator(".cb-payment-split");
    await expect(split).toContainText(/Payé en ligne maintenant\u202F?\s?:\s36,00\s€/);
    await expect(split).toContainText(/À régler au chauffeur\u202F?\s?:\s63,00\s€/);

    await widget.getByLabel("Prénom").fill("Inès");
    await widget.getByLabel("Nom", { exact: true }).fill("Acompte");
    await widget.getByLabel("E-mail").fill("ines.acompte@example.com");
    await widget.getByLabel("Téléphone").fill("+33 6 12 34 56 78");
    await widget.getByLabel(/J’accepte/).check();
    const violations = await axeBuilder(page).include("chauffeur-booking").analyze();
    expect(violations.violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target).join(", ")})`)).toEqual(
      [],
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await widget.getByRole("button", { name: "Réserver et payer en ligne" }).click();
    // The fake Stripe is asked for the deposit and the tip only.
    await page.waitForURL((url) => url.href.startsWith(fake.url));
    await expect(page.getByTestId("amount")).toHaveText("36.00 EUR");
  });
});
