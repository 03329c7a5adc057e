import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, signInAsDemoOwner as signIn } from "./support/admin.js";
import { clickMap, drawCircle, leafletShown, zoneStatus } from "./support/map-dialog.js";
import { recordTiles } from "./support/map-tiles.js";

// A wide window: these specs read the tables by column; at laptop widths the tables fold their
// secondary columns into each row (admin-tables-fit.spec.ts checks that layout).
test.use({ locale: "en-US", viewport: { width: 1920, height: 1080 } });

/** Opens a catalogue page from the sidebar, as an owner would. */
async function openPage(page: Page, link: string, heading: string) {
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: link }).click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText("Loading…")).toHaveCount(0);
}

/** An error or success notice (title and text), wherever it is shown (page or open dialog). */
const notice = (page: Page, title: string, text?: string) =>
  page
    .locator(".notice")
    .filter({ hasText: title })
    .filter({ hasText: text ?? "" })
    .first();

/** The names in the table's name column, in order. */
async function columnTexts(page: Page, column: number): Promise<string[]> {
  return page
    .locator("table.catalogue-table tbody tr")
    .evaluateAll(
      (rows, index) => rows.map((row) => row.querySelectorAll("td")[index]?.textContent ?? ""),
      column,
    );
}

const row = (page: Page, name: string) =>
  page
    .locator("table.catalogue-table tbody tr")
    .filter({ has: page.getByRole("cell", { name, exact: true }) });

async function confirmDelete(page: Page, itemName: string, dialogTitle: string) {
  await page
    .getByRole("button", { name: `Delete ${itemName}`, exact: true })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: dialogTitle });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** dnd-kit's live region: what a screen reader hears while a row is moved. */
const dragAnnouncement = (page: Page) => page.locator('[id^="DndLiveRegion-"]');

/**
 * Moves a row with dnd-kit's keyboard sensor: Space picks it up, arrows move, Space drops. Each
 * key waits for dnd-kit's announcement of the row's new position: the first one ("moved to" its
 * own position) comes once dnd-kit has measured the rows, which the arrows need.
 */
async function moveByKeyboard(handle: Locator, key: "ArrowUp" | "ArrowDown", times = 1) {
  const page = handle.page();
  const announcement = dragAnnouncement(page);
  await handle.focus();
  await handle.press("Space");
  await expect(announcement).toHaveText(/ moved to position \d+ of \d+\.$/);
  const start = Number(/ moved to position (\d+) of/.exec((await announcement.textContent()) ?? "")?.[1]);
  const step = key === "ArrowUp" ? -1 : 1;
  for (let i = 1; i <= times; i++) {
    await page.keyboard.press(key);
    await expect(announcement).toHaveText(new RegExp(` moved to position ${start + step * i} of \\d+\\.$`));
  }
  await page.keyboard.press("Space");
}

