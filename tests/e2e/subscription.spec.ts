// Subscriptions end to end (issue 9), on the second e2e server (Stripe keys pointing at the fake
// Stripe API started here): a new owner subscribes, pays on the fake checkout page, lands in the
// admin with the mandatory welcome dialog that nothing dismisses until it is completed; later the
// subscription's end comes within 24 hours and the banner offers the renewal.
import { expect, test } from "@playwright/test";
import { type FakeStripeServer, startFakeStripeServer } from "../fixtures/fake-stripe-server.js";
import { axeBuilder } from "./support/axe.js";

const paymentsURL = `http://127.0.0.1:${process.env.E2E_PAYMENTS_PORT}`;

test.use({ baseURL: paymentsURL, locale: "en-US" });

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

test("a new owner subscribes, must complete the welcome dialog, and sees the renewal banner near the end", async ({
  page,
}) => {
  // The plan's page sends the visitor to the (fake) Stripe checkout; paying brings them back.
  await page.goto("/subscription/monthly");
  await expect(page.getByRole("heading", { name: "Fake Stripe Checkout" })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 15_000 });

  // The welcome dialog: Escape and clicks elsewhere leave it open.
  const welcome = page.getByRole("dialog", { name: "Welcome" });
  await expect(welcome).toBeVisible();
  await page.keyboard.press("Escape");
  await page.mouse.click(5, 5);
  await expect(welcome).toBeVisible();
  expect((await axeBuilder(page).include("dialog").analyze()).violations).toEqual([]);

  // Step 1: the billing portal (the fake's page), from which the owner comes back to the admin.
  await page.route(/\/portal\//, (route) =>
    route.fulfill({ status: 303, headers: { location: `${paymentsURL}/admin/dashboard` } }),
  );
  await welcome.getByRole("button", { name: "Update my billing details" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Step 2: company name and password; then the dialog is gone and the owner works.
  await expect(welcome.getByText("Last step: name your company and choose your password.")).toBeVisible();
  await welcome.getByLabel("Company name").fill("Azur Drivers");
  await welcome.getByLabel("New password").fill("short");
  await welcome.getByRole("button", { name: "Save" }).click();
  await expect(welcome.getByText("The password must have at least 8 characters.")).toBeVisible();
  await welcome.getByLabel("New password").fill("a long enough password");
  await welcome.getByRole("button", { name: "Save" }).click();
  await expect(welcome).toBeHidden();
  await page.reload();
  await expect(page.getByRole("dialog", { name: "Welcome" })).toBeHidden();

  // No banner while the trial runs for a week.
  await expect(page.getByText(/Your subscription ends on/)).toBeHidden();

  // Stripe says the subscription now ends within 24 hours: the banner offers the renewal.
  const subscriptionId = [...fake.subscriptions.keys()].at(-1) as string;
  fake.setSubscription(subscriptionId, { status: "active", periodEnd: new Date(Date.now() + 6 * 3600_000) });
  const event = fake.signedEvent(
    "customer.subscription.updated",
    fake.subscriptions.get(subscriptionId) ?? {},
  );
  const delivered = await page.request.post("/api/stripe/webhook", {
    headers: { "content-type": "application/json", "stripe-signature": event.signature },
    data: event.body,
  });
  expect(delivered.status()).toBe(200);
  await page.reload();
  await expect(page.getByText(/Your subscription ends on/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Renew my subscription" })).toBeVisible();
  // The top bar's "My subscription" is there for an owner who subscribed.
  await expect(page.getByRole("button", { name: "My subscription", exact: true })).toBeVisible();
});
