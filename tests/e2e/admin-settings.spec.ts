import { expect, type Page, test } from "@playwright/test";
import {
  bearerHeader,
  DEMO_EMAIL,
  expectNoSeriousA11yViolations,
  signInAsDemoOwner as signIn,
} from "./support/admin.js";
import { drawCircle } from "./support/map-dialog.js";
import { recordTiles } from "./support/map-tiles.js";

test.use({ locale: "en-US" });

// A real 1 × 1 PNG: the server checks the type from the bytes.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * Every e2e test shares the demo module (the widget tests check its colours and size), so a
 * test that changes the settings puts them back through the API afterwards.
 */
async function keepSettings(page: Page, body: () => Promise<void>) {
  const headers = await bearerHeader(page);
  const before = await (await page.request.get("/api/admin/settings", { headers })).json();
  try {
    await body();
  } finally {
    const restored = await page.request.post("/api/admin/settings", { headers, data: before.data });
    expect(restored.status()).toBe(200);
  }
}

const saveButton = (page: Page) => page.getByRole("button", { name: "Save", exact: true }).first();

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("the owner edits the settings: boxes enable their fields, warnings, saved and kept", async ({
  page,
}) => {
  await keepSettings(page, async () => {
    await page.getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByLabel("Title", { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A feature's fields are disabled until its box is ticked.
    const minimum = page.getByRole("group", { name: "Minimum distance" });
    const shortest = minimum.getByLabel("Shortest trip accepted");
    await expect(shortest).toBeDisabled();
    await minimum.getByLabel("Minimum distance").check();
    await expect(shortest).toBeEnabled();

    // Required once ticked: the error is on the field, which gets the focus.
    await shortest.fill("");
    await saveButton(page).click();
    await expect(page.getByText("Enter a minimum distance above 0.")).toBeVisible();
    await expect(shortest).toHaveAttribute("aria-invalid", "true");
    await expect(shortest).toBeFocused();
    await shortest.fill("5");
    await minimum.getByLabel("Message shown to the customer").fill("We drive 5 km or more.");

    // At least one payment method.
    await page.getByLabel("Payment to the driver").uncheck();
    await saveButton(page).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Payment method not selected" }).first(),
    ).toBeVisible();
    await page.getByLabel("Payment to the driver").check();

    // Size warnings: narrow; short only with the map hidden.
    await page.getByLabel("Width", { exact: true }).fill("240");
    await expect(
      page.getByText("Under 250 px wide, the booking form is cramped and hard to use."),
    ).toBeVisible();
    await page.getByLabel("Width", { exact: true }).fill("600");
    // Automatic by default (docs/decisions/0124): a fixed height shows its pixels box.
    await expect(page.getByLabel("Automatic: as tall as its content, the page scrolls")).toBeChecked();
    await page.getByLabel("Fixed height: the form scrolls inside, Book stays in sight").check();
    await page.getByLabel("Height in pixels").fill("420");
    const short = page.getByText(
      "Under 450 px high with the map hidden, customers must scroll a lot inside the form.",
    );
    await expect(short).toHaveCount(0);
    await page.getByLabel("Show the map").uncheck();
    await expect(short).toBeVisible();
    await expect(page.getByLabel("Google Maps API key")).toHaveCount(0);
    await page.getByLabel("Show the map").check();
    await page.getByLabel("Automatic: as tall as its content, the page scrolls").check();
    await expect(page.getByLabel("Height in pixels")).toHaveCount(0);

    await page.getByLabel("Title", { exact: true }).fill("Book your chauffeur");
    await page.getByLabel("Length unit").selectOption("MILE");
    await saveButton(page).click();
    await expect(page.getByText("Changes saved.")).toBeVisible();
    await expect(page.getByText("Distances and prices per distance are now in miles")).toBeVisible();

    await page.reload();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Book your chauffeur");
    await expect(
      page.getByRole("group", { name: "Minimum distance" }).getByLabel("Minimum distance"),
    ).toBeChecked();
    await expect(page.getByLabel("Shortest trip accepted")).toHaveValue("5");
    await expect(page.getByLabel("Length unit")).toHaveValue("MILE");
  });
});

test("the home town is picked from suggestions that come after typing stops", async ({ page }) => {
  await keepSettings(page, async () => {
    await page.goto("/admin/settings");
    const approach = page.getByRole("group", { name: "Charge the approach from my home town" });
    await approach.getByLabel("Charge the approach from my home town").check();
    const town = approach.getByRole("combobox", { name: "Home town" });
    await town.fill("Atlantis-sur-Mer");
    await approach.getByLabel("Approach price per km").fill("1.2");
    await approach.getByLabel("Free approach distance").fill("15");
    await saveButton(page).click();
    await expect(page.getByText("Home town not found: pick it from the suggestions.")).toBeVisible();

    await town.fill("Nice");
    const suggestion = page.getByRole("option", { name: /^Nice/ }).first();
    await expect(suggestion).toBeVisible();
    await suggestion.click();
    await expect(town).toHaveValue(/^Nice/);
    await expect(approach.getByText(/^Found: 43\.\d+, 7\.\d+$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveButton(page).click();
    await expect(page.getByText("Changes saved.")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Home town" })).toHaveValue(/^Nice/);
  });
});

test("the allowed region is drawn in the map dialog and saved", async ({ page }) => {
  await keepSettings(page, async () => {
    await page.goto("/admin/settings");
    const region = page.getByRole("group", { name: "Allowed region" });
    await region.getByLabel("Allowed region").check();
    await expect(region.getByText("No region drawn yet.")).toBeVisible();
    await saveButton(page).click();
    await expect(page.getByText("Draw the allowed region on the map.")).toBeVisible();

    const tiles = recordTiles(page);
    const draw = region.getByRole("button", { name: "Draw the region on the map" });
    await draw.click();
    const map = page.getByRole("dialog", { name: "Allowed region" });
    // The operator's tile server (MAP_TILE_URL, from the settings answer), not OpenStreetMap's.
    await expect.poll(() => tiles.served.length).toBeGreaterThan(0);
    expect(tiles.elsewhere).toEqual([]);
    await expect(map.locator(".leaflet-control-attribution")).toContainText("E2E tiles");
    await map.getByRole("button", { name: "Draw a circle" }).click();
    await expect(map.getByRole("button", { name: "Draw a circle" })).toHaveAttribute("aria-pressed", "true");
    // The centre, then the radius.
    await drawCircle(map.getByRole("application", { name: "Map" }), [0.5, 0.5], [0.6, 0.5]);
    await map.getByRole("button", { name: "Validate" }).click();
    await expect(map).toHaveCount(0);
    const summary = region.getByText(/^A circle of [\d.]+ km around /);
    await expect(summary).toBeVisible();
    await saveButton(page).click();
    await expect(page.getByText("Changes saved.")).toBeVisible();

    await page.reload();
    const saved = page.getByRole("group", { name: "Allowed region" });
    await expect(saved.getByText(/^A circle of [\d.]+ km around /)).toBeVisible();

    // Removed and saved, the region is gone from the server too: the module is left as it was
    // found, so a retry starts from "No region drawn yet." again.
    await saved.getByRole("button", { name: "Remove the region" }).click();
    await expect(saved.getByText("No region drawn yet.")).toBeVisible();
    await saved.getByLabel("Allowed region").uncheck();
    await saveButton(page).click();
    await expect(page.getByText("Changes saved.")).toBeVisible();
    await page.reload();
    const after = page.getByRole("group", { name: "Allowed region" });
    await after.getByLabel("Allowed region").check();
    await expect(after.getByText("No region drawn yet.")).toBeVisible();
  });
});

test("the form image: a 1.2 MB file is refused before sending, a PNG is saved and deleted", async ({
  page,
}) => {
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/api/admin/settings/image"))
      uploads.push(request.url());
  });
  await page.goto("/admin/settings");
  const input = page.getByLabel("Choose an image");
  await input.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.alloc(1_200_000, 1) });
  await expect(page.getByText("The file cannot exceed 1MB.")).toBeVisible();
  expect(uploads).toEqual([]);

  await input.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("Image saved.")).toBeVisible();
  const image = page.getByRole("img", { name: "The current image of your booking form" });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(1);
  expect(uploads).toHaveLength(1);

  await page.getByRole("button", { name: "Delete the image" }).click();
  await expect(page.getByText("Image deleted.")).toBeVisible();
  await expect(page.getByText("No image yet.")).toBeVisible();
});

