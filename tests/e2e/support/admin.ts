import { expect, type Page } from "@playwright/test";
import { axeBuilder } from "./axe.js";

/** The demo owner of the e2e server (its password comes from playwright.config.ts). */
export const DEMO_EMAIL = "demo@chauffeur.example";

/** The issues' accessibility bar: axe may report minor things, never serious or critical ones. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await axeBuilder(page).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

/** Signs in as the demo owner through the English sign-in form and waits for the dashboard. */
export async function signInAsDemoOwner(page: Page) {
  await page.goto("/auth/sign-in");
  await page.getByLabel("E-mail").fill(DEMO_EMAIL);
  await page.getByLabel("Password").fill(process.env.DEMO_PASSWORD ?? "");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/**
 * The signed-in page's access token as a Bearer header, for API calls a test makes beside the
 * page. The admin keeps it for the tab (sessionStorage) unless "remember me" put it in localStorage.
 */
export async function bearerHeader(page: Page): Promise<{ authorization: string }> {
  const token = await page.evaluate(
    () => sessionStorage.getItem("cb.accessToken") ?? localStorage.getItem("cb.accessToken"),
  );
  return { authorization: `Bearer ${token}` };
}

/** Opens an admin page and waits until its heading shows and nothing is loading. */
export async function openAdminPage(page: Page, path: string) {
  await page.goto(`/admin/${path}`);
  await expect(page.locator("main h1")).toBeVisible();
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
}
