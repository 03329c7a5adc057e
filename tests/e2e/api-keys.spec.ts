// The owner's API keys (issue 35, decision 0120), in the real admin against the real server: a key
// made by keyboard in My account is shown once, works on the admin API for its scope only, is
// refused outside it, and stops working the moment it is revoked. axe on the open dialog.
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, signInAsDemoOwner } from "./support/admin.js";

test.use({ locale: "en-US" });
test.setTimeout(120_000);

test("a read-only key reads bookings, may not write, and dies when revoked", async ({ page }) => {
  await signInAsDemoOwner(page);
  await page.getByRole("button", { name: "My account" }).click();
  const dialog = page.getByRole("dialog", { name: "My account" });
  const section = dialog.getByRole("region", { name: "API keys" });
  await expect(section).toBeVisible();

  // Made by keyboard only: the name, one permission ticked with Space, Enter sends the form.
  const name = `Accounting ${randomBytes(3).toString("hex")}`;
  await section.getByLabel("Key name").focus();
  await page.keyboard.type(name);
  await page.keyboard.press("Tab");
  await expect(section.getByLabel("Read bookings")).toBeFocused();
  await page.keyboard.press("Space");
  await section.getByLabel("Key name").press("Enter");

  // Shown once, focused and selected for copying; the list names it by its visible start only.
  const shown = section.getByTestId("api-key-value");
  await expect(shown).toBeFocused();
  const key = await shown.inputValue();
  expect(key.length).toBeGreaterThan(30);
  const listed = section.getByTestId("api-key-list").locator("li").filter({ hasText: name });
  await expect(listed).toContainText("Read bookings");
  await expect(listed).toContainText("Never used");
  await expect(listed).not.toContainText(key);
  await expectNoSeriousA11yViolations(page);
  await section.getByRole("button", { name: "I have copied it" }).click();
  await expect(shown).toHaveCount(0);

  const headers = { authorization: `Bearer ${key}` };
  const read = await page.request.get("/api/admin/bookings", { headers });
  expect(read.status()).toBe(200);
  const write = await page.request.post("/api/admin/bookings", { headers, data: {} });
  expect(write.status()).toBe(403);
  expect((await write.json()).data).toMatch(/[A-Z_]+/);

  await section.getByRole("button", { name: `Revoke “${name}”` }).click();
  await page
    .getByRole("dialog", { name: "Revoke this API key?" })
    .getByRole("button", { name: "Revoke" })
    .click();
  await expect(section.getByRole("status").filter({ hasText: "revoked" })).toContainText(name);
  await expect(listed).toHaveCount(0);
  expect((await page.request.get("/api/admin/bookings", { headers })).status()).toBe(401);
});
