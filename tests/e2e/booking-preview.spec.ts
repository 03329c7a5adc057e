// The owner's preview against the real server: the admin's Preview button opens a new tab on the
// booking page in preview mode (the banner, no Book button), and the page without a token says
// where preview links come from (docs/decisions/0062-booking-page-preview.md).
import { expect, test } from "@playwright/test";
import { signInAsDemoOwner as signIn } from "./support/admin.js";

test.use({ locale: "en-US" });

test("the Preview button opens the booking page in preview, which takes no booking", async ({
  page,
  context,
}) => {
  await signIn(page);
  await page.getByRole("link", { name: "HTML integration" }).click();
  const [tab] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("button", { name: "Preview" }).click(),
  ]);
  await expect(tab).toHaveURL(/\/booking\?id=preview&token=[\w.-]+$/);
  const widget = tab.locator("chauffeur-booking");
  await expect(widget.locator(".cb-preview-banner")).toContainText("Preview");
  await expect(widget.getByLabel("Pickup address")).toBeVisible();
  await expect(widget.getByText("Bookings are not taken in the preview")).toBeVisible();
  await expect(widget.getByRole("button", { name: /^Book/ })).toHaveCount(0);
  await expect(tab.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("without a token the preview page says where preview links come from", async ({ page }) => {
  const response = await page.goto("/booking?id=preview&lang=en");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Preview unavailable" })).toBeVisible();
  await expect(page.locator("chauffeur-booking")).toHaveCount(0);
});
