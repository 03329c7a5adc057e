// The sign-in page without React (docs/decisions/0064-sign-in-without-react.md) against the real
// server: what it downloads, each language, the keyboard alone, errors announced where the focus
// goes, and the session it leaves for the admin.
import { expect, type Page, test } from "@playwright/test";
import { DEMO_EMAIL, expectNoSeriousA11yViolations } from "./support/admin.js";

const PASSWORD = process.env.DEMO_PASSWORD ?? "";

/** Every script the page runs, by path: only its own, never the React app's. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test.describe("in English", () => {
  test.use({ locale: "en-US" });

  test("paints without React and signs in with the keyboard alone, into the admin", async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto("/auth/sign-in");
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await expect(page).toHaveTitle("Sign in · Chauffeur Booking");
    await expectNoSeriousA11yViolations(page);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/admin-assets\/sign-in-[\w-]+\.js$/);

    // Tab order: e-mail, password, remember me, the button.
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("E-mail")).toBeFocused();
    await page.keyboard.type(DEMO_EMAIL);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Password")).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Remember me")).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Sign in" })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByTestId("module-id")).toHaveText("demomodule");
    // Remembered: the session is where the admin keeps it, and sign-in is no longer in the history.
    expect(await page.evaluate(() => localStorage.getItem("cb.accessToken"))).toBeTruthy();
    expect(await page.evaluate(() => sessionStorage.getItem("cb.accessToken"))).toBeNull();
    await page.goBack();
    await expect(page).not.toHaveURL(/\/auth\/sign-in$/);
  });

  test("says at the fields what is missing, and focuses the first", async ({ page }) => {
    await page.goto("/auth/sign-in");
    await page.getByLabel("E-mail").fill("not-an-address");
    await page.getByRole("button", { name: "Sign in" }).click();
    const email = page.getByLabel("E-mail");
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Enter a valid e-mail address.");
    await expect(page.getByLabel("Password")).toHaveAccessibleDescription("Enter your password.");
    await expectNoSeriousA11yViolations(page);
  });

  test("announces a wrong password in the alert region, focused, and stays", async ({ page }) => {
    await page.goto("/auth/sign-in");
    await page.getByLabel("E-mail").fill(DEMO_EMAIL);
    await page.getByLabel("Password").fill("definitely not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Unable to connect" });
    await expect(alert).toContainText("The email address or password is incorrect.");
    await expect(alert).toBeFocused();
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await expectNoSeriousA11yViolations(page);
  });

  test("tells the owner to wait when the server refuses more attempts (429)", async ({ page }) => {
    await page.route("**/api/auth/signin", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({ success: false, data: "TOO_MANY_REQUESTS", message: "Too many requests" }),
      }),
    );
    await page.goto("/auth/sign-in");
    await page.getByLabel("E-mail").fill(DEMO_EMAIL);
    await page.getByLabel("Password").fill("whatever");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Unable to connect" })).toContainText(
      "Too many attempts. Please try again in a few minutes.",
    );
  });

  test("leads to the forgot-password page, and shows no operator link the server has none for", async ({
    page,
  }) => {
    await page.goto("/auth/sign-in");
    // This server sells no subscription and has no terms or privacy pages (the links' own test
    // is src/server/web/sign-in-page.test.ts).
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await expect(page.getByRole("link")).toHaveCount(1);
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  });
});

test("offers the operator's subscription where it sells one", async ({ page }) => {
  // The second e2e server takes card payments (playwright.config.ts): its offer is the sign-up link.
  await page.goto(`http://127.0.0.1:${process.env.E2E_PAYMENTS_PORT}/auth/sign-in`);
  await expect(page.locator('a[href="/subscription/monthly"]')).toBeVisible();
});

for (const [locale, heading, password] of [
  ["fr-FR", "Se connecter", "Mot de passe"],
  ["es-ES", "Iniciar sesión", "Contraseña"],
] as const) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test("speaks the browser's language", async ({ page }) => {
      await page.goto("/auth/sign-in");
      await expect(page.locator("html")).toHaveAttribute("lang", locale.slice(0, 2));
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      await expect(page.getByLabel(password)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test.describe("a language chosen in the admin", () => {
  test.use({ locale: "en-US" });

  test("wins over the browser's, even when only stored from before", async ({ page }) => {
    await page.goto("/auth/sign-in");
    // Stored by an older admin, with no cookie yet: the page asks for itself in Spanish once.
    await page.evaluate(() => localStorage.setItem("cb.language", "es"));
    await page.reload();
    await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    // From now on the server knows it.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
  });
});
