// The demo page is a hostile host (global `* { font: 20px serif; color: red }`, `button { all: unset }`,
// dashed input borders…) embedding the widget exactly as the HTML-integration screen emits it.
// The widget must render in its open shadow root with the module's colours and none of the page's CSS.
import { expect, type Page, test } from "@playwright/test";

// The demo module speaks French by default; a French browser makes the expected labels certain.
test.use({ locale: "fr-FR" });

/** Console errors and uncaught exceptions of the page, collected from the first request on. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** Records the widget's events from before any page script runs, so none is missed. */
async function recordWidgetEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const events: { type: string; detail: unknown }[] = [];
    Object.assign(window, { widgetEvents: events });
    for (const type of ["chauffeur-booking:ready", "chauffeur-booking:error"]) {
      document.addEventListener(type, (event) =>
        events.push({ type, detail: (event as CustomEvent).detail }),
      );
    }
  });
}

function widgetEvents(page: Page) {
  return page.evaluate(() => (window as unknown as { widgetEvents: unknown[] }).widgetEvents);
}

test("the demo page shows the widget in its shadow root, untouched by the page's CSS", async ({ page }) => {
  const problems = watchProblems(page);
  await recordWidgetEvents(page);
  await page.goto("/demo/");

  const widget = page.locator("chauffeur-booking");
  await expect(widget).toHaveCount(1);
  await expect(widget).toHaveAttribute("module", "demomodule");

  // Playwright's locators pierce open shadow roots: the form is found through the host element.
  const pickup = widget.getByLabel("Adresse de prise en charge");
  await expect(pickup).toBeVisible();
  await expect(widget.getByLabel("Adresse de destination")).toBeVisible();
  await expect(widget.getByLabel("Date de prise en charge")).toBeVisible();
  await expect(widget.getByLabel("Heure de prise en charge")).toBeVisible();

  const structure = await widget.evaluate((host) => ({
    mode: host.shadowRoot?.mode,
    formInShadow: host.shadowRoot?.querySelector("form") !== null,
    lightChildren: host.children.length,
  }));
  expect(structure).toEqual({ mode: "open", formInShadow: true, lightChildren: 0 });

  await expect
    .poll(() => widgetEvents(page))
    .toEqual([{ type: "chauffeur-booking:ready", detail: { moduleId: "demomodule" } }]);

  // The module's button colour (007BFF) and a readable label, despite `button { all: unset }`.
  const submit = widget.getByRole("button", { name: "Réserver" });
  await expect(submit).toBeVisible();
  await expect(submit).toHaveCSS("background-color", "rgb(0, 123, 255)");
  await expect(submit).toHaveCSS("color", "rgb(255, 255, 255)");
  await expect(submit).toHaveCSS("cursor", "pointer");

  // Nothing of the page's typography reaches the widget, by rule or by inheritance.
  const label = widget.locator("label", { hasText: "Adresse de prise en charge" });
  const labelStyle = await label.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      color: style.color,
      fontFamily: style.fontFamily,
      fontSize: style.fontSize,
      fontStyle: style.fontStyle,
      textDecoration: style.textDecorationLine,
      textTransform: style.textTransform,
      letterSpacing: style.letterSpacing,
    };
  });
  expect(labelStyle.color).not.toBe("rgb(255, 0, 0)");
  expect(labelStyle.color).toBe("rgb(17, 24, 39)");
  expect(labelStyle.fontFamily.startsWith("system-ui")).toBe(true);
  expect(labelStyle.fontSize).toBe("15px");
  expect(labelStyle).toMatchObject({
    fontStyle: "normal",
    textDecoration: "none",
    textTransform: "none",
    letterSpacing: "normal",
  });

  // Inputs keep the widget's own border and box model (the page says 5px dashed green, content-box).
  await expect(pickup).toHaveCSS("border-top-style", "solid");
  await expect(pickup).toHaveCSS("border-top-width", "1px");
  await expect(pickup).toHaveCSS("box-sizing", "border-box");
  await expect(pickup).not.toHaveCSS("border-top-color", "rgb(0, 128, 0)");

  // The page's `div { padding: 3px }` does not reach the widget's own boxes either.
  const rootPadding = await widget.evaluate((host) => {
    const root = host.shadowRoot?.querySelector(".cb");
    return root ? getComputedStyle(root).paddingTop : "";
  });
  expect(rootPadding).toBe("24px");

  // The module's width (600 px) bounds the widget.
  const box = await widget.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(600);

  expect(problems).toEqual([]);
});

test("the booking form on the demo page: round trip fields and French error messages", async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto("/demo/");
  const widget = page.locator("chauffeur-booking");

  await expect(widget.getByLabel("Date du retour")).toHaveCount(0);
  await widget.getByText("Aller-retour", { exact: true }).click();
  await expect(widget.getByLabel("Aller-retour")).toBeChecked();
  await expect(widget.getByLabel("Date du retour")).toBeVisible();
  await expect(widget.getByLabel("Heure du retour")).toBeVisible();

  // Typed but not chosen from the suggestions: the address says nothing of where it is.
  const pickup = widget.getByRole("combobox", { name: "Adresse de prise en charge" });
  await pickup.fill("Aéroport Nice Côte d'Azur");
  await widget.getByRole("button", { name: "Réserver" }).click();
  // Pickup, drop-off, 2 dates, 2 times, first and last name, e-mail, phone (the demo's required
  // details) and consent; the booking spec may have added one required row of its own.
  await expect(widget.getByRole("alert")).toHaveText(/^1[12] champs demandent votre attention\.$/);
  await expect(pickup).toBeFocused();
  await expect(
    widget.getByText("Choisissez l’adresse de prise en charge dans les suggestions."),
  ).toBeVisible();
  await expect(widget.getByText("Saisissez l’adresse de destination.")).toBeVisible();

  expect(problems).toEqual([]);
});

test("the widget fits a 320 px wide phone without horizontal scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/demo/");
  const widget = page.locator("chauffeur-booking");
  await expect(widget.getByRole("button", { name: "Réserver" })).toBeVisible();
  const box = await widget.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 320).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
