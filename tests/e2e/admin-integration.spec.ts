// The HTML-integration page against the real server: the snippet (script tag and element, no
// iframe) copied to the clipboard, the live preview following the colours as they change, and
// the copied snippet pasted into a blank page showing the widget with the saved colours.
import { expect, test } from "@playwright/test";
import { bearerHeader, signInAsDemoOwner as signIn } from "./support/admin.js";
import { axeBuilder } from "./support/axe.js";

test.use({ locale: "en-US", permissions: ["clipboard-read", "clipboard-write"] });

test("copy the snippet, preview the colours, and see them in a blank page", async ({ page, context }) => {
  await signIn(page);
  const headers = await bearerHeader(page);
  // The demo module is shared with the other e2e tests: its look is put back at the end.
  const before = (await (await page.request.get("/api/admin/module", { headers })).json()).data;
  try {
    await page.getByRole("link", { name: "HTML integration" }).click();
    await expect(page).toHaveURL(/\/admin\/html-integration$/);
    const snippet = page.getByLabel("HTML code");
    await expect(snippet).toHaveValue(
      /^<script src="http:\/\/127\.0\.0\.1:\d+\/widget\/chauffeur-booking\.js" async><\/script>\n<chauffeur-booking module="demomodule"><\/chauffeur-booking>$/,
    );
    await expect(page.getByTestId("direct-link")).toHaveAttribute("href", /^http:\/\/127\.0\.0\.1:\d+\//);

    // The real widget in the page, in its shadow root.
    const preview = page.getByTestId("widget-preview").locator("chauffeur-booking");
    const button = preview.locator(".cb-button-primary").first();
    await expect(button).toBeVisible();
    await expect(button).toHaveCSS("background-color", "rgb(0, 123, 255)");
    await axeBuilder(page)
      .analyze()
      .then((results) => {
        const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      });

    // Colours apply to the preview as they are chosen, before saving.
    await page.getByLabel("Button colour", { exact: true }).fill("#aa3300");
    await expect(button).toHaveCSS("background-color", "rgb(170, 51, 0)");
    await page.getByLabel("Width", { exact: true }).fill("200");
    await expect(
      page.getByText("Under 250 px wide, the booking form is cramped and hard to use."),
    ).toBeVisible();
    await page.getByLabel("Width", { exact: true }).fill("520");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Changes saved.")).toBeVisible();

    await page.getByRole("button", { name: "Copy the code" }).click();
    await expect(page.getByText("Paste it into your page.")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await snippet.inputValue());
    expect(copied).not.toContain("iframe");

    // Pasted into a blank page of another site: the widget shows with the saved colours.
    const blank = await context.newPage();
    await blank.setContent(`<!doctype html><html lang="en"><body><h1>My site</h1>${copied}</body></html>`);
    const pasted = blank.locator("chauffeur-booking");
    await expect(pasted.locator(".cb-button-primary").first()).toHaveCSS(
      "background-color",
      "rgb(170, 51, 0)",
    );
    const box = await pasted.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(520);
  } finally {
    const restored = await page.request.post("/api/admin/module", {
      headers,
      data: {
        moduleWidth: before.moduleWidth,
        moduleHeight: before.moduleHeight,
        iconColor: before.iconColor,
        buttonColor: before.buttonColor,
        checkboxMap: before.checkboxMap,
      },
    });
    expect(restored.status()).toBe(200);
  }
});