test("without payment keys the payments card explains the self-hosted mode", async ({ page }) => {
  await page.goto("/admin/settings");
  await expect(page.getByTestId("card-account-status")).toHaveText("Not available on this server");
  await expect(page.getByText(/not configured on this server \(self-hosted mode\)/)).toBeVisible();
  await expect(page.getByLabel("Online payment by card")).toBeDisabled();
  // Nothing to connect: the button is off and points at the explanation.
  const connect = page.getByRole("button", { name: "Connect a card account" });
  await expect(connect).toBeDisabled();
  await expect(connect).toHaveAccessibleDescription(/not configured on this server \(self-hosted mode\)/);
});

test("My account: a wrong current password is said without signing out", async ({ page }) => {
  const opener = page.getByRole("button", { name: "My account" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "My account" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("E-mail")).toHaveValue(DEMO_EMAIL);
  await expect(dialog.getByLabel("E-mail")).not.toBeEditable();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByLabel("Current password").fill("not my password");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Wrong current password").first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(
    await page.evaluate(
      () => sessionStorage.getItem("cb.accessToken") ?? localStorage.getItem("cb.accessToken"),
    ),
  ).not.toBeNull();

  // Escape asks first (the typed password is not saved), then closes; the focus goes back to its button.
  await page.keyboard.press("Escape");
  await page
    .getByRole("dialog", { name: "Discard your changes?" })
    .getByRole("button", { name: "Discard" })
    .click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  // The right password saves (the name is kept as it was).
  await opener.click();
  await dialog.getByLabel("Current password").fill(process.env.DEMO_PASSWORD ?? "");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Changes saved.")).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test("Contact us needs a message, then sends it", async ({ page }) => {
  await page.getByRole("button", { name: "Contact us" }).click();
  const dialog = page.getByRole("dialog", { name: "Contact us" });
  await expect(dialog.getByLabel("Your message")).toBeFocused();
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByText("Write your message.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel("Your message").fill("Hello, how do I add a second driver?");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("We will answer you by e-mail.")).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test("Module overview shows the live widget at 700 × 450, and the window's size on a phone", async ({
  page,
}) => {
  await page.getByRole("button", { name: "Module overview" }).click();
  const dialog = page.getByRole("dialog", { name: "Module overview" });
  const widget = dialog.locator("chauffeur-booking");
  await expect(widget).toHaveAttribute("module", "demomodule");
  await expect(widget.locator(".cb-button-primary").first()).toBeVisible();
  const frame = await dialog.getByTestId("widget-preview").boundingBox();
  expect(frame?.width).toBe(700);
  expect(frame?.height).toBe(450);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Close" }).click();

  await page.setViewportSize({ width: 375, height: 700 });
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("button", { name: "Module overview" }).click();
  const small = await page
    .getByRole("dialog", { name: "Module overview" })
    .getByTestId("widget-preview")
    .boundingBox();
  expect(small?.width).toBe(375 - 80);
  expect(small?.height).toBe(450);
});
