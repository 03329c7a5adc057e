import { expect, test } from "@playwright/test";
import { bearerHeader, expectNoSeriousA11yViolations, signInAsDemoOwner } from "./support/admin.js";

test.use({ locale: "en-US" });

// Prices with tax (docs/decisions/0083): the owner turns the tax on, sets the rates, and gets
// them back; the demo module's settings are put back afterwards (the other e2e tests share it).
test("the owner shows the tax on prices with a ride rate and an options rate", async ({ page }) => {
  await signInAsDemoOwner(page);
  const headers = await bearerHeader(page);
  const before = await (await page.request.get("/api/admin/settings", { headers })).json();
  try {
    await page.getByRole("link", { name: "Settings" }).click();
    const tax = page.getByRole("group", { name: "Show the tax on prices" });
    const ride = tax.getByLabel("Tax rate of the ride");
    await expect(ride).toBeDisabled();
    await tax.getByLabel("Show the tax on prices").check();
    await expect(ride).toBeEnabled();
    await ride.fill("10");
    await tax.getByLabel("Tax rate of the options").fill("20");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Save", exact: true }).first().click();
    await expect
      .poll(async () => (await (await page.request.get("/api/admin/settings", { headers })).json()).data)
      .toMatchObject({ pricesIncludeTax: true, transportTaxRate: 10, optionsTaxRate: 20 });
    await page.reload();
    await expect(
      page.getByRole("group", { name: "Show the tax on prices" }).getByLabel("Tax rate of the ride"),
    ).toHaveValue("10");
  } finally {
    const restored = await page.request.post("/api/admin/settings", {
      headers,
      data: { ...before.data, transportTaxRate: null, optionsTaxRate: null },
    });
    expect(restored.status()).toBe(200);
  }
});
