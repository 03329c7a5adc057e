// Drivers (issue 33): the owner adds a driver, gives them a ride from the planning and sees it in
// the lane by driver; the driver opens their private page on a 360 px phone: their ride with its
// maps and call links, nothing to scroll sideways, and axe finds nothing at all.
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, signInAsDemoOwner } from "./support/admin.js";
import { axeBuilder } from "./support/axe.js";
import { bookSomewhen } from "./support/book-somewhen.js";

test.use({ locale: "en-US" });
// Two pages, a build's worth of admin chunks and two axe runs: more than the default 30 s on a
// loaded machine.
test.setTimeout(180_000);

test("the owner gives a ride to a driver from the planning; the driver reads it on a 360 px phone", async ({
  page,
  browser,
}) => {
  const lastName = `Moreau${randomBytes(4).toString("hex")}`;
  const driverName = `Lucas ${randomBytes(3).toString("hex")}`;
  // Within the planning's first week, at a time a retry of this test has not already taken.
  await bookSomewhen(
    page.request,
    { firstName: "Inès", lastName, email: `${lastName.toLowerCase()}@example.com` },
    { from: 2, to: 4 },
  );
  await signInAsDemoOwner(page);

  // The Drivers page: add one.
  await page.getByRole("link", { name: "Drivers" }).click();
  await expect(page.getByRole("heading", { name: "Drivers", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Add a driver" }).click();
  const form = page.getByRole("dialog", { name: "Add a driver" });
  await form.getByLabel("Name").fill(driverName);
  await form.getByLabel("Phone").fill("+33 6 12 34 56 78");
  await form.getByLabel("E-mail").fill("lucas.e2e@drivers.test");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("cell", { name: driverName, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The planning: the ride's details give it to the driver.
  await page.getByRole("link", { name: "Planning" }).click();
  await page.locator(".fc-event", { hasText: lastName }).click();
  const details = page.getByRole("dialog", { name: /Booking no\. \d+/ });
  await details.getByRole("combobox", { name: "Driver" }).selectOption({ label: driverName });
  await details.getByLabel("Vehicle plate").fill("ab-123-cd");
  await details.getByRole("button", { name: "Save the driver" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Driver saved" })).toBeVisible();
  // Escape: the notice's own Close button is also in the dialog while it shows.
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();

  // The view by driver shows the ride in the driver's lane.
  await page.getByRole("button", { name: "By driver" }).click();
  const lane = page.getByRole("row", { name: new RegExp(driverName) });
  await expect(lane.getByRole("button", { name: new RegExp(lastName) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The driver's address, from the Drivers page.
  await page.getByRole("link", { name: "Drivers" }).click();
  await page.getByRole("button", { name: `Page address of ${driverName}` }).click();
  const address = await page.getByTestId("driver-link-url").inputValue();
  expect(address).toMatch(/\/driver\/[A-Za-z0-9_-]{43}$/);

  // The driver's phone: 360 px wide, no session of the owner's.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: "fr-FR" });
  const driverPage = await phone.newPage();
  const response = await driverPage.goto(address);
  expect(response?.status()).toBe(200);
  const ride = driverPage.getByRole("article").filter({ hasText: lastName });
  await expect(ride).toBeVisible();
  await expect(ride).toContainText("AB-123-CD");
  await expect(ride.getByRole("link", { name: "+33 6 98 76 54 32" })).toHaveAttribute(
    "href",
    "tel:+33698765432",
  );
  await expect(ride.getByRole("link", { name: "Nice, France" })).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
  );
  const overflow = await driverPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const results = await axeBuilder(driverPage)
    .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  await phone.close();
});