/** Drags a row by its handle (pointer) onto another row. */
async function dragRow(handle: Locator, target: Locator) {
  const page = handle.page();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error("the rows are not laid out");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Past the sensor's 4 px threshold, then onto the target's centre.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 8, { steps: 4 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("vehicles: add, edit, reorder by keyboard and by drag, disable and enable, delete", async ({ page }) => {
  await openPage(page, "Vehicles", "Vehicles");
  await expectNoSeriousA11yViolations(page);
  const before = await columnTexts(page, 1);

  await page.getByRole("button", { name: "Add a vehicle" }).click();
  let dialog = page.getByRole("dialog", { name: "Add a vehicle" });
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("This field is required.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel("Name").fill("E2E Limousine");
  await dialog.getByLabel("Passengers").fill("3");
  await dialog.getByLabel("Pieces of baggage").fill("4");
  await dialog.getByLabel("Price per km (€)").fill("3.2");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(notice(page, "Vehicle added", "E2E Limousine")).toBeVisible();
  await expect(row(page, "E2E Limousine")).toContainText("€3.20");
  expect(await columnTexts(page, 1)).toEqual([...before, "E2E Limousine"]);

  await page.getByRole("button", { name: "Edit E2E Limousine" }).click();
  dialog = page.getByRole("dialog", { name: "Edit the vehicle" });
  await dialog.getByLabel("Passengers").fill("5");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(notice(page, "Changes saved", "E2E Limousine")).toBeVisible();
  await expect(row(page, "E2E Limousine").getByRole("cell", { name: "5", exact: true })).toBeVisible();

  // Keyboard reorder: to the top, saved (the order survives a reload).
  await moveByKeyboard(page.getByRole("button", { name: "Move E2E Limousine" }), "ArrowUp", before.length);
  await expect(notice(page, "Order saved")).toBeVisible();
  await expect.poll(() => columnTexts(page, 1)).toEqual(["E2E Limousine", ...before]);
  await page.reload();
  await expect.poll(() => columnTexts(page, 1)).toEqual(["E2E Limousine", ...before]);

  // Pointer drag: back to the bottom, where it was.
  await dragRow(
    page.getByRole("button", { name: "Move E2E Limousine" }),
    page.locator("table.catalogue-table tbody tr").last(),
  );
  await expect.poll(() => columnTexts(page, 1)).toEqual([...before, "E2E Limousine"]);
  await expect(notice(page, "Order saved")).toBeVisible();

  const enabled = page.getByRole("switch", { name: "Enabled: E2E Limousine" });
  await enabled.click();
  await expect(notice(page, "Vehicle disabled", "E2E Limousine")).toBeVisible();
  await expect(enabled).not.toBeChecked();
  await enabled.click();
  await expect(notice(page, "Vehicle enabled", "E2E Limousine")).toBeVisible();
  await expect(enabled).toBeChecked();

  await confirmDelete(page, "E2E Limousine", "Delete the vehicle");
  await expect(notice(page, "Vehicle deleted", "E2E Limousine")).toBeVisible();
  await expect.poll(() => columnTexts(page, 1)).toEqual(before);
});

test("the last enabled vehicle cannot be disabled", async ({ page }) => {
  await openPage(page, "Vehicles", "Vehicles");
  const names = await columnTexts(page, 1);
  const [last, ...others] = names as [string, ...string[]];
  try {
    for (const name of others) {
      await page.getByRole("switch", { name: `Enabled: ${name}` }).click();
      await expect(notice(page, "Vehicle disabled", name)).toBeVisible();
    }
    await page.getByRole("switch", { name: `Enabled: ${last}` }).click();
    await expect(notice(page, "Warning", "The last vehicle cannot be disabled.")).toBeVisible();
    await expect(page.getByRole("switch", { name: `Enabled: ${last}` })).toBeChecked();
  } finally {
    for (const name of others) {
      const toggle = page.getByRole("switch", { name: `Enabled: ${name}` });
      if (!(await toggle.isChecked())) {
        await toggle.click();
        await expect(toggle).toBeChecked();
      }
    }
  }
});

test("packages: zones drawn on the map, saved, copied and deleted", async ({ page }) => {
  const tiles = recordTiles(page);
  await openPage(page, "Packages", "Packages");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Add a package" }).click();
  const form = page.getByRole("dialog", { name: "Add a package" });
  await form.getByLabel("Name").fill("E2E Station to Old Town");
  await form.getByLabel("Fixed price (€)").fill("45");
  await form.getByLabel("Increased price (€)").fill("55");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText("Draw this zone on the map.")).toHaveCount(2);

  // Pickup zone: a polygon of four corners, closed on its first corner.
  await form.getByRole("button", { name: "Draw the pickup zone" }).click();
  let map = page.getByRole("dialog", { name: "Pickup zone" });
  await expect(zoneStatus(map)).toHaveText("No zone drawn yet.");
  // The map draws on the operator's tile server (MAP_TILE_URL), credited as configured.
  await expect.poll(() => tiles.served.length).toBeGreaterThan(0);
  expect(tiles.elsewhere).toEqual([]);
  await expect(map.locator(".leaflet-control-attribution")).toContainText("E2E tiles");
  await expect(map.getByRole("button", { name: "Draw a polygon" })).toHaveAttribute("aria-pressed", "true");
  await expectNoSeriousA11yViolations(page);
  const corners: [number, number][] = [
    [0.35, 0.3],
    [0.65, 0.3],
    [0.65, 0.7],
    [0.35, 0.7],
  ];
  await leafletShown(map.getByRole("application", { name: "Map" }));
  await clickMap(map.getByRole("application", { name: "Map" }), [...corners, corners[0] as [number, number]]);
  await expect(zoneStatus(map)).toHaveText("Polygon, 4 corners");
  await map.getByRole("button", { name: "Validate" }).click();
  await expect(map).toHaveCount(0);
  await expect(form.getByText("Polygon, 4 corners")).toBeVisible();

  // Deposit zone: a circle (centre, then a second click sets the radius).
  await form.getByRole("button", { name: "Draw the deposit zone" }).click();
  map = page.getByRole("dialog", { name: "Deposit zone" });
  await map.getByRole("button", { name: "Draw a circle" }).click();
  await expect(map.getByRole("button", { name: "Draw a circle" })).toHaveAttribute("aria-pressed", "true");
  await drawCircle(map.getByRole("application", { name: "Map" }), [0.5, 0.5], [0.6, 0.5]);
  await expect(zoneStatus(map)).toHaveText(/^Circle, radius [\d.,]+ km$/);
  await map.getByRole("button", { name: "Validate" }).click();
  await expect(form.getByText(/^Circle, radius/)).toBeVisible();

  await form.getByRole("button", { name: "Save" }).click();
  await expect(notice(page, "Package added", "E2E Station to Old Town")).toBeVisible();
  await expect(row(page, "E2E Station to Old Town")).toContainText("€45.00");

  // The zones come back from the server: editing opens the map on them.
  await page.getByRole("button", { name: "Edit E2E Station to Old Town" }).click();
  const edit = page.getByRole("dialog", { name: "Edit the package" });
  await expect(edit.getByText("Polygon, 4 corners")).toBeVisible();
  await edit.getByRole("button", { name: "Edit the deposit zone" }).click();
  map = page.getByRole("dialog", { name: "Deposit zone" });
  await expect(zoneStatus(map)).toHaveText(/^Circle, radius/);
  await map.getByRole("button", { name: "Cancel" }).click();
  await edit.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("button", { name: "Copy E2E Station to Old Town" }).click();
  // The copy is named apart from its original.
  await expect(notice(page, "Package copied", "E2E Station to Old Town (copy)")).toBeVisible();
  await expect(row(page, "E2E Station to Old Town")).toHaveCount(1);
  await expect(row(page, "E2E Station to Old Town (copy)")).toHaveCount(1);
  for (const name of ["E2E Station to Old Town (copy)", "E2E Station to Old Town"]) {
    await confirmDelete(page, name, "Delete the package");
    await expect(row(page, name)).toHaveCount(0);
  }
});

test("surcharges: weekdays as abbreviations, edit, disable and enable, delete", async ({ page }) => {
  await openPage(page, "Surcharges", "Surcharges");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Add a surcharge" }).click();
  const form = page.getByRole("dialog", { name: "Add a surcharge" });
  await form.getByLabel("Name").fill("E2E Weekend");
  await form.getByLabel("Start time").fill("08:00");
  await form.getByLabel("End time").fill("20:00");
  await form.getByLabel("Increase (€)").fill("10");
  await form.getByLabel("Saturday").check();
  await form.getByLabel("Sunday").check();
  await expectNoSeriousA11yViolations(page);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(notice(page, "Surcharge added", "E2E Weekend")).toBeVisible();
  await expect(row(page, "E2E Weekend")).toContainText("Sat, Sun");
  await expect(row(page, "E2E Weekend")).toContainText("08:00 – 20:00");

  await page.getByRole("button", { name: "Edit E2E Weekend" }).click();
  const edit = page.getByRole("dialog", { name: "Edit the surcharge" });
  await edit.getByLabel("Friday").check();
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(row(page, "E2E Weekend")).toContainText("Fri, Sat, Sun");

  const enabled = page.getByRole("switch", { name: "Enabled: E2E Weekend" });
  await enabled.click();
  await expect(notice(page, "Surcharge disabled", "E2E Weekend")).toBeVisible();
  await enabled.click();
  await expect(notice(page, "Surcharge enabled", "E2E Weekend")).toBeVisible();

  await confirmDelete(page, "E2E Weekend", "Delete the surcharge");
  await expect(notice(page, "Surcharge deleted", "E2E Weekend")).toBeVisible();
  await expect(row(page, "E2E Weekend")).toHaveCount(0);
});

test("options: an icon from the chooser, copy, reorder by keyboard, delete", async ({ page }) => {
  await openPage(page, "Options", "Options");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Add an option" }).click();
  const form = page.getByRole("dialog", { name: "Add an option" });
  await form.getByLabel("Name").fill("E2E Wi-Fi");
  await form.getByLabel("Price per quantity (€)").fill("4");
  await form.getByRole("button", { name: "Choose an icon" }).click();
  const chooser = page.getByRole("dialog", { name: "Choose an icon" });
  await expect(chooser.getByRole("button", { name: "No icon" })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await chooser.getByRole("button", { name: "Wi-Fi" }).click();
  await expect(chooser).toHaveCount(0);
  await expect(form.getByText("Wi-Fi", { exact: true })).toBeVisible();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(notice(page, "Option added", "E2E Wi-Fi")).toBeVisible();
  await expect(row(page, "E2E Wi-Fi").locator(".option-icon svg")).toBeVisible();

  await page.getByRole("button", { name: "Copy E2E Wi-Fi" }).click();
  await expect(notice(page, "Option copied", "E2E Wi-Fi (copy)")).toBeVisible();
  await expect(row(page, "E2E Wi-Fi (copy)")).toHaveCount(1);

  const names = await columnTexts(page, 2);
  await moveByKeyboard(page.getByRole("button", { name: "Move E2E Wi-Fi (copy)" }), "ArrowUp");
  await expect(notice(page, "Order saved")).toBeVisible();
  const moved = [...names];
  const index = moved.indexOf("E2E Wi-Fi (copy)");
  moved.splice(index - 1, 2, "E2E Wi-Fi (copy)", moved[index - 1] as string);
  await expect.poll(() => columnTexts(page, 2)).toEqual(moved);

  for (const name of ["E2E Wi-Fi (copy)", "E2E Wi-Fi"]) {
    await confirmDelete(page, name, "Delete the option");
    await expect(row(page, name)).toHaveCount(0);
  }
});

test("discount codes: whitespace stripped, read-only code, the server's warnings", async ({ page }) => {
  await openPage(page, "Discount codes", "Discount codes");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Add a discount code" }).click();
  let form = page.getByRole("dialog", { name: "Add a discount code" });
  const code = form.getByLabel("Code");
  await code.pressSequentially("E2E SPRING 26");
  await expect(code).toHaveValue("E2ESPRING26");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(notice(page, "Warning", "At least one discount must be indicated!")).toBeVisible();
  await form.getByLabel("Percentage discount (%)").fill("15");
  await form.getByLabel("Start date").fill("2026-05-31");
  await form.getByLabel("End date").fill("2026-03-01");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(notice(page, "Warning", "Dates are incorrect!")).toBeVisible();
  await form.getByLabel("Start date").fill("2026-03-01");
  await form.getByLabel("End date").fill("2026-05-31");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(notice(page, "Discount code added", "E2ESPRING26")).toBeVisible();
  await expect(row(page, "E2ESPRING26")).toContainText("2026/03/01");

  // The same code again (whatever its case) is refused.
  await page.getByRole("button", { name: "Add a discount code" }).click();
  form = page.getByRole("dialog", { name: "Add a discount code" });
  await form.getByLabel("Code").fill("e2espring26");
  await form.getByLabel("Fixed discount (€)").fill("5");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(notice(page, "Warning", "Discount code name already exists!")).toBeVisible();
  // What was typed is not saved: closing asks first.
  await form.getByRole("button", { name: "Cancel" }).click();
  await page
    .getByRole("dialog", { name: "Discard your changes?" })
    .getByRole("button", { name: "Discard" })
    .click();

  await page.getByRole("button", { name: "Edit E2ESPRING26" }).click();
  const edit = page.getByRole("dialog", { name: "Edit the discount code" });
  await expect(edit.getByLabel("Code")).toHaveAttribute("readonly", "");
  await edit.getByLabel("Maximum uses").fill("50");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(row(page, "E2ESPRING26")).toContainText("0 of 50");

  // French dates: DD/MM/YYYY.
  await page.getByLabel("Language").selectOption("fr");
  await expect(row(page, "E2ESPRING26")).toContainText("01/03/2026");
  await page.getByLabel("Langue").selectOption("en");

  await page.getByRole("switch", { name: "Enabled: E2ESPRING26" }).click();
  await expect(notice(page, "Discount code disabled", "E2ESPRING26")).toBeVisible();
  await confirmDelete(page, "E2ESPRING26", "Delete the discount code");
  await expect(notice(page, "Discount code deleted", "E2ESPRING26")).toBeVisible();
});

test("booking page: a custom field added, reordered by keyboard, disabled, enabled, deleted", async ({
  page,
}) => {
  await openPage(page, "Booking page", "Booking page");
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole("button", { name: "Delete First name" })).toHaveCount(0);
  await page.getByRole("button", { name: "Add a field" }).click();
  const form = page.getByRole("dialog", { name: "Add a field" });
  await form.getByLabel(/^Label/).fill("E2E Child's age");
  await form.getByLabel("Required", { exact: true }).check();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(notice(page, "Field added", "E2E Child's age")).toBeVisible();
  // The notice comes before the list is fetched again: read the list once the row is in it.
  await expect(row(page, "E2E Child's age")).toBeVisible();
  const before = await columnTexts(page, 1);
  expect(before.at(-1)).toBe("E2E Child's age");

  await moveByKeyboard(page.getByRole("button", { name: "Move E2E Child's age" }), "ArrowUp", 2);
  await expect(notice(page, "Order saved")).toBeVisible();
  const expected = [...before.slice(0, -3), "E2E Child's age", ...before.slice(-3, -1)];
  await expect.poll(() => columnTexts(page, 1)).toEqual(expected);

  const enabled = page.getByRole("switch", { name: "Enabled: E2E Child's age" });
  await enabled.click();
  await expect(notice(page, "Field disabled", "E2E Child's age")).toBeVisible();
  await enabled.click();
  await expect(notice(page, "Field enabled", "E2E Child's age")).toBeVisible();

  await confirmDelete(page, "E2E Child's age", "Delete the field");
  await expect(notice(page, "Field deleted", "E2E Child's age")).toBeVisible();
  await expect(row(page, "E2E Child's age")).toHaveCount(0);
});
