// The Google Calendar dialog end to end (issue 19), on the second e2e server (Google settings
// pointing at the fake Google started here): the owner opens the dialog from the bookings list,
// connects in a new tab (the fake consent page approves and Google's redirect reaches our
// callback), comes back to a connected dialog, and disconnects (the grant is revoked at Google).
// The first e2e server has no Google settings: there the button says the operator has not enabled it.
import { expect, type Page, test } from "@playwright/test";
import { type FakeGoogle, startFakeGoogle } from "../fixtures/fake-google-server.js";
import { DEMO_EMAIL, signInAsDemoOwner } from "./support/admin.js";

const calendarURL = `http://127.0.0.1:${process.env.E2E_PAYMENTS_PORT}`;

let google: FakeGoogle;

test.beforeAll(async () => {
  google = await startFakeGoogle({
    port: Number(process.env.E2E_GOOGLE_PORT),
    clientId: process.env.E2E_GOOGLE_CLIENT_ID as string,
    clientSecret: process.env.E2E_GOOGLE_CLIENT_SECRET as string,
  });
});
test.afterAll(async () => {
  await google?.close();
});

/** Console errors of the page, collected for the whole test. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test.describe("with Google configured", () => {
  test.use({ baseURL: calendarURL });

  test("connect in a new tab, see the calendar, disconnect", async ({ page, context }) => {
    const errors = consoleErrors(page);
    // Remembered: the consent tab, back from Google, is signed in too (a tab-only session sends
    // it to sign-in, and the first tab shows the connection when it gets the focus back).
    await page.goto("/auth/sign-in");
    await page.getByLabel("E-mail").fill(DEMO_EMAIL);
    await page.getByLabel("Password").fill(process.env.DEMO_PASSWORD ?? "");
    await page.getByLabel("Remember me").check();
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.getByRole("button", { name: "Google Calendar" }).click();
    const dialog = page.getByRole("dialog", { name: "Google Calendar" });
    await expect(dialog.getByRole("listitem").first()).toBeVisible();
    const connect = dialog.getByRole("link", { name: "Connect" });
    await expect(connect).toHaveAttribute("href", /\/o\/oauth2\/v2\/auth\?/);
    await expect(connect).toHaveAttribute("target", "_blank");

    const [consentTab] = await Promise.all([context.waitForEvent("page"), connect.click()]);
    await expect(consentTab).toHaveURL(/\/admin\/dashboard/);
    await expect(consentTab.getByText("Your Google calendar is connected.")).toBeVisible();
    await consentTab.close();

    // Back on the first tab: the dialog is read again when the tab has the focus.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await page.getByRole("button", { name: /Google Calendar ✓/ }).click();
    await expect(dialog.getByText("owner@example.com")).toBeVisible();
    await dialog.getByRole("button", { name: "Disconnect" }).click();
    await expect(dialog.getByRole("link", { name: "Connect" })).toBeVisible();
    expect([...google.grants.values()].every((grant) => grant.revoked)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("the planning has the same button", async ({ page }) => {
    await signInAsDemoOwner(page);
    await page.goto("/admin/planning");
    await expect(page.getByRole("button", { name: "Google Calendar" })).toBeEnabled();
  });
});

test("without Google configured, the dialog says what to set up and points to the feed", async ({ page }) => {
  const errors = consoleErrors(page);
  await signInAsDemoOwner(page);
  await page.getByRole("button", { name: "Google Calendar" }).click();
  const dialog = page.getByRole("dialog", { name: "Google Calendar" });
  await expect(dialog.getByText("Google Calendar sync is not set up on this server.")).toBeVisible();
  await expect(dialog.getByText(/My account → Calendar feed/)).toBeVisible();
  await expect(dialog.getByRole("link")).toHaveCount(0);
  expect(errors).toEqual([]);
});
