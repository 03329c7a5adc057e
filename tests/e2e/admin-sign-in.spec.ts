// The admin's front door against the real server: sign-in with the demo owner, the guard,
// the not-found page, the language switch, and an accessibility check of what an owner sees first.
import { expect, type Page, test } from "@playwright/test";
import { axeBuilder } from "./support/axe.js";

test.use({ locale: "en-US" });

const DEMO_EMAIL = "demo@chauffeur.example";

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await axeBuilder(page).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

async function signIn(page: Page, password: string) {
  await page.goto("/auth/sign-in");
  await page.getByLabel("E-mail").fill(DEMO_EMAIL);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("a wrong password shows the warning and stays on sign-in", async ({ page }) => {
  await signIn(page, "definitely not the password");
  await expect(page.getByText("The email address or password is incorrect.")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
});

test("the demo owner signs in, lands on the dashboard and sees the module", async ({ page }) => {
  await signIn(page, process.env.DEMO_PASSWORD ?? "");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId("module-id")).toHaveText("demomodule");
  await expectNoSeriousA11yViolations(page);

  // Signed-in owners visiting sign-in go to the dashboard.
  await page.goto("/auth/sign-in");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The language selector switches the whole interface and is remembered.
  await page.getByLabel("Language").selectOption("fr");
  await expect(page.getByRole("heading", { name: "Réservations" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("link", { name: "Véhicules" })).toBeVisible();

  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
});

test("an admin page without a session goes to sign-in", async ({ page }) => {
  await page.goto("/admin/vehicles");
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  // The server's sign-in page (no React) has loaded in place of the app.
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("a token the server refuses ends the session", async ({ page }) => {
  await page.goto("/auth/sign-in");
  await page.evaluate(() => localStorage.setItem("cb.accessToken", "forged.token.value"));
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("cb.accessToken"))).toBeNull();
});

test("an unknown site path answers 404 with a small page, not the admin", async ({ page }) => {
  const response = await page.goto("/nope/not/here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("an unknown admin path shows the admin's not-found page with a way back", async ({ page }) => {
  await page.goto("/admin/nope/not/here");
  await expect(page).toHaveURL(/\/error\/404$/);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to bookings" })).toHaveAttribute(
    "href",
    "/admin/dashboard",
  );
});
